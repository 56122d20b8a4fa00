import { MESSAGES } from '@pataka/domain/messages';
import type { Db } from '../../db/types.ts';
import { invalid, notFound } from '../../lib/errors.ts';
import { ACCOUNT_MESSAGES } from '../customers/account-messages.ts';
import {
  addWishlistItem,
  countWishlistItems,
  findProductStatus,
  listWishlistProductIds,
  removeWishlistItem,
} from './wishlist.queries.ts';

export const MAX_WISHLIST = 500;

/**
 * Idempotent add/remove; answers the favourite ids. Adding needs an active product of this shop;
 * removing works for any product of the shop, so a favourite that went off sale can still be cleared.
 */
export async function changeWishlist(
  db: Db,
  tenantId: string,
  customerId: string,
  productId: string,
  action: 'add' | 'remove',
): Promise<string[]> {
  const status = await findProductStatus(db, tenantId, productId);
  if (status === null || (action === 'add' && status !== 'active')) throw notFound(MESSAGES.productNotFound);
  if (action === 'add') {
    if ((await countWishlistItems(db, tenantId, customerId)) >= MAX_WISHLIST) {
      const ids = await listWishlistProductIds(db, tenantId, customerId);
      if (!ids.includes(productId)) throw invalid(ACCOUNT_MESSAGES.wishlistFull(MAX_WISHLIST));
    }
    await addWishlistItem(db, tenantId, customerId, productId);
  } else {
    await removeWishlistItem(db, tenantId, customerId, productId);
  }
  return listWishlistProductIds(db, tenantId, customerId);
}
