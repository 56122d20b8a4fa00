// GET, PUT, DELETE /abandoned-cart/my-cart (§7): the signed-in shopper's cart kept on the server.
import type { AbandonedCart } from '@pataka/domain/api-types';
import { api, ApiError } from '../../../lib/api-client.ts';
import type { CartLine } from '../../../lib/cart.ts';

/** §8: a 404 (or a message containing 404) means "no saved cart". */
const isAbsent = (error: unknown) =>
  error instanceof ApiError && (error.status === 404 || error.message.includes('404'));

export async function getMyCart(): Promise<AbandonedCart | null> {
  try {
    return await api.get<AbandonedCart>('/abandoned-cart/my-cart', { dedup: false });
  } catch (error) {
    if (isAbsent(error)) return null;
    throw error;
  }
}

export function putMyCart(lines: readonly CartLine[]): Promise<AbandonedCart> {
  return api.put<AbandonedCart>('/abandoned-cart/my-cart', {
    items: lines.map(({ productId, quantity }) => ({ productId, quantity })),
    metadata: { source: 'web' },
  });
}

export async function deleteMyCart(): Promise<void> {
  try {
    await api.delete('/abandoned-cart/my-cart');
  } catch (error) {
    if (!isAbsent(error)) throw error;
  }
}
