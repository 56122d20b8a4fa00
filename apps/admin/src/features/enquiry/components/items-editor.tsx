// Edit the enquiry after the call: quantities, removals, additions. The server recomputes every total
// (coupon, packing, free shots) with the same domain functions as order creation; we show its result.
import { useState } from 'react';
import { formatINR, toPaise, toRupees } from '@pataka/domain/money';
import { Button } from '@pataka/ui/button';
import { MinusIcon, PlusIcon } from '@pataka/ui/icons';
import { TrashIcon } from '../../../components/icons.tsx';
import type { StaffOrder } from '../../../lib/order-types.ts';
import { useUpdateItems } from '../api/update-items.ts';
import { ProductSearch } from './product-search.tsx';
import { Totals } from './order-lines.tsx';

type Line = {
  productId: string;
  name: string;
  sku: string | null;
  image: string | null;
  price: number;
  quantity: number;
};

const linesOf = (order: StaffOrder): Line[] =>
  order.items.map((i) => ({
    productId: i.productId,
    name: i.productName,
    sku: i.sku,
    image: i.productImage,
    price: i.price,
    quantity: i.quantity,
  }));

const MAX_QTY = 999;

export function ItemsEditor({ order: given, onDone }: { order: StaffOrder; onDone: () => void }) {
  // The server's answer to the last save, until a fresher copy of the enquiry arrives from the page.
  const [saved, setSaved] = useState<StaffOrder | null>(null);
  const order = saved && saved.updatedAt >= given.updatedAt ? saved : given;
  const [lines, setLines] = useState<Line[]>(() => linesOf(order));
  const save = useUpdateItems(order.id);
  const original = JSON.stringify(linesOf(order).map((l) => [l.productId, l.quantity]));
  const dirty = JSON.stringify(lines.map((l) => [l.productId, l.quantity])) !== original;
  const estimate = toRupees(lines.reduce((sum, l) => sum + toPaise(l.price) * l.quantity, 0));

  const setQty = (productId: string, quantity: number) =>
    setLines((ls) =>
      ls.map((l) =>
        l.productId === productId ? { ...l, quantity: Math.min(MAX_QTY, Math.max(1, quantity)) } : l,
      ),
    );
  const remove = (productId: string) => setLines((ls) => ls.filter((l) => l.productId !== productId));
  const add = (line: Line) =>
    setLines((ls) =>
      ls.some((l) => l.productId === line.productId)
        ? ls.map((l) => (l.productId === line.productId ? { ...l, quantity: l.quantity + 1 } : l))
        : [...ls, line],
    );

  const onSave = () =>
    save.mutate(
      { items: lines.map((l) => ({ productId: l.productId, quantity: l.quantity })) },
      {
        onSuccess: (o) => {
          setSaved(o);
          setLines(linesOf(o));
        },
      },
    );

  const stepBtn =
    'flex size-10 items-center justify-center text-brand-800 hover:bg-brand-50 disabled:opacity-40';
  return (
    <div className="space-y-3">
      <ul className="divide-y divide-stone-100">
        {lines.map((l) => (
          <li key={l.productId} className="flex flex-wrap items-center gap-x-3 gap-y-2 py-2.5">
            <div className="min-w-0 flex-1 basis-40">
              <p className="leading-snug font-semibold">{l.name}</p>
              <p className="text-xs text-stone-600">
                {l.sku ? `SKU ${l.sku} · ` : ''}
                {formatINR(l.price)} each
              </p>
            </div>
            <div
              className="inline-flex items-stretch overflow-hidden rounded-lg border border-brand-700 bg-white"
              role="group"
              aria-label={`Quantity of ${l.name}`}
            >
              <button
                type="button"
                className={stepBtn}
                onClick={() => setQty(l.productId, l.quantity - 1)}
                disabled={l.quantity <= 1}
                aria-label={`Decrease quantity of ${l.name}`}
              >
                <MinusIcon className="size-4" />
              </button>
              <input
                type="number"
                inputMode="numeric"
                min={1}
                max={MAX_QTY}
                value={l.quantity}
                onChange={(e) => setQty(l.productId, Number(e.target.value) || 1)}
                aria-label={`Quantity of ${l.name}`}
                className="w-12 [appearance:textfield] text-center font-bold tabular-nums [&::-webkit-inner-spin-button]:appearance-none"
              />
              <button
                type="button"
                className={stepBtn}
                onClick={() => setQty(l.productId, l.quantity + 1)}
                disabled={l.quantity >= MAX_QTY}
                aria-label={`Increase quantity of ${l.name}`}
              >
                <PlusIcon className="size-4" />
              </button>
            </div>
            <p className="w-20 text-right font-semibold tabular-nums">
              {formatINR(toRupees(toPaise(l.price) * l.quantity))}
            </p>
            <button
              type="button"
              onClick={() => remove(l.productId)}
              className="flex size-10 items-center justify-center rounded-lg text-red-700 hover:bg-red-50"
              aria-label={`Remove ${l.name}`}
            >
              <TrashIcon className="size-5" />
            </button>
          </li>
        ))}
      </ul>
      <ProductSearch
        onPick={(p) =>
          add({ productId: p.id, name: p.name, sku: p.sku, image: p.image, price: p.price, quantity: 1 })
        }
      />
      {dirty ? (
        <p className="rounded-lg bg-saffron-50 px-3 py-2 text-sm text-brand-950">
          Items subtotal <span className="font-bold tabular-nums">{formatINR(estimate)}</span> before discount
          and packing — saving recomputes the total.
        </p>
      ) : (
        <Totals order={order} />
      )}
      <div className="flex flex-wrap gap-2">
        <Button onClick={onSave} loading={save.isPending} disabled={!dirty || lines.length === 0}>
          Save items
        </Button>
        <Button variant="ghost" onClick={onDone}>
          {dirty ? 'Discard changes' : 'Done'}
        </Button>
      </div>
      {lines.length === 0 && (
        <p className="text-sm text-red-700">An enquiry needs at least one item. Cancel it instead.</p>
      )}
    </div>
  );
}
