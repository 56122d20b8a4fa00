// /enquiries/:id (protected): one enquiry with its timeline and cancel (features/enquiries), and the
// payment area: the UPI QR panel with the shop's UPI ID once the shop asks for payment (else the promise of a
// call), the proof upload (always: a shopper who already paid may send it) and the proofs sent (features/payment).
import { Link, useParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import type { Order } from '@pataka/domain/api-types';
import { translateText } from '@pataka/domain/i18n';
import { MESSAGES } from '@pataka/domain/messages';
import { PAYMENT_TIMING_MESSAGES } from '@pataka/domain/payment-timing';
import { buttonClasses } from '@pataka/ui/button';
import { PageSpinner } from '@pataka/ui/spinner';
import { paths } from '../../config/paths.ts';
import { PERSONAL_COPY } from '../../config/page-copy.ts';
import { usePageMeta } from '../../hooks/use-page-meta.ts';
import { pagesText } from '../../config/messages.ts';
import { routesText as t } from './messages.ts';
import { useAuth } from '../../lib/auth.ts';
import { useCompany } from '../../features/company/api/get-company.ts';
import { orderQueryOptions, useOrder } from '../../features/enquiries/api/get-order.ts';
import { Card, EnquiryDetail } from '../../features/enquiries/components/enquiry-detail.tsx';
import { PaymentProofList } from '../../features/payment/components/payment-proof-list.tsx';
import { PaymentProofUpload } from '../../features/payment/components/payment-proof-upload.tsx';
import { PaymentPanel } from '../../features/payment/components/payment-panel.tsx';

/** No payment is taken for a closed enquiry, nor once the shop has verified one. */
const acceptsPayment = (order: Order) =>
  !['cancelled', 'refunded', 'completed'].includes(order.status) && order.paymentStatus !== 'verified';

function PaymentArea({ order }: { order: Order }) {
  const company = useCompany().data;
  const client = useQueryClient();
  const { token } = useAuth();
  const open = acceptsPayment(order);
  return (
    <>
      {open && (
        <Card title={order.showPaymentPanel ? t.payByUpi : t.payment}>
          <PaymentPanel
            order={order}
            upiId={company?.upiId}
            payeeName={company?.upiPayeeName || company?.companyName || ''}
          />
        </Card>
      )}
      {open && (
        <Card title={order.showPaymentPanel ? t.uploadProof : PAYMENT_TIMING_MESSAGES.alreadyPaidHeading}>
          <PaymentProofUpload
            orderId={order.id}
            onAttached={(updated) =>
              client.setQueryData(orderQueryOptions(order.id, token).queryKey, updated)
            }
          />
        </Card>
      )}
      {order.paymentProofs.length > 0 && (
        <Card title={t.proofsSent}>
          <PaymentProofList proofs={order.paymentProofs} />
        </Card>
      )}
    </>
  );
}

export function Component() {
  const { id = '' } = useParams();
  const order = useOrder(id);
  const company = useCompany();
  usePageMeta(
    order.data ? pagesText.enquiryNumberTitle(order.data.orderNumber) : PERSONAL_COPY.enquiry().title,
  );

  if (order.isPending) return <PageSpinner />;
  if (order.isError) {
    return (
      <section className="mx-auto max-w-xl px-4 py-16 text-center">
        <h1 className="text-2xl font-bold text-brand-900">
          {translateText(order.error.message) || MESSAGES.orderNotFound}
        </h1>
        <p className="mt-2 text-stone-600">{t.enquiryMissingHint}</p>
        <Link to={paths.enquiries.getHref()} className={buttonClasses('primary', 'md', 'mt-6')}>
          {t.myEnquiries}
        </Link>
      </section>
    );
  }
  return (
    <EnquiryDetail
      order={order.data}
      payment={<PaymentArea order={order.data} />}
      shopState={company.data?.address?.state}
    />
  );
}
