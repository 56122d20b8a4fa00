import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateStaff } from '@pataka/domain/staff';
import { api } from '../../../lib/api-client.ts';
import type { StaffMember } from './get-staff.ts';

export const updateStaff = ({ id, ...body }: UpdateStaff & { id: string }) =>
  api.patch<StaffMember>(`/admin/staff/${encodeURIComponent(id)}`, body);

export const useUpdateStaff = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateStaff,
    onSettled: () => client.invalidateQueries({ queryKey: ['staff'] }),
  });
};
