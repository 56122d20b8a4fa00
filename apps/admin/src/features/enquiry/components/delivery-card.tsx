import type { StaffOrder } from '../../../lib/order-types.ts';

export function DeliveryCard({ order }: { order: StaffOrder }) {
  const a = order.shippingAddress;
  const p = order.pickupLocation;
  return (
    <section
      aria-labelledby="delivery-title"
      className="rounded-xl border border-stone-200 bg-white p-4 text-sm"
    >
      <h2 id="delivery-title" className="mb-1 text-base font-bold text-brand-900">
        {p ? 'Pickup point' : 'Delivery address'}
      </h2>
      {p ? (
        <p>
          <span className="font-semibold">{p.name}</span>
          <br />
          {p.address}, {p.city}, {p.state}
          <br />
          <span className="text-stone-600">Transport: {p.transportProviderName}</span>
          {order.pickupInstructions && (
            <>
              <br />
              <span className="text-stone-600">{order.pickupInstructions}</span>
            </>
          )}
        </p>
      ) : a ? (
        <p>
          <span className="font-semibold">{a.name}</span>
          <br />
          {a.street}, {a.city}, {a.state} {a.zipCode}
        </p>
      ) : (
        <p className="text-stone-600">No address given.</p>
      )}
      {order.customerNotes && (
        <div className="mt-3 rounded-lg bg-saffron-50 px-3 py-2">
          <p className="text-xs font-bold text-brand-900 uppercase">Shopper’s note</p>
          <p className="whitespace-pre-wrap">{order.customerNotes}</p>
        </div>
      )}
    </section>
  );
}
