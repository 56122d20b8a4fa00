import { useState, type FormEvent } from 'react';
import { LowStockLevelSchema } from '@pataka/domain/stock';
import { Button } from '@pataka/ui/button';
import type { AdminProduct } from '../api/product-types.ts';
import { useSetLowStockLevel } from '../api/stock.ts';
import { AdjustStockDialog } from './adjust-stock-dialog.tsx';
import { LowStockBadge } from './stock-counts.tsx';
import { StockLedger } from './stock-ledger.tsx';

function Figure({ label, value }: { label: string; value: number | string }) {
  return (
    <div className="rounded-lg bg-stone-50 p-2 text-center">
      <p className="text-2xl font-bold text-stone-900 tabular-nums">{value}</p>
      <p className="text-xs font-semibold text-stone-600">{label}</p>
    </div>
  );
}

function LowStockLevelForm({ product }: { product: AdminProduct }) {
  const [value, setValue] = useState(product.lowStockLevel == null ? '' : String(product.lowStockLevel));
  const [error, setError] = useState<string | null>(null);
  const save = useSetLowStockLevel(product);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = LowStockLevelSchema.safeParse(value.trim() === '' ? null : Number(value));
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? 'Enter a whole number');
    setError(null);
    save.mutate(parsed.data);
  };
  return (
    <form onSubmit={submit} className="flex flex-wrap items-end gap-2" noValidate>
      <label className="text-sm font-semibold text-stone-800">
        Alert at or below
        <input
          type="number"
          inputMode="numeric"
          min="0"
          step="1"
          value={value}
          onChange={(e) => setValue(e.target.value)}
          placeholder="No alert"
          aria-invalid={error ? true : undefined}
          className="mt-0.5 block h-11 w-32 rounded-lg border border-stone-300 px-3 text-base"
        />
      </label>
      <Button type="submit" variant="outline" loading={save.isPending}>
        Save level
      </Button>
      {error && (
        <p role="alert" className="w-full text-sm text-red-700">
          {error}
        </p>
      )}
    </form>
  );
}

/** The product page's stock: available / reserved / on hand, Adjust stock, the alert level, the ledger. */
export function StockPanel({ product }: { product: AdminProduct }) {
  const [adjusting, setAdjusting] = useState(false);
  const counted = product.stockOnHand != null;
  return (
    <section
      aria-labelledby="stock-heading"
      className="mt-4 space-y-3 rounded-xl border border-stone-200 bg-white p-3 lg:p-4"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="flex items-center gap-2">
          <h2 id="stock-heading" className="text-lg font-bold text-brand-900">
            Stock
          </h2>
          <LowStockBadge product={product} />
        </div>
        <Button onClick={() => setAdjusting(true)}>Adjust stock</Button>
      </div>
      {counted ? (
        <div className="grid grid-cols-3 gap-2">
          <Figure label="Available" value={product.availableQuantity ?? 0} />
          <Figure label="Reserved" value={product.stockReserved ?? 0} />
          <Figure label="On hand" value={product.stockOnHand ?? 0} />
        </div>
      ) : (
        <p className="text-sm text-stone-600">
          Not counted: the product sells while “In stock” is on. Adjust the stock to start counting —
          confirmed enquiries then reserve it and it shows Sold Out at 0.
        </p>
      )}
      <LowStockLevelForm product={product} />
      <h3 className="pt-2 text-sm font-bold text-stone-800">Stock ledger</h3>
      <StockLedger productId={product.id} />
      <AdjustStockDialog product={product} open={adjusting} onClose={() => setAdjusting(false)} />
    </section>
  );
}
