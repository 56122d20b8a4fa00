import { useSetProductStock } from '../api/set-product-stock.ts';
import type { AdminProduct } from '../api/product-types.ts';

/** A switch on the row: In stock ⇄ Sold out, saved at once (optimistic, rolled back on error). */
export function StockToggle({ product }: { product: Pick<AdminProduct, 'id' | 'name' | 'inStock'> }) {
  const stock = useSetProductStock();
  const on = product.inStock;
  return (
    <button
      type="button"
      role="switch"
      aria-checked={on}
      aria-label={`In stock: ${product.name}`}
      onClick={() => stock.mutate({ id: product.id, name: product.name, inStock: !on })}
      className={`inline-flex h-9 shrink-0 items-center gap-2 rounded-full border px-2 text-xs font-bold whitespace-nowrap ${
        on ? 'border-green-600 bg-green-50 text-green-800' : 'border-stone-300 bg-stone-100 text-stone-700'
      }`}
    >
      <span
        aria-hidden="true"
        className={`relative h-5 w-9 rounded-full transition-colors ${on ? 'bg-green-600' : 'bg-stone-400'}`}
      >
        <span
          className={`absolute top-0.5 size-4 rounded-full bg-white shadow transition-all ${on ? 'left-4.5' : 'left-0.5'}`}
        />
      </span>
      {on ? 'In stock' : 'Sold out'}
    </button>
  );
}
