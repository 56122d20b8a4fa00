// /privacy (§2): what the storefront keeps about a shopper, where, and why.
import { paths } from '../../config/paths.ts';
import { useCompany } from '../../features/company/api/get-company.ts';
import { ContentPage, ContentSection } from '../../features/content/components/content-page.tsx';
import { PAGE_COPY } from '../../config/page-copy.ts';
import { usePageMeta } from '../../hooks/use-page-meta.ts';
import { RichText } from '../../features/content/components/rich-text.tsx';
import { privacyText as t } from '../../features/content/privacy/messages.ts';

export function Component() {
  const company = useCompany().data;
  const name = company?.companyName ?? 'Unique Crackers';
  const copy = PAGE_COPY.privacy({ name });
  usePageMeta(copy.title, copy.description);

  const links = {
    contact: paths.contact.getHref(),
    ...(company?.email ? { email: `mailto:${company.email}` } : {}),
  };

  return (
    <ContentPage title={copy.title} lead={t.lead}>
      <ContentSection title={t.collectTitle}>
        <ul>
          {[t.collect1, t.collect2, t.collect3, t.collect4, t.collect5].map((item) => (
            <li key={item}>
              <RichText text={item} />
            </li>
          ))}
        </ul>
      </ContentSection>

      <ContentSection title={t.useTitle}>
        <ul>
          <li>{t.use1}</li>
          <li>{t.use2}</li>
          <li>{t.use3}</li>
        </ul>
        <p>{t.noSelling}</p>
      </ContentSection>

      <ContentSection title={t.shareTitle}>
        <ul>
          <li>{t.share1}</li>
          <li>{t.share2}</li>
          <li>{t.share3}</li>
        </ul>
      </ContentSection>

      <ContentSection title={t.browserTitle}>
        <p>{t.browser}</p>
      </ContentSection>

      <ContentSection title={t.rightsTitle}>
        <p>{t.rights}</p>
        <p>
          <RichText text={company?.email ? t.writeToEmail(company.email) : t.writeToUs} links={links} />
        </p>
      </ContentSection>
    </ContentPage>
  );
}
