import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { CreateStaffSchema } from '@pataka/domain/staff';
import { api } from '../../../lib/api-client.ts';
import type { StaffMember } from './get-staff.ts';

export type CreateStaffInput = z.input<typeof CreateStaffSchema>;

export type CreateStaffResult =
  | { staff: StaffMember; temporaryPassword: string; invite?: undefined }
  | {
      invite: { url?: string; token?: string; expiresAt: string };
      staff?: StaffMember;
      temporaryPassword?: undefined;
    };

export const createStaff = (input: CreateStaffInput) => api.post<CreateStaffResult>('/admin/staff', input);

/** The full link to paste into WhatsApp, whether the server answers a full URL, a path or only the token. */
export function inviteLink(
  invite: { url?: string; token?: string },
  origin = window.location.origin,
): string {
  const url = invite.url ?? '';
  if (/^https?:\/\//.test(url)) return url;
  if (url.startsWith('/')) return `${origin}${url}`;
  const fromUrl = /[?&]token=([^&]+)/.exec(url)?.[1];
  const token = invite.token ?? (fromUrl ? decodeURIComponent(fromUrl) : url);
  return `${origin}/admin/accept-invite?token=${encodeURIComponent(token)}`;
}

export const useCreateStaff = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createStaff,
    onSuccess: () => client.invalidateQueries({ queryKey: ['staff'] }),
  });
};
