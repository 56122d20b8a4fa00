// The packing view (issue 27): the enquiry's lines with their quantities, each ticked as it goes into a
// case, and the cases counted; ticks stay on this phone (packing-ticks.ts). Then on to the dispatch form.
// On a phone the cases bar sits just above the console's bottom navigation, under the packer's thumb.
import { Link } from 'react-router';
import { Button, buttonClasses } from '@pataka/ui/button';
import { paths } from '../../../config/paths.ts';
import type { StaffOrder } from '../../../lib/order-types.ts';
import { usePacking } from '../packing-ticks.ts';

const lineKey = (item: StaffOrder['items'][number], index: number) => `${item.productId}:${index}`;

export function PackingView({ order }: { order: StaffOrder }) {
  const packing = usePacking(order.id);
  const total = order.items.length;
  const done = order.items.filter((item, i) => packing.packed.includes(lineKey(item, i))).length;
  const pieces = order.items.reduce((sum, item) => sum + item.quantity, 0);
  return (
    <div className="space-y-3 pb-24 lg:pb-0">
      <p className="text-sm text-stone-700" aria-live="polite">
        <strong className="text-brand-900">
          {done} of {total} lines packed
        </strong>{' '}
        · {pieces} pieces
      </p>
      <ul
        aria-label="Lines to pack"
        className="divide-y divide-stone-100 rounded-xl border border-stone-200 bg-white"
      >
        {order.items.map((item, i) => {
          const key = lineKey(item, i);
          const packed = packing.packed.includes(key);
          return (
            <li key={key}>
              <label
                className={`flex min-h-14 cursor-pointer items-center gap-3 px-3 py-2 ${packed ? 'bg-green-50' : ''}`}
              >
                <input
                  type="checkbox"
                  checked={packed}
                  onChange={() => packing.toggle(key)}
                  className="size-6 shrink-0 accent-green-700"
                />
                <span
                  className={`min-w-0 flex-1 ${packed ? 'text-stone-500 line-through' : 'text-stone-900'}`}
                >
                  <span className="block font-medium break-words">{item.productName}</span>
                  {item.sku && <span className="text-xs text-stone-500">{item.sku}</span>}
                </span>
                <span className="shrink-0 text-lg font-bold tabular-nums text-brand-900">
                  × {item.quantity}
                </span>
              </label>
            </li>
          );
        })}
      </ul>
      <div className="fixed inset-x-0 bottom-[calc(3.5rem+env(safe-area-inset-bottom))] z-30 border-t border-stone-200 bg-white px-3 py-3 shadow-lg lg:static lg:rounded-xl lg:border lg:shadow-none">
        <div className="mx-auto flex max-w-3xl items-center gap-3">
          <span className="text-sm font-semibold text-stone-800">Cases</span>
          <Button
            variant="outline"
            size="lg"
            aria-label="One case less"
            onClick={() => packing.setCases(packing.cases - 1)}
          >
            −
          </Button>
          <output className="min-w-8 text-center text-2xl font-bold tabular-nums" aria-label="Cases packed">
            {packing.cases}
          </output>
          <Button
            variant="outline"
            size="lg"
            aria-label="One case more"
            onClick={() => packing.setCases(packing.cases + 1)}
          >
            +
          </Button>
          <Link to={paths.enquiry.getHref(order.id)} className={buttonClasses('primary', 'lg', 'ml-auto')}>
            {done === total && packing.cases > 0 ? 'Dispatch' : 'Back'}
          </Link>
        </div>
      </div>
    </div>
  );
}
