// /contact (§2): the contact form (react-hook-form + zod load with this route only) and how to reach the shop.
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { useCompany } from '../../features/company/api/get-company.ts';
import { ContactForm } from '../../features/contact/components/contact-form.tsx';
import { ContentPage } from '../../features/content/components/content-page.tsx';
import { ShopContactCard } from '../../features/content/components/shop-contact-card.tsx';
import { PAGE_COPY } from '../../config/page-copy.ts';
import { usePageMeta } from '../../hooks/use-page-meta.ts';
import { contentText as t } from '../../features/content/messages.ts';

export function Component() {
  const copy = PAGE_COPY.contact();
  usePageMeta(copy.title, copy.description);
  const company = useCompany();

  return (
    <ContentPage wide title={copy.title} lead={t.contactLead}>
      <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <section
          aria-labelledby="contact-form-title"
          className="rounded-xl border border-stone-200 bg-white p-4 shadow-sm sm:p-6"
        >
          <h2 id="contact-form-title" className="mb-4 text-xl font-bold text-brand-900">
            {t.sendUsMessage}
          </h2>
          <ContactForm />
        </section>
        <aside aria-labelledby="contact-details-title" className="rounded-xl bg-saffron-50 p-4 sm:p-6">
          <h2 id="contact-details-title" className="mb-4 text-xl font-bold text-brand-900">
            {t.reachShop}
          </h2>
          {company.data ? (
            <ShopContactCard company={company.data} />
          ) : company.isPending ? (
            <Skeleton className="h-64 w-full" />
          ) : (
            <p className="text-sm text-stone-700">{t.detailsUnavailable}</p>
          )}
        </aside>
      </div>
    </ContentPage>
  );
}
