import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export type CustomerRow = {
  id: string;
  name: string;
  phone: string;
  email: string | null;
  tier: string;
  totalOrders: number;
  totalSpent: number;
  createdAt: string;
  lastOrderAt: string | null;
  /** Value of all their enquiries (rupees), paid or not. */
  orderValue?: number;
};

export type CustomersQuery = { search: string; page: number; limit: number };

export const getCustomers = (q: CustomersQuery) =>
  api.page<CustomerRow>('/customers', { search: q.search || undefined, page: q.page, limit: q.limit });

export const customersQueryOptions = (q: CustomersQuery) =>
  queryOptions({
    queryKey: ['customers', 'list', q],
    queryFn: () => getCustomers(q),
    placeholderData: keepPreviousData,
  });

export const useCustomers = (q: CustomersQuery) => useQuery(customersQueryOptions(q));
