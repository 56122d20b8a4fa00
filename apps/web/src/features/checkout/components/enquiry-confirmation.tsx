import { Link } from 'react-router';
import type { CompanyPublic, Order } from '@pataka/domain/api-types';
import { formatINR } from '@pataka/domain/money';
import { enquiryForShopMessage, whatsappLink } from '@pataka/domain/whatsapp';
import { buttonClasses } from '@pataka/ui/button';
import { CheckIcon, WhatsAppIcon } from '../../../components/ui/icons.tsx';
import { paths } from '../../../config/paths.ts';
import { checkoutText } from '../messages.ts';

/** What happens after the enquiry, in the page's language (read while rendering). */
const nextSteps = () => [
  { key: 'call', title: checkoutText.nextCallTitle, text: checkoutText.nextCallText },
  { key: 'pay', title: checkoutText.nextPayTitle, text: checkoutText.nextPayText },
  { key: 'upload', title: checkoutText.nextUploadTitle, text: checkoutText.nextUploadText },
  { key: 'dispatch', title: checkoutText.nextDispatchTitle, text: checkoutText.nextDispatchText },
];

/** The shop's chat, prefilled with the enquiry's number, lines and total in the shop's own words. */
function sendEnquiryHref(order: Order, company: CompanyPublic & { whatsappNumber: string }) {
  const text = enquiryForShopMessage(
    {
      shopName: company.companyName,
      orderNumber: order.orderNumber,
      lines: order.items.map((i) => ({ name: i.productName, quantity: i.quantity, amount: i.total })),
      total: order.total,
    },
    company.messageTemplates,
  );
  return whatsappLink(company.whatsappNumber, text);
}

/**
 * After a successful enquiry: its number, the 24-hour promise (§1), "Send this enquiry on WhatsApp" when
 * the shop has WhatsApp (issue 15), and what happens next.
 */
export function EnquiryConfirmation({ order, company }: { order: Order; company?: CompanyPublic }) {
  const whatsappNumber = company?.whatsappNumber;
  return (
    <section className="mx-auto max-w-2xl px-4 py-8 sm:py-12" aria-labelledby="confirmation-title">
      <div className="rounded-2xl border border-green-200 bg-white p-5 text-center shadow-sm sm:p-8">
        <span className="mx-auto flex size-14 items-center justify-center rounded-full bg-green-700 text-white">
          <CheckIcon className="size-8" />
        </span>
        <h1 id="confirmation-title" className="mt-4 text-2xl font-extrabold text-brand-900 sm:text-3xl">
          {checkoutText.submitted}
        </h1>
        <p className="mt-2 text-stone-700">
          {checkoutText.enquiryNumberIs}{' '}
          <strong className="font-mono text-lg text-brand-800" data-testid="order-number">
            {order.orderNumber}
          </strong>
        </p>
        <p className="mt-1 text-sm text-stone-600">
          {checkoutText.total} <strong className="tabular-nums">{formatINR(order.total)}</strong>
        </p>
        <p className="mt-4 rounded-lg bg-saffron-50 px-3 py-2 font-semibold text-brand-900">
          {checkoutText.contactPromise}
        </p>
        {company && whatsappNumber && (
          <a
            href={sendEnquiryHref(order, { ...company, whatsappNumber })}
            target="_blank"
            rel="noopener noreferrer"
            className="mt-4 inline-flex h-12 w-full items-center justify-center gap-2 rounded-lg bg-green-700 px-4 font-semibold text-white hover:bg-green-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-saffron-500"
          >
            <WhatsAppIcon className="size-5" />
            {checkoutText.sendOnWhatsApp}
          </a>
        )}
      </div>

      <h2 className="mt-8 text-lg font-bold text-brand-900">{checkoutText.whatNext}</h2>
      <ol className="mt-3 space-y-3">
        {nextSteps().map((step, i) => (
          <li key={step.key} className="flex gap-3 rounded-xl border border-stone-200 bg-white p-3">
            <span className="flex size-7 shrink-0 items-center justify-center rounded-full bg-brand-700 text-sm font-bold text-white">
              {i + 1}
            </span>
            <span>
              <span className="block font-semibold text-stone-900">{step.title}</span>
              <span className="block text-sm text-stone-600">{step.text}</span>
            </span>
          </li>
        ))}
      </ol>

      <div className="mt-8 flex flex-col gap-3 sm:flex-row">
        <Link
          to={paths.enquiry.getHref(order.id)}
          className={buttonClasses('primary', 'lg', 'w-full sm:flex-1')}
        >
          {checkoutText.viewEnquiry}
        </Link>
        <Link to={paths.enquiries.getHref()} className={buttonClasses('outline', 'lg', 'w-full sm:flex-1')}>
          {checkoutText.myEnquiries}
        </Link>
      </div>
    </section>
  );
}
