import { z } from 'zod';
import { toRupees } from '@pataka/domain/money';
import type { Customer } from '@pataka/domain/api-types';
import type { customers } from '../../db/schema/customers.ts';
import { AddressResponseSchema, toAddress, type AddressRow } from '../addresses/address.dto.ts';

export const CustomerResponseSchema = z.object({
  id: z.string(),
  name: z.string(),
  phone: z.string(),
  email: z.string().nullable(),
  tier: z.string(),
  totalSpent: z.number().describe('Rupees'),
  totalOrders: z.number().int(),
  createdAt: z.string(),
  shippingAddresses: z.array(AddressResponseSchema).describe('Default address first'),
  wishlist: z.array(z.string()).describe('Favourite product ids'),
});

export type CustomerRow = Pick<
  typeof customers.$inferSelect,
  'id' | 'name' | 'phone' | 'email' | 'tier' | 'totalSpentPaise' | 'totalOrders' | 'createdAt'
>;

export const toCustomer = (row: CustomerRow, addresses: AddressRow[], wishlist: string[]): Customer => ({
  id: row.id,
  name: row.name,
  phone: row.phone,
  email: row.email,
  tier: row.tier,
  totalSpent: toRupees(row.totalSpentPaise),
  totalOrders: row.totalOrders,
  createdAt: row.createdAt.toISOString(),
  shippingAddresses: addresses.map(toAddress),
  wishlist,
});
