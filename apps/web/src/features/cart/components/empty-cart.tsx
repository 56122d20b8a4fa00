import { Link } from 'react-router';
import { buttonClasses } from '@pataka/ui/button';
import { CartIcon } from '../../../components/ui/icons.tsx';
import { paths } from '../../../config/paths.ts';
import { cartText } from '../messages.ts';

export function EmptyCart() {
  return (
    <div className="mx-auto max-w-md py-12 text-center">
      <span className="mx-auto flex size-20 items-center justify-center rounded-full bg-saffron-50 text-brand-700">
        <CartIcon className="size-10" />
      </span>
      <h2 className="mt-4 text-xl font-bold text-brand-900">{cartText.emptyTitle}</h2>
      <p className="mt-2 text-stone-600">{cartText.emptyText}</p>
      <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
        <Link to={paths.products.getHref()} className={buttonClasses('primary')}>
          {cartText.browseProducts}
        </Link>
        <Link to={paths.quickBuy.getHref()} className={buttonClasses('secondary')}>
          {cartText.quickBuyPriceList}
        </Link>
      </div>
    </div>
  );
}
