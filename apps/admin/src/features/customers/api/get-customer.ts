import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export type CustomerAddress = {
  id: string;
  label: string;
  street: string;
  city: string;
  state: string;
  zipCode: string;
  country: string;
  isDefault: boolean;
};

export type CustomerProfile = {
  id: string;
  name: string;
  phone: string;
  email: string | null;
  tier: string;
  totalSpent: number;
  totalOrders: number;
  createdAt: string;
  shippingAddresses: CustomerAddress[];
};

export const getCustomer = (id: string) => api.get<CustomerProfile>(`/customers/${encodeURIComponent(id)}`);

export const customerQueryOptions = (id: string) =>
  queryOptions({ queryKey: ['customers', 'detail', id], queryFn: () => getCustomer(id) });

export const useCustomer = (id: string) => useQuery(customerQueryOptions(id));
