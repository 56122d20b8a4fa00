import type { CSSProperties } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';
import type { PriceListGroup, Quantities } from '../utils/price-list.ts';
import { localName } from '../../../i18n/local-name.ts';
import { quickBuyText } from '../messages.ts';
import { PriceListRow } from './price-list-row.tsx';

export const categoryAnchor = (slug: string) => `price-list-${slug}`;

/** A group's height on a phone before it is first laid out (render-near-screen): heading + two-line rows. */
const phoneGroupHeight = (rows: number) => ({ '--offscreen-size': `${38 + 77 * rows}px` }) as CSSProperties;

export type PriceListTableProps = {
  groups: PriceListGroup[];
  quantities: Quantities;
  onQuantityChange: (productId: string, quantity: number) => void;
  /**
   * How many groups (from the top) have their rows drawn; the others show their heading and a link to
   * their category's page until the client draws them (quick-buy.tsx, decision 147). Default: all.
   */
  drawn?: number;
};

/** The classic Sivakasi price list: one table, a heading row per category (DESIGN.md "Quick Buy"). */
export function PriceListTable({
  groups,
  quantities,
  onQuantityChange,
  drawn = groups.length,
}: PriceListTableProps) {
  return (
    <table className="block w-full border-collapse text-left sm:table">
      <caption className="sr-only">{quickBuyText.tableCaption}</caption>
      <thead className="sr-only sm:not-sr-only sm:table-header-group">
        <tr className="border-b-2 border-brand-700 bg-brand-800 text-xs tracking-wide text-white uppercase">
          <th scope="col" colSpan={2} className="py-2 pl-3 font-semibold">
            {quickBuyText.columnProduct}
          </th>
          <th scope="col" className="py-2 pr-3 text-right font-semibold">
            {quickBuyText.columnMrp}
          </th>
          <th scope="col" className="py-2 pr-3 text-right font-semibold">
            {quickBuyText.columnPrice}
          </th>
          <th scope="col" className="py-2 pr-3 text-center font-semibold">
            {quickBuyText.columnQty}
          </th>
          <th scope="col" className="py-2 pr-3 text-right font-semibold">
            {quickBuyText.columnAmount}
          </th>
        </tr>
      </thead>
      {groups.map((group, index) => (
        <tbody
          // A new element once its rows are drawn: a group laid out once as its heading and link keeps that
          // small height as its remembered size (content-visibility: auto) while its drawn rows are off
          // screen, and the rows then overlap the groups below it (Lighthouse found them under the next
          // heading and obscured). A fresh element starts from --offscreen-size, the rows' height.
          key={index < drawn ? group.id : `${group.id}:link`}
          className="render-near-screen block sm:table-row-group"
          style={phoneGroupHeight(group.products.length)}
          aria-labelledby={categoryAnchor(group.slug)}
        >
          <tr className="block sm:table-row">
            <th
              id={categoryAnchor(group.slug)}
              tabIndex={-1}
              colSpan={6}
              scope="colgroup"
              className="block scroll-mt-32 border-y border-saffron-300 bg-saffron-100 px-3 py-2 text-sm font-extrabold tracking-wide text-brand-900 uppercase outline-none sm:table-cell"
            >
              {localName(group)}
              <span className="ml-2 text-xs font-semibold text-brand-700 normal-case">
                ({group.products.length})
              </span>
            </th>
          </tr>
          {index < drawn ? (
            group.products.map((product) => (
              <PriceListRow
                key={product.id}
                product={product}
                quantity={quantities[product.id] ?? 0}
                onQuantityChange={onQuantityChange}
              />
            ))
          ) : (
            <tr className="block sm:table-row">
              <td colSpan={6} className="block px-3 py-3 text-sm sm:table-cell">
                <Link
                  to={group.id === 'other' ? paths.products.getHref() : paths.category.getHref(group.slug)}
                  className="font-semibold text-brand-700 underline hover:text-brand-800"
                >
                  {quickBuyText.showGroup(group.products.length)}
                </Link>
              </td>
            </tr>
          )}
        </tbody>
      ))}
    </table>
  );
}
