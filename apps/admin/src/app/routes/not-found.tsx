import { Link } from 'react-router';
import { buttonClasses } from '@pataka/ui/button';
import { paths } from '../../config/paths.ts';

export function Component() {
  return (
    <div className="mx-auto max-w-md px-4 py-16 text-center">
      <h1 className="text-xl font-bold text-brand-900">Page not found</h1>
      <p className="mt-2 text-stone-600">This page does not exist in the shop desk.</p>
      <Link to={paths.inbox.getHref()} className={buttonClasses('primary', 'md', 'mt-6')}>
        Back to the inbox
      </Link>
    </div>
  );
}
