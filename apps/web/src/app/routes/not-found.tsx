import { Link } from 'react-router';
import { buttonClasses } from '@pataka/ui/button';
import { paths } from '../../config/paths.ts';
import { usePageMeta } from '../../hooks/use-page-meta.ts';

export function Component() {
  usePageMeta('Page not found');
  return (
    <section className="mx-auto max-w-xl px-4 py-20 text-center">
      <p className="text-6xl font-extrabold text-saffron-500">404</p>
      <h1 className="mt-3 text-2xl font-bold text-brand-900">Page not found</h1>
      <p className="mt-2 text-stone-600">The page you are looking for has fizzled out or moved.</p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <Link to={paths.home.getHref()} className={buttonClasses('primary')}>
          Go to Homepage
        </Link>
        <Link to={paths.products.getHref()} className={buttonClasses('outline')}>
          View Products
        </Link>
      </div>
    </section>
  );
}
