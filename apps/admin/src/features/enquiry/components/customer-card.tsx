import { enquiryWhatsappMessage, whatsappLink } from '@pataka/domain/staff-messages';
import { buttonClasses } from '@pataka/ui/button';
import { ChatIcon, PhoneIcon } from '../../../components/icons.tsx';
import { useCompany } from '../../../lib/company.ts';
import { formatPhone, telHref } from '../../../lib/format.ts';
import { customerOf, type StaffOrder } from '../../../lib/order-types.ts';

export function CustomerCard({ order }: { order: StaffOrder }) {
  const customer = customerOf(order);
  const shopName = useCompany().data?.companyName ?? 'our shop';
  const text = enquiryWhatsappMessage({
    shopName,
    customerName: customer.name,
    orderNumber: order.orderNumber,
    total: order.total,
  });
  return (
    <section aria-label="Customer" className="rounded-xl border border-stone-200 bg-white p-4">
      <p className="text-lg font-bold">{customer.name}</p>
      {customer.phone && <p className="text-stone-700 tabular-nums">{formatPhone(customer.phone)}</p>}
      {order.customerName && order.customerName !== customer.name && (
        <p className="text-xs text-stone-600">Account: {order.customerName}</p>
      )}
      {customer.phone && (
        <div className="mt-3 grid grid-cols-2 gap-2">
          <a href={telHref(customer.phone)} className={buttonClasses('primary', 'lg', 'w-full')}>
            <PhoneIcon className="size-5 shrink-0" /> Call
          </a>
          <a
            href={whatsappLink(customer.phone, text)}
            target="_blank"
            rel="noreferrer"
            className={buttonClasses('primary', 'lg', 'w-full !bg-green-700 hover:!bg-green-800')}
          >
            <ChatIcon className="size-5 shrink-0" /> WhatsApp
          </a>
        </div>
      )}
    </section>
  );
}
