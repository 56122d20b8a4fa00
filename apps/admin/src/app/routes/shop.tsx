import { ShopDetailsForm } from '../../features/shop/components/shop-details-form.tsx';

export function Component() {
  return (
    <div className="mx-auto max-w-3xl p-4">
      <h1 className="mb-4 text-xl font-semibold">Shop details</h1>
      <ShopDetailsForm />
    </div>
  );
}
