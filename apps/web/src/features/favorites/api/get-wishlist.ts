// The favourite product ids come with GET /customers/me (§7: Customer.wishlist).
import { useMemo } from 'react';
import { useCustomer } from '../../../lib/customer.ts';

/** The signed-in customer's favourite product ids (empty when signed out or not loaded yet). */
export function useWishlist(): ReadonlySet<string> {
  const { data } = useCustomer();
  return useMemo(() => new Set(data?.wishlist ?? []), [data]);
}
