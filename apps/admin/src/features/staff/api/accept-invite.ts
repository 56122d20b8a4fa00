import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { StaffUser } from '../../../lib/auth.ts';

export type AcceptInviteResult = { token: string; admin: StaffUser };

export const acceptInvite = (body: { token: string; password: string }) =>
  api.post<AcceptInviteResult>('/admin/invites/accept', body);

export const useAcceptInvite = () => useMutation({ mutationFn: acceptInvite });
