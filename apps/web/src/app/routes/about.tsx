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
import { aboutText as t } from '../../features/content/about/messages.ts';

export function Component() {
  const { data: company, isPending } = useCompany();
  const name = company?.companyName ?? 'Unique Crackers';
  const city = company?.address?.city ?? 'Sivakasi';
  const copy = PAGE_COPY.about({ name, city });
  usePageMeta(copy.title, copy.description);

  const facts: [string, string | null | undefined][] = [
    [t.licence, company?.licenseNumber],
    [t.gstin, company?.taxId],
    [t.pan, company?.registrationNumber],
  ];

  return (
    <ContentPage title={copy.title} lead={company?.tagline ?? t.lead(city)}>
      <ContentSection title={t.storyTitle}>
        <p>{t.story1(name, city)}</p>
        <p>{t.story2}</p>
        <p>{t.story3}</p>
      </ContentSection>

      <ContentSection title={t.whyTitle}>
        <ul>
          <li>{t.why1}</li>
          <li>{t.why2}</li>
          <li>{t.why3}</li>
          <li>{t.why4}</li>
        </ul>
      </ContentSection>

      <ContentSection title={t.licencesTitle}>
        {isPending ? (
          <Skeleton className="mt-3 h-24 w-full" />
        ) : (
          <dl className="mt-3 grid gap-3 sm:grid-cols-3">
            {facts.map(([label, value]) => (
              <div key={label} className="rounded-lg border border-stone-200 bg-stone-50 p-3">
                <dt className="text-xs font-semibold tracking-wide text-stone-500 uppercase">{label}</dt>
                <dd className="mt-1 font-mono text-sm font-bold break-all text-stone-900">
                  {value || t.onRequest}
                </dd>
              </div>
            ))}
          </dl>
        )}
      </ContentSection>

      <ContentSection title={t.visitTitle}>
        {isPending ? (
          <Skeleton className="mt-3 h-28 w-full" />
        ) : (
          <div className="mt-3 grid gap-4 rounded-xl border border-stone-200 p-4 sm:grid-cols-2">
            <div>
              <p className="text-sm font-semibold text-stone-900">{t.address}</p>
              <address className="mt-1 text-sm not-italic">{formatAddress(company?.address) ?? city}</address>
              {company?.phone && <p className="mt-2 text-sm">{t.phone(company.phone)}</p>}
            </div>
            <div>
              <p className="text-sm font-semibold text-stone-900">{t.businessHours}</p>
              <BusinessHoursList hours={company?.businessHours} className="mt-1" />
            </div>
          </div>
        )}
      </ContentSection>
      <div className="flex flex-col gap-3 sm:flex-row">
        <Link to={paths.products.getHref()} className={buttonClasses('primary')}>
          {t.viewProducts}
        </Link>
        <Link to={paths.contact.getHref()} className={buttonClasses('outline')}>
          {t.contactUs}
        </Link>
      </div>
    </ContentPage>
  );
}
