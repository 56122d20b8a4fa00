import { formatINR } from '@pataka/domain/money';
import type { StaffOrder } from '../../../lib/order-types.ts';

export function Totals({ order }: { order: StaffOrder }) {
  const row = (label: string, value: string, strong = false) => (
    <div
      className={`flex justify-between gap-4 ${strong ? 'border-t border-stone-200 pt-2 text-base font-bold text-brand-900' : 'text-stone-700'}`}
    >
      <dt>{label}</dt>
      <dd className="tabular-nums">{value}</dd>
    </div>
  );
  return (
    <dl className="space-y-1 text-sm" aria-label="Totals">
      {row('Subtotal', formatINR(order.subtotal))}
      {order.discount > 0 &&
        row(`Discount${order.couponCode ? ` (${order.couponCode})` : ''}`, `−${formatINR(order.discount)}`)}
      {order.packing > 0 && row('Packing', formatINR(order.packing))}
      {order.shipping > 0 && row('Shipping', formatINR(order.shipping))}
      {order.tax > 0 && row('Tax', formatINR(order.tax))}
      {row('Total', formatINR(order.total), true)}
    </dl>
  );
}

export function OrderLines({ order }: { order: StaffOrder }) {
  return (
    <ul className="divide-y divide-stone-100">
      {order.items.map((item) => (
        <li key={item.productId} className="flex gap-3 py-2.5">
          {item.productImage ? (
            <img
              src={item.productImage}
              alt=""
              width={48}
              height={48}
              loading="lazy"
              className="size-12 shrink-0 rounded-lg bg-stone-100 object-cover"
            />
          ) : (
            <span className="size-12 shrink-0 rounded-lg bg-stone-100" aria-hidden="true" />
          )}
          <div className="min-w-0 flex-1">
            <p className="leading-snug font-semibold">{item.productName}</p>
            <p className="text-xs text-stone-600">
              {item.sku ? `SKU ${item.sku} · ` : ''}
              {item.quantity} × {formatINR(item.price)}
            </p>
          </div>
          <p className="shrink-0 font-semibold tabular-nums">{formatINR(item.total)}</p>
        </li>
      ))}
    </ul>
  );
}
