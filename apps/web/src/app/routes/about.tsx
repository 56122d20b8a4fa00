// /about (§2): the shop from GET /company/public — its story, licences and where to find it.
import { Link } from 'react-router';
import { buttonClasses } from '@pataka/ui/button';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { paths } from '../../config/paths.ts';
import { useCompany } from '../../features/company/api/get-company.ts';
import { BusinessHoursList } from '../../features/content/components/business-hours-list.tsx';
import { ContentPage, ContentSection } from '../../features/content/components/content-page.tsx';
import { formatAddress } from '../../features/content/components/shop-contact-card.tsx';
import { PAGE_COPY } from '../../config/page-copy.ts';
import { usePageMeta } from '../../hooks/use-page-meta.ts';

export function Component() {
  const { data: company, isPending } = useCompany();
  const name = company?.companyName ?? 'Unique Crackers';
  const city = company?.address?.city ?? 'Sivakasi';
  const copy = PAGE_COPY.about({ name, city });
  usePageMeta(copy.title, copy.description);

  const facts: [string, string | null | undefined][] = [
    ['Explosives licence (PESO)', company?.licenseNumber],
    ['GSTIN', company?.taxId],
    ['PAN', company?.registrationNumber],
  ];

  return (
    <ContentPage
      title={`About ${name}`}
      lead={
        company?.tagline ??
        `Crackers straight from the factories of ${city}, at prices that make Deepavali brighter.`
      }
    >
      <ContentSection title="Our story">
        <p>
          {name} is a fireworks shop in {city}, the Tamil Nadu town where most of India's crackers are made.
          We buy directly from licensed factories around {city} and sell at factory-outlet prices, which is
          why the discount you see against MRP is real and not a festival gimmick.
        </p>
        <p>
          Families come back to us year after year for sparklers, flower pots, chakkars, rockets and sky
          shots, and for our gift boxes that put a whole evening's celebration in one carton. We check every
          batch before it is packed, stock green crackers approved by CSIR-NEERI, and pack each order in
          sealed cartons for the road.
        </p>
        <p>
          We work as an enquiry shop, as the law asks of firecracker sellers: you choose your crackers here
          and send an enquiry, and our team calls you within 24 hours to confirm availability, the final
          amount and how the parcel will reach you.
        </p>
      </ContentSection>

      <ContentSection title="Why shoppers choose us">
        <ul>
          <li>Factory prices with honest discounts on MRP, and free shots on bigger orders.</li>
          <li>Licensed storage and sealed, labelled packing for safe road transport.</li>
          <li>A real person on the phone: we confirm every enquiry before you pay.</li>
          <li>Pay by UPI only after we confirm, then upload your payment screenshot for verification.</li>
        </ul>
      </ContentSection>

      <ContentSection title="Licences and registration">
        {isPending ? (
          <Skeleton className="mt-3 h-24 w-full" />
        ) : (
          <dl className="mt-3 grid gap-3 sm:grid-cols-3">
            {facts.map(([label, value]) => (
              <div key={label} className="rounded-lg border border-stone-200 bg-stone-50 p-3">
                <dt className="text-xs font-semibold tracking-wide text-stone-500 uppercase">{label}</dt>
                <dd className="mt-1 font-mono text-sm font-bold break-all text-stone-900">
                  {value || 'On request'}
                </dd>
              </div>
            ))}
          </dl>
        )}
      </ContentSection>

      <ContentSection title="Visit or call us">
        {isPending ? (
          <Skeleton className="mt-3 h-28 w-full" />
        ) : (
          <div className="mt-3 grid gap-4 rounded-xl border border-stone-200 p-4 sm:grid-cols-2">
            <div>
              <p className="text-sm font-semibold text-stone-900">Address</p>
              <address className="mt-1 text-sm not-italic">{formatAddress(company?.address) ?? city}</address>
              {company?.phone && <p className="mt-2 text-sm">Phone: {company.phone}</p>}
            </div>
            <div>
              <p className="text-sm font-semibold text-stone-900">Business hours</p>
              <BusinessHoursList hours={company?.businessHours} className="mt-1" />
            </div>
          </div>
        )}
      </ContentSection>
      <div className="flex flex-col gap-3 sm:flex-row">
        <Link to={paths.products.getHref()} className={buttonClasses('primary')}>
          View Products
        </Link>
        <Link to={paths.contact.getHref()} className={buttonClasses('outline')}>
          Contact Us
        </Link>
      </div>
    </ContentPage>
  );
}
