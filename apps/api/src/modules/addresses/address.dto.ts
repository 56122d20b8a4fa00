import { z } from 'zod';
import { ADDRESS_LABELS } from '@pataka/domain/limits';
import type { Address } from '@pataka/domain/api-types';
import type { addresses } from '../../db/schema/customers.ts';

export const AddressResponseSchema = z.object({
  id: z.string(),
  label: z.enum(ADDRESS_LABELS),
  street: z.string(),
  city: z.string(),
  state: z.string(),
  zipCode: z.string(),
  country: z.string(),
  isDefault: z.boolean(),
});

export type AddressRow = Pick<
  typeof addresses.$inferSelect,
  'id' | 'label' | 'street' | 'city' | 'state' | 'zipCode' | 'country' | 'isDefault'
>;

export const toAddress = (row: AddressRow): Address => ({
  id: row.id,
  // Only AddressInputSchema writes this column, so it holds one of the three labels.
  label: row.label as Address['label'],
  street: row.street,
  city: row.city,
  state: row.state,
  zipCode: row.zipCode,
  country: row.country,
  isDefault: row.isDefault,
});
