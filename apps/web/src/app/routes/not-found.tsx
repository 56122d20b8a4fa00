import { Link } from 'react-router';
import { buttonClasses } from '@pataka/ui/button';
import { paths } from '../../config/paths.ts';
import { pagesText } from '../../config/messages.ts';
import { usePageMeta } from '../../hooks/use-page-meta.ts';
import { routesText as t } from './messages.ts';

export function Component() {
  usePageMeta(pagesText.pageNotFound);
  return (
    <section className="mx-auto max-w-xl px-4 py-20 text-center">
      <p className="text-6xl font-extrabold text-saffron-500">404</p>
      <h1 className="mt-3 text-2xl font-bold text-brand-900">{pagesText.pageNotFound}</h1>
      <p className="mt-2 text-stone-600">{t.notFoundBody}</p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <Link to={paths.home.getHref()} className={buttonClasses('primary')}>
          {t.goHome}
        </Link>
        <Link to={paths.products.getHref()} className={buttonClasses('outline')}>
          {t.viewProducts}
        </Link>
      </div>
    </section>
  );
}
