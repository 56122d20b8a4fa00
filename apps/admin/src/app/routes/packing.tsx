import { Link, useParams } from 'react-router';
import { ChevronLeftIcon } from '@pataka/ui/icons';
import { PageSpinner } from '@pataka/ui/spinner';
import { paths } from '../../config/paths.ts';
import { useOrder } from '../../features/enquiry/api/get-order.ts';
import { PackingView } from '../../features/enquiry/components/packing-view.tsx';

export function Component() {
  const { id = '' } = useParams();
  const order = useOrder(id);
  if (order.isPending) return <PageSpinner />;
  if (order.isError)
    return <p className="px-4 py-12 text-center font-semibold text-red-800">{order.error.message}</p>;
  const o = order.data;
  return (
    <div className="mx-auto max-w-3xl px-3 py-3 lg:px-6 lg:py-5">
      <Link
        to={paths.enquiry.getHref(o.id)}
        className="mb-2 inline-flex items-center gap-1 text-sm font-semibold text-brand-700"
      >
        <ChevronLeftIcon className="size-4" /> {o.orderNumber}
      </Link>
      <h1 className="mb-2 text-xl font-bold text-brand-900">Packing {o.orderNumber}</h1>
      <PackingView order={o} />
    </div>
  );
}
