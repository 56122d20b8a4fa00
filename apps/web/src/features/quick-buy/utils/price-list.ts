// Pure rules of the Quick Buy price list: grouping, the sticky bar's sums, and how the typed quantities
// meet the cart. Money in paise inside, rupees out.
import type { Category, Product } from '@pataka/domain/api-types';
import { clampCartQuantity } from '@pataka/domain/limits';
import { toPaise, toRupees } from '@pataka/domain/money';
import type { Named } from '../../../i18n/local-name.ts';
import type { CartLine } from '../../../lib/storage.ts';
import { quickBuyText } from '../messages.ts';

export type Quantities = Readonly<Record<string, number>>;
/** A category heading of the list; show its name with localName(group). */
export type PriceListGroup = Named & { id: string; slug: string; products: Product[] };

/** The heading for products of unknown or hidden categories (made per call: its name is in the current language). */
const other = (): Omit<PriceListGroup, 'products'> => ({
  id: 'other',
  name: quickBuyText.otherCrackers,
  slug: 'other',
});

/**
 * Products grouped by category in the shop's category order (GET /categories); within a category the
 * cheapest first, as printed price lists run. Products of unknown or hidden categories go last.
 */
export function groupByCategory(
  products: readonly Product[],
  categories: readonly Category[],
): PriceListGroup[] {
  const order = new Map(categories.map((c, i) => [c.id, i]));
  const groups = new Map<string, PriceListGroup>();
  for (const product of products) {
    const known = product.category && order.has(product.category.id) ? product.category : null;
    const head: Omit<PriceListGroup, 'products'> = known ?? other();
    let group = groups.get(head.id);
    if (!group) {
      group = { id: head.id, name: head.name, nameTa: head.nameTa, slug: head.slug, products: [] };
      groups.set(head.id, group);
    }
    group.products.push(product);
  }
  const rank = (g: PriceListGroup) => order.get(g.id) ?? Number.MAX_SAFE_INTEGER;
  return [...groups.values()]
    .sort((a, b) => rank(a) - rank(b))
    .map((g) => ({
      ...g,
      products: g.products.sort((a, b) => a.price - b.price || a.name.localeCompare(b.name)),
    }));
}

/**
 * Every word of the query must appear in the name, SKU, product code or category (case-insensitive);
 * the Tamil names count too, so a shopper may search in either language.
 */
export function matchesSearch(product: Product, query: string): boolean {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const category = product.category as Named | null;
  const haystack = [
    product.name,
    (product as Named).nameTa,
    product.sku,
    product.productCode,
    category?.name,
    category?.nameTa,
    product.packSize,
  ]
    .filter(Boolean)
    .join(' ')
    .toLowerCase();
  return words.every((w) => haystack.includes(w));
}

export type PriceListTotals = {
  /** Products with a quantity. */
  products: number;
  /** Σ quantities. */
  pieces: number;
  total: number;
  mrpTotal: number;
  /** MRP − price over the chosen quantities. */
  savings: number;
};

/** The sticky bar's figures; sold-out products never count. */
export function priceListTotals(products: readonly Product[], quantities: Quantities): PriceListTotals {
  let count = 0;
  let pieces = 0;
  let totalPaise = 0;
  let mrpPaise = 0;
  for (const product of products) {
    const quantity = product.inStock ? clampCartQuantity(quantities[product.id] ?? 0) : 0;
    if (quantity === 0) continue;
    count += 1;
    pieces += quantity;
    const price = toPaise(product.price);
    totalPaise += price * quantity;
    mrpPaise += Math.max(price, toPaise(product.originalPrice ?? product.price)) * quantity;
  }
  return {
    products: count,
    pieces,
    total: toRupees(totalPaise),
    mrpTotal: toRupees(mrpPaise),
    savings: toRupees(mrpPaise - totalPaise),
  };
}

/** The list starts from what is already in the cart, so the bar shows the whole order. */
export function quantitiesFromCart(lines: readonly CartLine[]): Record<string, number> {
  return Object.fromEntries(lines.map((l) => [l.productId, l.quantity]));
}

/**
 * 'Add all to Cart': the cart's quantity of every in-stock product on the list becomes the typed one
 * (0 takes it out); lines for products not on the list or sold out are left alone. Existing lines keep
 * their place, new ones follow in list order. Quantities are capped at 99.
 */
export function applyPriceListToCart(
  cart: readonly CartLine[],
  products: readonly Product[],
  quantities: Quantities,
): CartLine[] {
  const listed = new Map(products.filter((p) => p.inStock).map((p) => [p.id, p]));
  const typed = (id: string) => clampCartQuantity(quantities[id] ?? 0);
  const next: CartLine[] = cart.map((line) =>
    listed.has(line.productId) ? { productId: line.productId, quantity: typed(line.productId) } : line,
  );
  const inCart = new Set(cart.map((l) => l.productId));
  for (const product of listed.values()) {
    if (!inCart.has(product.id) && typed(product.id) > 0)
      next.push({ productId: product.id, quantity: typed(product.id) });
  }
  return next.filter((l) => l.quantity > 0);
}
