import { describe, expect, it } from 'vitest';
import type { Category } from '@pataka/domain/api-types';
import { makeProduct } from '../../../testing/fixtures.ts';
import { applyPriceListToCart, groupByCategory, matchesSearch, priceListTotals } from './price-list.ts';

const cats = [
  { id: 'b', name: 'Bombs', slug: 'bombs', displayOrder: 2 },
  { id: 'a', name: 'Sparklers', slug: 'sparklers', displayOrder: 1 },
] as Category[];

describe('groupByCategory', () => {
  it('follows the category order given, cheapest first inside, unknown categories last', () => {
    const bomb = makeProduct({ name: 'Bomb', price: 50, category: { id: 'b', name: 'Bombs', slug: 'bombs' } });
    const big = makeProduct({ name: 'Big Sparkler', price: 90, category: { id: 'a', name: 'Sparklers', slug: 'sparklers' } });
    const small = makeProduct({ name: 'Small Sparkler', price: 20, category: { id: 'a', name: 'Sparklers', slug: 'sparklers' } });
    const hidden = makeProduct({ name: 'Xmas Star', category: { id: 'x', name: 'Christmas', slug: 'christmas' } });
    const none = makeProduct({ name: 'Loose', category: null });
    const groups = groupByCategory([hidden, bomb, big, none, small], [cats[1]!, cats[0]!]);
    expect(groups.map((g) => [g.name, g.products.map((p) => p.name)])).toEqual([
      ['Sparklers', ['Small Sparkler', 'Big Sparkler']],
      ['Bombs', ['Bomb']],
      ['Other Crackers', ['Loose', 'Xmas Star']],
    ]);
  });
});

describe('matchesSearch', () => {
  it('needs every word, in any of name, SKU, code or category', () => {
    const p = makeProduct({ name: '1000 Wala', sku: 'UC-WAL-1000', category: { id: 'w', name: 'Walas', slug: 'walas' } });
    expect(matchesSearch(p, '1000 walas')).toBe(true);
    expect(matchesSearch(p, 'uc-wal')).toBe(true);
    expect(matchesSearch(p, '1000 rocket')).toBe(false);
    expect(matchesSearch(p, '  ')).toBe(true);
  });
});

describe('priceListTotals', () => {
  it('never counts sold-out products, works in paise and caps at 99', () => {
    const a = makeProduct({ price: 10.1, originalPrice: 20 });
    const b = makeProduct({ price: 5, inStock: false });
    expect(priceListTotals([a, b], { [a.id]: 150, [b.id]: 3 })).toEqual({
      products: 1,
      pieces: 99,
      total: 999.9,
      mrpTotal: 1980,
      savings: 980.1,
    });
  });
});

describe('applyPriceListToCart', () => {
  it('leaves sold-out and unlisted lines alone and never adds a sold-out product', () => {
    const inStock = makeProduct();
    const soldOut = makeProduct({ inStock: false });
    const cart = [
      { productId: soldOut.id, quantity: 3 },
      { productId: 'unlisted', quantity: 1 },
    ];
    expect(applyPriceListToCart(cart, [inStock, soldOut], { [soldOut.id]: 9, [inStock.id]: 2 })).toEqual([
      { productId: soldOut.id, quantity: 3 },
      { productId: 'unlisted', quantity: 1 },
      { productId: inStock.id, quantity: 2 },
    ]);
  });
});
