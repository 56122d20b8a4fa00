// The footer with its newsletter form, as one lazily loaded chunk (see root-layout.tsx).
import type { Category, CompanyPublic } from '@pataka/domain/api-types';
import { Footer } from '../components/layout/footer.tsx';
import { NewsletterForm } from '../features/newsletter/components/newsletter-form.tsx';

export default function LazyFooter(props: {
  company: CompanyPublic | undefined;
  categories: readonly Category[] | undefined;
}) {
  return <Footer {...props} newsletter={<NewsletterForm />} />;
}
