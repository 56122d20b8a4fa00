import { describe, expect, it } from 'vitest';
import { authUser, cartLines, dismissedFlashNews, legalNoticeAgreed } from './storage.ts';

describe('storage items', () => {
  it('reads malformed JSON as absent instead of throwing', () => {
    localStorage.setItem('cart', '{not json');
    localStorage.setItem('auth_user', '"just a string"');
    localStorage.setItem('legal_notice_agreed', JSON.stringify({ agreed: 'yes' }));
    expect(cartLines.get()).toBeNull();
    expect(authUser.get()).toBeNull();
    expect(legalNoticeAgreed.get()).toBeNull();
  });

  it('drops cart lines that are not {productId, quantity > 0}', () => {
    localStorage.setItem(
      'cart',
      JSON.stringify([
        { productId: 'a', quantity: 2 },
        { productId: 'b', quantity: -1 },
        { quantity: 3 },
        'x',
      ]),
    );
    expect(cartLines.get()).toEqual([{ productId: 'a', quantity: 2 }]);
  });

  it('round-trips the dismissed flash-news ids', () => {
    dismissedFlashNews.set(['n-1', 'n-2']);
    expect(localStorage.getItem('dismissed_flash_news')).toBe('["n-1","n-2"]');
    expect(dismissedFlashNews.get()).toEqual(['n-1', 'n-2']);
  });
});
