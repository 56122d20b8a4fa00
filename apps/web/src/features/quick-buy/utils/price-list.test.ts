import { describe, expect, it } from 'vitest';
import type { Category } from '@pataka/domain/api-types';
import { makeProduct } from '../../../testing/fixtures.ts';
import { applyPriceListToCart, groupByCategory, matchesSearch, priceListTotals } from './price-list.ts';

let nextId = 0;
/** Fixture products with ids of their own (the shared fixture's id is fixed). */
const item = (overrides: Parameters<typeof makeProduct>[0] = {}) =>
  makeProduct({ id: `p${++nextId}`, ...overrides });

const cats = [
  { id: 'b', name: 'Bombs', slug: 'bombs', displayOrder: 2 },
  { id: 'a', name: 'Sparklers', slug: 'sparklers', displayOrder: 1 },
] as Category[];

describe('groupByCategory', () => {
  it('follows the category order given, cheapest first inside, unknown categories last', () => {
    const bomb = item({
      name: 'Bomb',
      price: 50,
      category: { id: 'b', name: 'Bombs', slug: 'bombs' },
    });
    const big = item({
      name: 'Big Sparkler',
      price: 90,
      category: { id: 'a', name: 'Sparklers', slug: 'sparklers' },
    });
    const small = item({
      name: 'Small Sparkler',
      price: 20,
      category: { id: 'a', name: 'Sparklers', slug: 'sparklers' },
    });
    const hidden = item({
      name: 'Xmas Star',
      category: { id: 'x', name: 'Christmas', slug: 'christmas' },
    });
    const none = item({ name: 'Loose', category: null });
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
    const p = item({
      name: '1000 Wala',
      sku: 'UC-WAL-1000',
      category: { id: 'w', name: 'Walas', slug: 'walas' },
    });
    expect(matchesSearch(p, '1000 walas')).toBe(true);
    expect(matchesSearch(p, 'uc-wal')).toBe(true);
    expect(matchesSearch(p, '1000 rocket')).toBe(false);
    expect(matchesSearch(p, '  ')).toBe(true);
  });
});

describe('priceListTotals', () => {
  it('never counts sold-out products, works in paise and caps at 99', () => {
    const a = item({ price: 10.1, originalPrice: 20 });
    const b = item({ price: 5, inStock: false });
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
    const inStock = item();
    const soldOut = item({ inStock: false });
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
