import { Link, useParams } from 'react-router';
import { paths } from '../../config/paths.ts';
import { CustomerProfile } from '../../features/customers/components/customer-profile.tsx';

export function Component() {
  const { id = '' } = useParams();
  return (
    <div className="mx-auto max-w-5xl p-4">
      <Link
        to={paths.customers.getHref()}
        className="mb-3 inline-block text-sm text-brand-800 hover:underline"
      >
        ← Customers
      </Link>
      <CustomerProfile id={id} />
    </div>
  );
}
