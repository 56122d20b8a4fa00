import { CustomersList } from '../../features/customers/components/customers-list.tsx';

export function Component() {
  return (
    <div className="mx-auto max-w-5xl p-4">
      <h1 className="mb-4 text-xl font-semibold">Customers</h1>
      <CustomersList />
    </div>
  );
}
