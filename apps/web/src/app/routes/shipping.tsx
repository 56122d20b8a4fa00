// /shipping (§2): how an enquiry becomes a parcel, and the shop's packing charge and minimum orders
// from its shippingSettings (GET /company/public).
import { Link } from 'react-router';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { paths } from '../../config/paths.ts';
import { useCompany } from '../../features/company/api/get-company.ts';
import { useTransportProviders } from '../../features/content/api/get-transport-providers.ts';
import { Callout, ContentPage, ContentSection } from '../../features/content/components/content-page.tsx';
import { MinimumOrderTable, titleCase } from '../../features/content/components/minimum-order-table.tsx';
import { PAGE_COPY } from '../../config/page-copy.ts';
import { usePageMeta } from '../../hooks/use-page-meta.ts';

export function Component() {
  const copy = PAGE_COPY.shipping();
  usePageMeta(copy.title, copy.description);
  const company = useCompany();
  const providers = useTransportProviders().data;
  const settings = company.data?.shippingSettings;
  const unserved = settings?.unservedStates ?? [];

  return (
    <ContentPage
      title="Shipping Information"
      lead="Crackers travel by road, packed in sealed cartons. Here is how your enquiry becomes a parcel at your town."
    >
      <ContentSection title="How it works">
        <ol>
          <li>
            <strong>Send an enquiry.</strong> Add crackers to your cart (or use the{' '}
            <Link to={paths.quickBuy.getHref()}>Quick Buy price list</Link>) and press Submit Enquiry. Nothing
            is paid on the website.
          </li>
          <li>
            <strong>We call you within 24 hours</strong> to confirm stock, the final amount and the transport
            service nearest to you.
          </li>
          <li>
            <strong>Pay by UPI.</strong> Scan the QR code on your enquiry page (or pay our UPI ID) with Google
            Pay, PhonePe, Paytm or BHIM, then upload the payment screenshot under My Enquiries so we can
            verify it.
          </li>
          <li>
            <strong>We pack and dispatch.</strong> Your order is packed in sealed cartons and handed to the
            parcel service. We share the LR (lorry receipt) number so you can track it.
          </li>
          <li>
            <strong>Collect your parcel</strong> at the transport office you chose, with the LR number and an
            ID proof. Door delivery is possible in some towns: ask when we call.
          </li>
        </ol>
      </ContentSection>

      <Callout tone="red">
        <p className="font-bold">Road transport only</p>
        <p className="mt-1 text-sm">
          Firecrackers are explosives under Indian law. Airlines, railway parcel offices and courier companies
          do not carry them, so we dispatch only by road, through parcel services that accept fireworks.
        </p>
      </Callout>

      <ContentSection title="Transport services and pickup points">
        <p>
          We work with established parcel services that run daily lorries from Sivakasi. At checkout you pick
          a service and the pickup point nearest to you.
        </p>
        {providers === undefined ? (
          <Skeleton className="mt-3 h-20 w-full" />
        ) : providers.length > 0 ? (
          <ul>
            {providers.map((p) => (
              <li key={p.id}>
                <strong>{p.name}</strong>
                {p.locationsCount
                  ? ` – ${p.locationsCount} pickup ${p.locationsCount === 1 ? 'point' : 'points'}`
                  : ''}
              </li>
            ))}
          </ul>
        ) : (
          <p>Ask us on the call for the service that reaches your town.</p>
        )}
        <p>
          Transport charges are paid to the parcel service when you collect (the usual &quot;to pay&quot;
          system) and are not part of our bill.
        </p>
      </ContentSection>

      <ContentSection title="Packing charge and minimum order">
        {settings ? (
          <>
            <p>
              A packing charge of <strong>{settings.packingChargePercent}%</strong> of the goods value (after
              any coupon discount) covers the sealed cartons and safe packing for the road. Your cart shows it
              before you send the enquiry.
            </p>
            <p>
              Because every parcel costs the same to pack and book, the minimum order depends on where it
              goes:
            </p>
            <MinimumOrderTable settings={settings} />
            {unserved.length > 0 && (
              <p>
                For now we cannot deliver to {unserved.map(titleCase).join(', ')}, or to a few remote
                pincodes. We will tell you on the call if your pincode is one of them.
              </p>
            )}
          </>
        ) : company.isPending ? (
          <Skeleton className="mt-3 h-40 w-full" />
        ) : (
          <p>We confirm the packing charge and minimum order for your state when we call you.</p>
        )}
      </ContentSection>

      <ContentSection title="Delivery times">
        <p>Typical times from dispatch to arrival at the parcel office:</p>
        <ul>
          <li>Tamil Nadu and Puducherry: 2 to 4 days</li>
          <li>Kerala, Karnataka, Andhra Pradesh and Telangana: 3 to 6 days</li>
          <li>Other states: 5 to 10 days</li>
        </ul>
        <p>
          Parcel services are very busy in the last week before Deepavali. Send your enquiry at least 10 days
          before the festival to receive it on time.
        </p>
      </ContentSection>
    </ContentPage>
  );
}
