import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StaffRole } from '@pataka/domain/staff';
import { api } from '../../../lib/api-client.ts';

export type StaffMember = {
  id: string;
  email: string;
  name: string;
  role: StaffRole;
  isActive: boolean;
  createdAt?: string;
  lastLoginAt?: string | null;
};

export type PendingInvite = { id: string; email: string; name: string; role: StaffRole; expiresAt: string };

export type StaffList = { staff: StaffMember[]; invites: PendingInvite[] };

type Raw =
  | (StaffMember & { status?: string; expiresAt?: string })[]
  | {
      staff?: StaffMember[];
      members?: StaffMember[];
      invites?: PendingInvite[];
      pendingInvites?: PendingInvite[];
    };

/** The list answers either {staff, invites} or one array where pending invites carry status 'invited'. */
export function normalizeStaffList(raw: Raw): StaffList {
  if (Array.isArray(raw)) {
    const invited = (m: { status?: string }) => m.status === 'invited' || m.status === 'pending';
    return {
      staff: raw.filter((m) => !invited(m)),
      invites: raw.filter(invited).map((m) => ({ ...m, expiresAt: m.expiresAt ?? '' })),
    };
  }
  return { staff: raw.staff ?? raw.members ?? [], invites: raw.invites ?? raw.pendingInvites ?? [] };
}

export const getStaff = async () => normalizeStaffList(await api.get<Raw>('/admin/staff'));

export const staffQueryOptions = () => queryOptions({ queryKey: ['staff'], queryFn: getStaff });

export const useStaff = (enabled = true) => useQuery({ ...staffQueryOptions(), enabled });
