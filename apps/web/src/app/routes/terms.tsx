// /terms (§2): the enquiry-only model and the 2018 Supreme Court order behind it.
import { paths } from '../../config/paths.ts';
import { useCompany } from '../../features/company/api/get-company.ts';
import { Callout, ContentPage, ContentSection } from '../../features/content/components/content-page.tsx';
import { PAGE_COPY } from '../../config/page-copy.ts';
import { usePageMeta } from '../../hooks/use-page-meta.ts';
import { RichText } from '../../features/content/components/rich-text.tsx';
import { termsText as t } from '../../features/content/terms/messages.ts';

export function Component() {
  const name = useCompany().data?.companyName ?? 'Unique Crackers';
  const copy = PAGE_COPY.terms({ name });
  usePageMeta(copy.title, copy.description);

  const links = {
    shipping: paths.shipping.getHref(),
    safety: paths.safety.getHref(),
    contact: paths.contact.getHref(),
  };

  return (
    <ContentPage title={copy.title} lead={t.lead(name)}>
      <Callout>
        <p className="font-bold">{t.noOnlineSale}</p>
        <p className="mt-1 text-sm">
          <RichText text={t.courtOrder} />
        </p>
      </Callout>

      <ContentSection title={t.enquiriesTitle}>
        <p>{t.enquiries}</p>
      </ContentSection>

      <ContentSection title={t.paymentTitle}>
        <p>{t.payment}</p>
      </ContentSection>

      <ContentSection title={t.pricesTitle}>
        <ul>
          {[t.prices1, t.prices2, t.prices3, t.prices4, t.prices5].map((item) => (
            <li key={item}>
              <RichText text={item} links={links} />
            </li>
          ))}
        </ul>
      </ContentSection>

      <ContentSection title={t.whoTitle}>
        <p>
          <RichText text={t.who} links={links} />
        </p>
      </ContentSection>

      <ContentSection title={t.deliveryTitle}>
        <p>{t.delivery}</p>
      </ContentSection>

      <ContentSection title={t.cancelTitle}>
        <p>{t.cancel}</p>
      </ContentSection>

      <ContentSection title={t.liabilityTitle}>
        <p>{t.liability}</p>
      </ContentSection>

      <ContentSection title={t.contactTitle}>
        <p>
          <RichText text={t.contact} links={links} />
        </p>
      </ContentSection>
    </ContentPage>
  );
}
