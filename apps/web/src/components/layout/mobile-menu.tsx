import { Link } from 'react-router';
import type { Category } from '@pataka/domain/api-types';
import { HEADER_CATEGORIES_LIMIT } from '@pataka/domain/limits';
import { MESSAGES } from '@pataka/domain/messages';
import { paths } from '../../config/paths.ts';
import { localName } from '../../i18n/local-name.ts';
import { signOutEverywhere } from '../../lib/sign-out.ts';
import { useAuth } from '../../lib/auth.ts';
import { Modal } from '@pataka/ui/modal';
import { PriceListLink } from './price-list-link.tsx';
import { LanguageSwitch } from './language-switch.tsx';
import { layoutText as t } from './messages.ts';

const item = 'block rounded-lg px-3 py-3 font-medium text-stone-800 hover:bg-brand-50 hover:text-brand-800';

/** The phone menu (§2 "A mobile menu exists"): the full nav list in an accessible sheet. */
export function MobileMenu({
  open,
  onClose,
  categories,
  onHowToOrder,
}: {
  open: boolean;
  onClose: () => void;
  categories: readonly Category[] | undefined;
  onHowToOrder: () => void;
}) {
  const { isLoggedIn, user } = useAuth();
  const shown = (categories ?? []).slice(0, HEADER_CATEGORIES_LIMIT);
  return (
    <Modal open={open} onClose={onClose} title={t.menu} size="sm">
      <nav
        id="mobile-menu"
        aria-label={t.mobileNav}
        className="-mx-2 flex flex-col"
        onClick={(e) => {
          // Any followed link closes the sheet.
          if ((e.target as HTMLElement).closest('a')) onClose();
        }}
      >
        <Link className={item} to={paths.home.getHref()}>
          {t.home}
        </Link>
        <Link className={item} to={paths.products.getHref()}>
          {t.allProducts}
        </Link>
        <button
          type="button"
          className={`${item} text-left`}
          onClick={() => {
            onClose();
            onHowToOrder();
          }}
        >
          {t.howToOrder}
        </button>
        <Link className={`${item} font-bold text-brand-700`} to={paths.quickBuy.getHref()}>
          {t.quickBuy}
        </Link>
        <PriceListLink className={item} />
        <details className="group rounded-lg">
          <summary className={`${item} cursor-pointer list-none`}>{t.categories}</summary>
          <div className="ml-3 border-l border-brand-100 pl-2">
            {shown.length === 0 ? (
              <p className="px-3 py-2 text-sm text-stone-500">{MESSAGES.noCategories}</p>
            ) : (
              <>
                {shown.map((c) => (
                  <Link key={c.id} className={`${item} py-2 text-sm`} to={paths.category.getHref(c.slug)}>
                    {localName(c)}
                  </Link>
                ))}
                <Link className={`${item} py-2 text-sm text-brand-700`} to={paths.categories.getHref()}>
                  {t.viewAllCategories}
                </Link>
              </>
            )}
          </div>
        </details>
        <Link className={item} to={paths.about.getHref()}>
          {t.about}
        </Link>
        <Link className={item} to={paths.contact.getHref()}>
          {t.contact}
        </Link>
        <Link className={item} to={paths.cart.getHref()}>
          {t.cart}
        </Link>
        <LanguageSwitch className={`${item} text-left`} />
        <hr className="my-2 border-stone-200" />
        {isLoggedIn && user ? (
          <>
            <p className="px-3 py-1 text-sm text-stone-500">+91 {user.phone}</p>
            <Link className={item} to={paths.profile.getHref()}>
              {t.myProfile}
            </Link>
            <Link className={item} to={paths.enquiries.getHref()}>
              {t.myEnquiries}
            </Link>
            <Link className={item} to={paths.favorites.getHref()}>
              {t.favorites}
            </Link>
            <button
              type="button"
              className={`${item} text-left`}
              onClick={() => {
                signOutEverywhere();
                onClose();
              }}
            >
              {t.signOut}
            </button>
          </>
        ) : (
          <Link className={`${item} text-brand-700`} to={paths.login.getHref()}>
            {t.signIn}
          </Link>
        )}
      </nav>
    </Modal>
  );
}
