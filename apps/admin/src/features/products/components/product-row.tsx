import { memo } from 'react';
import { Link } from 'react-router';
import { Badge } from '@pataka/ui/badge';
import { paths } from '../../../config/paths.ts';
import { mainImageOf, type AdminProduct } from '../api/product-types.ts';
import { tagLabel } from '../lib/labels.ts';
import { ProductPrice } from './product-price.tsx';
import { ProductThumb } from './product-thumb.tsx';
import { StockCells, StockCounts } from './stock-counts.tsx';
import { StockToggle } from './stock-toggle.tsx';

type RowProps = {
  product: AdminProduct;
  selected: boolean;
  /** The list's own handler, the same for every row (so a memoised row is skipped when nothing changed). */
  onSelect: (ids: string[], selected: boolean) => void;
};

function SelectBox({ product, selected, onSelect }: RowProps) {
  return (
    <input
      type="checkbox"
      checked={selected}
      onChange={(e) => onSelect([product.id], e.target.checked)}
      aria-label={`Select ${product.name}`}
      className="size-5 accent-brand-700"
    />
  );
}

function Tags({ tags }: { tags: string[] }) {
  if (tags.length === 0) return null;
  return (
    <span className="flex flex-wrap gap-1">
      {tags.map((t) => (
        <Badge key={t} tone="neutral">
          {tagLabel(t)}
        </Badge>
      ))}
    </span>
  );
}

const Archived = ({ status }: { status: string }) =>
  status === 'active' ? null : <Badge tone="neutral">Archived</Badge>;

/** Phones: a card with the checkbox, the facts and the stock switch within thumb reach. */
export const ProductCard = memo(function ProductCard(props: RowProps) {
  const { product } = props;
  return (
    <li
      className={`flex gap-3 rounded-xl border bg-white p-3 ${props.selected ? 'border-brand-600 ring-1 ring-brand-600' : 'border-stone-200'}`}
    >
      <div className="pt-3.5">
        <SelectBox {...props} />
      </div>
      <ProductThumb src={mainImageOf(product)} className="size-16" />
      <div className="min-w-0 flex-1 space-y-1">
        <Link
          to={paths.product.getHref(product.id)}
          className="line-clamp-2 font-semibold text-stone-900 hover:text-brand-700"
        >
          {product.name}
        </Link>
        <p className="text-xs text-stone-500">
          {product.sku}
          {product.category && ` · ${product.category.name}`}
        </p>
        <ProductPrice price={product.price} originalPrice={product.originalPrice} />
        <StockCounts product={product} />
        <div className="flex flex-wrap items-center gap-2 pt-1">
          <StockToggle product={product} />
          <Archived status={product.status} />
          <Tags tags={product.tags} />
        </div>
      </div>
    </li>
  );
});

/** Counter PC: a table row. */
export const ProductTableRow = memo(function ProductTableRow(props: RowProps) {
  const { product } = props;
  return (
    <tr className={`border-t border-stone-100 ${props.selected ? 'bg-brand-50' : 'hover:bg-stone-50'}`}>
      <td className="w-10 px-3 py-2">
        <SelectBox {...props} />
      </td>
      <td className="px-2 py-2">
        <div className="flex items-center gap-3">
          <ProductThumb src={mainImageOf(product)} />
          <div className="min-w-0">
            <Link
              to={paths.product.getHref(product.id)}
              className="line-clamp-2 font-semibold text-stone-900 hover:text-brand-700"
            >
              {product.name}
            </Link>
            <Archived status={product.status} />
          </div>
        </div>
      </td>
      <td className="px-2 py-2 text-stone-600">{product.sku}</td>
      <td className="px-2 py-2">
        <ProductPrice price={product.price} originalPrice={product.originalPrice} />
      </td>
      <td className="px-2 py-2 text-stone-700">{product.category?.name ?? '—'}</td>
      <td className="px-2 py-2">
        <Tags tags={product.tags} />
      </td>
      <StockCells product={product} />
      <td className="px-3 py-2">
        <StockToggle product={product} />
      </td>
    </tr>
  );
});
