// /enquiries (protected): My Enquiries, newest first, 10 per page (client-side), page in the URL.
import { useSearchParams } from 'react-router';
import { translateText } from '@pataka/domain/i18n';
import { Button } from '@pataka/ui/button';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { PERSONAL_COPY } from '../../config/page-copy.ts';
import { usePageMeta } from '../../hooks/use-page-meta.ts';
import { routesText as t } from './messages.ts';
import { useCompany } from '../../features/company/api/get-company.ts';
import { useMyOrders } from '../../features/enquiries/api/get-my-orders.ts';
import { EnquiryList } from '../../features/enquiries/components/enquiry-list.tsx';

export function Component() {
  const title = PERSONAL_COPY.enquiries().title;
  usePageMeta(title);
  const orders = useMyOrders();
  const company = useCompany();
  const [params, setParams] = useSearchParams();
  const page = Number(params.get('page')) || 1;

  return (
    <div className="mx-auto max-w-3xl px-4 py-6 sm:py-10">
      <h1 className="mb-5 text-2xl font-bold text-brand-900 sm:text-3xl">{title}</h1>
      {orders.isPending ? (
        <div role="status" aria-label={t.loadingEnquiries} className="space-y-3">
          <Skeleton className="h-28" />
          <Skeleton className="h-28" />
          <Skeleton className="h-28" />
        </div>
      ) : orders.isError ? (
        <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-4 text-red-800">
          <p>{translateText(orders.error.message)}</p>
          <Button size="sm" variant="outline" className="mt-2" onClick={() => void orders.refetch()}>
            {t.tryAgain}
          </Button>
        </div>
      ) : (
        <EnquiryList
          orders={orders.data}
          page={page}
          shopState={company.data?.address?.state}
          onPageChange={(next) => {
            setParams(next > 1 ? { page: String(next) } : {});
            window.scrollTo({ top: 0 });
          }}
        />
      )}
    </div>
  );
}
