import { CouponsScreen } from '../../features/coupons/components/coupons-screen.tsx';

export function Component() {
  return (
    <div className="mx-auto max-w-4xl p-4">
      <h1 className="mb-4 text-xl font-semibold">Coupons</h1>
      <CouponsScreen />
    </div>
  );
}
