// GET /coupons/public/active (§7): the coupons a shopper may pick from in the cart.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Coupon } from '@pataka/domain/api-types';
import { isCouponUsable } from '@pataka/domain/coupon';
import { MESSAGES } from '@pataka/domain/messages';
import { api, ApiError } from '../../../lib/api-client.ts';

/**
 * §8 distinguishes two failures: the server answered with success=false ('Failed to load coupons'),
 * or the request itself blew up ('Error loading coupons'). The error's message is the text to show.
 */
export class CouponsLoadError extends Error {
  override readonly name = 'CouponsLoadError';
  constructor(readonly kind: 'failed' | 'exception') {
    super(kind === 'failed' ? MESSAGES.couponsLoadFailed : MESSAGES.couponsLoadError);
  }
}

export async function getActiveCoupons(): Promise<Coupon[]> {
  let data: unknown;
  try {
    data = await api.get<unknown>('/coupons/public/active');
  } catch (error) {
    // Status 0 is the network failing before any answer: an exception, not a refusal.
    throw new CouponsLoadError(error instanceof ApiError && error.status > 0 ? 'failed' : 'exception');
  }
  if (!Array.isArray(data)) throw new CouponsLoadError('failed');
  // §4: usable only while active and inside its window; a cached list may outlive a coupon's last day.
  const now = new Date();
  return (data as Coupon[]).filter((c) => isCouponUsable(c, now));
}

export const activeCouponsQueryOptions = () =>
  queryOptions({
    queryKey: ['coupons', 'public', 'active'],
    queryFn: getActiveCoupons,
    // The server caches this list for 30 s; windows open and close on the clock.
    staleTime: 30_000,
    retry: false,
  });

export function useActiveCoupons() {
  return useQuery(activeCouponsQueryOptions());
}
