import { Link } from 'react-router';
import { paths } from '../../config/paths.ts';
import { usePageMeta } from '../../hooks/use-page-meta.ts';
import { layoutText as t } from './messages.ts';

/**
 * TEMPORARY: stands in for a page another engineer is building, so every §2 route resolves.
 * Replace the route module's `Component`, then delete this file once nothing imports it.
 */
export function PagePlaceholder({ title }: { title: string }) {
  usePageMeta(title);
  return (
    <section className="mx-auto max-w-3xl px-4 py-16 text-center">
      <h1 className="text-3xl font-bold text-brand-900">{title}</h1>
      <p className="mt-3 text-stone-600">{t.pagePreparing}</p>
      <Link
        className="mt-6 inline-block font-semibold text-brand-700 underline"
        to={paths.products.getHref()}
      >
        {t.browseAllProducts}
      </Link>
    </section>
  );
}
