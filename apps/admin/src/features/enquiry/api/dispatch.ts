// Dispatch (issue 27): record and correct an enquiry's dispatches, attach the LR photo, and what the
// form needs to choose with (transports, their branches, the branch for the shopper's place).
import { useQuery } from '@tanstack/react-query';
import type { DispatchInput, DispatchUpdate } from '@pataka/domain/dispatch';
import { api } from '../../../lib/api-client.ts';
import type { StaffOrder } from '../../../lib/order-types.ts';
import { useOrderMutation } from '../hooks/use-order-mutation.ts';

export type Transport = { id: string; name: string; isActive: boolean };
export type Branch = {
  id: string;
  transportProviderId: string;
  name: string;
  address: string;
  city: string;
  state: string;
  phone: string | null;
  isActive: boolean;
};
export type SuggestedBranch = Omit<Branch, 'isActive'> & {
  transportName: string;
  match: 'pincode' | 'town' | 'state';
};
export type DispatchBody = DispatchInput & { kind: 'transport' | 'pickup' };

const base = (orderId: string) => `/orders/${encodeURIComponent(orderId)}/dispatches`;

export const createDispatch = (orderId: string, body: DispatchBody) =>
  api.post<StaffOrder>(base(orderId), body);

export const correctDispatch = (orderId: string, dispatchId: string, body: DispatchUpdate) =>
  api.patch<StaffOrder>(`${base(orderId)}/${encodeURIComponent(dispatchId)}`, body);

export function uploadLrCopy(orderId: string, dispatchId: string, file: File) {
  const form = new FormData();
  form.append('file', file);
  return api.post<StaffOrder>(`${base(orderId)}/${encodeURIComponent(dispatchId)}/lr-copy`, form);
}

/** Saves a new dispatch, then its LR photo when one was taken: the enquiry as the server has it after both. */
export function useRecordDispatch(orderId: string) {
  return useOrderMutation(
    orderId,
    async ({ body, photo }: { body: DispatchBody; photo: File | null }) => {
      const order = await createDispatch(orderId, body);
      const created = order.dispatches?.at(-1);
      return photo && created ? uploadLrCopy(orderId, created.id, photo) : order;
    },
    (o) =>
      o.status === 'ready_for_pickup'
        ? `${o.orderNumber} is ready for pickup`
        : `${o.orderNumber} dispatched`,
  );
}

export function useCorrectDispatch(orderId: string) {
  return useOrderMutation(
    orderId,
    async ({ dispatchId, body, photo }: { dispatchId: string; body: DispatchUpdate; photo: File | null }) => {
      const order = await correctDispatch(orderId, dispatchId, body);
      return photo ? uploadLrCopy(orderId, dispatchId, photo) : order;
    },
    (o) => `Dispatch of ${o.orderNumber} corrected`,
  );
}

const rows = async <T>(path: string) => {
  const data = await api.get<T[] | { data: T[] }>(path, { limit: 100 });
  return Array.isArray(data) ? data : data.data;
};

export const useTransports = () =>
  useQuery({
    queryKey: ['pickup', 'providers'],
    queryFn: () => rows<Transport>('/admin/company/transport-providers'),
    staleTime: 60_000,
  });

export const useBranches = () =>
  useQuery({
    queryKey: ['pickup', 'locations'],
    queryFn: () => rows<Branch>('/admin/company/pickup-locations'),
    staleTime: 60_000,
  });

/** The branches serving the shopper's pincode, town or state, best first (the form preselects the first). */
export const useSuggestedBranches = (place: { pincode?: string; town?: string; state?: string }) =>
  useQuery({
    queryKey: ['dispatch', 'suggest', place],
    queryFn: () => api.get<SuggestedBranch[]>('/admin/transport-branches/suggest', place),
    staleTime: 60_000,
  });

/** The shop's e-way bill threshold in rupees (shipping settings), to say when the form needs one. */
export const useEwayThreshold = () =>
  useQuery({
    queryKey: ['company', 'admin'],
    queryFn: () => api.get<{ shippingSettings: { ewayBillThreshold?: number } }>('/admin/company'),
    select: (c) => c.shippingSettings.ewayBillThreshold ?? 50_000,
    staleTime: 5 * 60_000,
  });
