import { DashboardView } from '../../features/dashboard/components/dashboard-view.tsx';
import { LowStockAlert } from '../../features/products/components/low-stock-alert.tsx';

export function Component() {
  return (
    <div className="mx-auto max-w-5xl p-4">
      <h1 className="mb-4 text-xl font-semibold">Dashboard</h1>
      <LowStockAlert />
      <DashboardView />
    </div>
  );
}
