// /shipping (§2): how an enquiry becomes a parcel, and the shop's packing charge and minimum orders
// from its shippingSettings (GET /company/public).
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { paths } from '../../config/paths.ts';
import { useCompany } from '../../features/company/api/get-company.ts';
import { useTransportProviders } from '../../features/content/api/get-transport-providers.ts';
import { Callout, ContentPage, ContentSection } from '../../features/content/components/content-page.tsx';
import { MinimumOrderTable, titleCase } from '../../features/content/components/minimum-order-table.tsx';
import { PAGE_COPY } from '../../config/page-copy.ts';
import { usePageMeta } from '../../hooks/use-page-meta.ts';
import { RichText } from '../../features/content/components/rich-text.tsx';
import { shippingText as t } from '../../features/content/shipping/messages.ts';

export function Component() {
  const copy = PAGE_COPY.shipping();
  usePageMeta(copy.title, copy.description);
  const company = useCompany();
  const providers = useTransportProviders().data;
  const settings = company.data?.shippingSettings;
  const unserved = settings?.unservedStates ?? [];

  return (
    <ContentPage title={copy.title} lead={t.lead}>
      <ContentSection title={t.howTitle}>
        <ol>
          {[t.step1, t.step2, t.step3, t.step4, t.step5].map((step) => (
            <li key={step}>
              <RichText text={step} links={{ quickBuy: paths.quickBuy.getHref() }} />
            </li>
          ))}
        </ol>
      </ContentSection>

      <Callout tone="red">
        <p className="font-bold">{t.roadOnlyTitle}</p>
        <p className="mt-1 text-sm">{t.roadOnly}</p>
      </Callout>

      <ContentSection title={t.servicesTitle}>
        <p>{t.services}</p>
        {providers === undefined ? (
          <Skeleton className="mt-3 h-20 w-full" />
        ) : providers.length > 0 ? (
          <ul>
            {providers.map((p) => (
              <li key={p.id}>
                <strong>{p.name}</strong>
                {p.locationsCount ? t.pickupPoints(p.locationsCount) : ''}
              </li>
            ))}
          </ul>
        ) : (
          <p>{t.askForService}</p>
        )}
        <p>{t.toPay}</p>
      </ContentSection>

      <ContentSection title={t.packingTitle}>
        {settings ? (
          <>
            <p>
              <RichText text={t.packingCharge(settings.packingChargePercent)} />
            </p>
            <p>{t.minimumIntro}</p>
            <MinimumOrderTable settings={settings} />
            {unserved.length > 0 && <p>{t.unserved(unserved.map(titleCase).join(', '))}</p>}
          </>
        ) : company.isPending ? (
          <Skeleton className="mt-3 h-40 w-full" />
        ) : (
          <p>{t.confirmOnCall}</p>
        )}
      </ContentSection>

      <ContentSection title={t.timesTitle}>
        <p>{t.timesIntro}</p>
        <ul>
          <li>{t.timesTamilNadu}</li>
          <li>{t.timesSouth}</li>
          <li>{t.timesOther}</li>
        </ul>
        <p>{t.festivalRush}</p>
      </ContentSection>
    </ContentPage>
  );
}
