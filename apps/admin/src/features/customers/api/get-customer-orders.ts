import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OrderStatus, PaymentStatus } from '@pataka/domain/order-status';
import { api } from '../../../lib/api-client.ts';

export type CustomerOrder = {
  id: string;
  orderNumber: string;
  status: OrderStatus;
  paymentStatus: PaymentStatus;
  total: number;
  createdAt: string;
  items: { productName: string; quantity: number }[];
};

export const getCustomerOrders = (customerId: string, page: number) =>
  api.page<CustomerOrder>('/orders', { customerId, page, limit: 20 });

export const customerOrdersQueryOptions = (customerId: string, page = 1) =>
  queryOptions({
    queryKey: ['orders', 'list', { customerId, page }],
    queryFn: () => getCustomerOrders(customerId, page),
  });

export const useCustomerOrders = (customerId: string, page = 1) =>
  useQuery(customerOrdersQueryOptions(customerId, page));
