import {
  startTransition,
  useCallback,
  useDeferredValue,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
} from 'react';
import type { Category, Product } from '@pataka/domain/api-types';
import { MESSAGES } from '@pataka/domain/messages';
import { SearchIcon } from '@pataka/ui/icons';
import { cartCount, cartStore, replaceCart, useCartLines } from '../../../lib/cart.ts';
import { toast } from '../../../lib/toast.ts';
import { quickBuyText } from '../messages.ts';
import {
  applyPriceListToCart,
  groupByCategory,
  matchesSearch,
  priceListTotals,
  quantitiesFromCart,
} from '../utils/price-list.ts';
import { CategoryJumpList } from './category-jump-list.tsx';
import { PriceListTable } from './price-list-table.tsx';
import { QuickBuyBar } from './quick-buy-bar.tsx';

export type QuickBuyProps = { products: readonly Product[]; categories: readonly Category[] };

/** Rows the server draws: a first screen and a little more (issue 30: not all 68). */
const FIRST_ROWS = 12;
/** Groups the client adds per step after hydration: small tasks, so a tap is answered between them. */
const GROUPS_PER_STEP = 2;

/** The leading groups that hold FIRST_ROWS rows. */
function firstGroups(groups: readonly { products: readonly unknown[] }[]): number {
  let rows = 0;
  let count = 0;
  while (count < groups.length && rows < FIRST_ROWS) rows += groups[count++]!.products.length;
  return count;
}

/**
 * How many groups have their rows drawn: the first screen's on the server and in hydration, then the
 * rest a few groups at a time once the page is interactive (decision 147). A search draws every match.
 */
function useDrawnGroups(groups: readonly { products: readonly unknown[] }[], searching: boolean): number {
  const [drawn, setDrawn] = useState(() => firstGroups(groups));
  const total = groups.length;
  useEffect(() => {
    if (drawn >= total) return;
    const timer = setTimeout(() => startTransition(() => setDrawn((d) => d + GROUPS_PER_STEP)), 50);
    return () => clearTimeout(timer);
  }, [drawn, total]);
  return searching ? total : drawn;
}

/** The Quick Buy price list: type quantities row by row, then put them all in the cart at once. */
export function QuickBuy({ products, categories }: QuickBuyProps) {
  const cartLines = useCartLines();
  // Start from the cart so the list (and its bar) shows the whole order, not just the new part. The
  // server has no cart, so the list starts empty and takes the cart in right after mounting: only when
  // there is one, so a first visit's hydration is not followed by a re-render of the whole table.
  const [quantities, setQuantities] = useState<Record<string, number>>({});
  const seeded = useRef(false);
  useEffect(() => {
    if (seeded.current) return;
    seeded.current = true;
    const fromCart = quantitiesFromCart(cartStore.get());
    // Anything typed in the meantime wins over the cart's number.
    if (Object.keys(fromCart).length > 0) setQuantities((typed) => ({ ...fromCart, ...typed }));
  }, []);
  const [search, setSearch] = useState('');
  const query = useDeferredValue(search);
  const searchId = useId();

  const groups = useMemo(() => groupByCategory(products, categories), [products, categories]);
  const listed = useMemo(() => groups.flatMap((g) => g.products), [groups]);
  const visibleGroups = useMemo(
    () =>
      groups
        .map((g) => ({ ...g, products: g.products.filter((p) => matchesSearch(p, query)) }))
        .filter((g) => g.products.length > 0),
    [groups, query],
  );
  const totals = priceListTotals(listed, quantities);
  const drawn = useDrawnGroups(groups, query.trim() !== '');

  const onQuantityChange = useCallback((productId: string, quantity: number) => {
    setQuantities((prev) => (prev[productId] === quantity ? prev : { ...prev, [productId]: quantity }));
  }, []);

  const addAll = () => {
    const before = cartStore.get();
    const next = applyPriceListToCart(before, listed, quantities);
    if (totals.products === 0 && next.length === before.length) {
      toast.warning(quickBuyText.enterQuantityFirst);
      return;
    }
    replaceCart(next);
    toast.success(
      totals.products === 0
        ? quickBuyText.cartUpdated
        : quickBuyText.addedToCart(totals.products, totals.pieces),
    );
  };

  return (
    <>
      <div className="space-y-3">
        <div className="relative">
          <label htmlFor={searchId} className="sr-only">
            {quickBuyText.searchLabel}
          </label>
          <SearchIcon className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-stone-400" />
          <input
            id={searchId}
            type="search"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            placeholder={quickBuyText.searchPlaceholder}
            className="h-11 w-full rounded-lg border border-stone-300 bg-white pr-3 pl-10 focus:border-brand-600 focus:outline-2 focus:outline-saffron-400"
          />
        </div>
        <CategoryJumpList groups={visibleGroups} />
      </div>

      <div className="mt-4 overflow-hidden rounded-xl border border-stone-200 bg-white">
        {visibleGroups.length > 0 ? (
          <PriceListTable
            groups={visibleGroups}
            quantities={quantities}
            onQuantityChange={onQuantityChange}
            drawn={drawn}
          />
        ) : (
          <p className="px-4 py-10 text-center text-stone-600">
            {query.trim() ? quickBuyText.noMatch(query.trim()) : MESSAGES.noProducts}
          </p>
        )}
      </div>

      <QuickBuyBar totals={totals} cartCount={cartCount(cartLines)} onAddAll={addAll} />
    </>
  );
}
