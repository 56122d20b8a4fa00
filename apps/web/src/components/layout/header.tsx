import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { Link, NavLink } from 'react-router';
import type { Category } from '@pataka/domain/api-types';
import { PRICE_LIST_LINKS } from '@pataka/domain/price-list-pdf';
import { TIMINGS, formatCartBadge, formatFavoritesBadge } from '@pataka/domain/limits';
import { paths } from '../../config/paths.ts';
import { useAuth } from '../../lib/auth.ts';
import { cartCount, useCartLines } from '../../lib/cart.ts';
import { CART_ICON_ID } from '../../lib/cart-icon.ts';
import { CountBubble } from '@pataka/ui/badge';
import { MenuIcon, SearchIcon } from '@pataka/ui/icons';
import { CartIcon, HeartIcon } from '../ui/icons.tsx';
import { CategoriesMenu } from './categories-menu.tsx';
import { Logo } from './logo.tsx';
import { PriceListLink } from './price-list-link.tsx';
import { LanguageSwitch } from './language-switch.tsx';
import { layoutText as t } from './messages.ts';

// Loaded on first open: phones that never open it never download it.
// Only signed-in shoppers see it (and the server renders everyone signed out): not in the first download.
const UserMenu = lazy(() => import('./user-menu.tsx').then((m) => ({ default: m.UserMenu })));
const MobileMenu = lazy(() => import('./mobile-menu.tsx').then((m) => ({ default: m.MobileMenu })));

export type HeaderProps = {
  companyName: string;
  logo?: string | null;
  categories: readonly Category[] | undefined;
  /** Wishlist size; the heart shows only when signed in (§2). */
  favoritesCount: number;
  onHowToOrder: () => void;
  /** A strip above the nav that is always there (the offer banner): fixed height, no layout shift. */
  top?: ReactNode;
};

/** Page top padding that clears the fixed header (offer strip + nav at full height). */
export const HEADER_OFFSET_CLASS = 'pt-[6.25rem] lg:pt-[7.25rem]';

const navLink = ({ isActive }: { isActive: boolean }) =>
  `rounded-md px-2 py-2 font-medium hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-saffron-500 ${isActive ? 'text-brand-700' : 'text-stone-700'}`;

function useScrolledPast(px: number) {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    let frame = 0;
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => setScrolled(window.scrollY > px));
    };
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onScroll);
    };
  }, [px]);
  return scrolled;
}

/** The fixed header (§2); it shrinks and gains a shadow after 20 px of scroll. */
export function Header({ companyName, logo, categories, favoritesCount, onHowToOrder, top }: HeaderProps) {
  const scrolled = useScrolledPast(TIMINGS.headerShrinkScrollPx);
  const [menuOpen, setMenuOpen] = useState(false);
  const { isLoggedIn, user } = useAuth();
  const count = cartCount(useCartLines());

  return (
    <header
      className={`fixed inset-x-0 top-0 z-40 bg-white transition-shadow ${scrolled ? 'shadow-md' : ''}`}
      data-scrolled={scrolled}
    >
      {top}
      <div
        className={`mx-auto flex max-w-7xl items-center gap-3 px-3 transition-[height] sm:px-4 ${scrolled ? 'h-14 lg:h-16' : 'h-16 lg:h-20'}`}
      >
        <button
          type="button"
          className="-ml-1 rounded-md p-2 text-stone-700 hover:bg-stone-100 lg:hidden"
          aria-label={t.openMenu}
          aria-expanded={menuOpen}
          aria-controls="mobile-menu"
          onClick={() => setMenuOpen(true)}
        >
          <MenuIcon className="size-6" />
        </button>
        <div className="min-w-0 flex-1 lg:flex-none">
          <Logo name={companyName} logo={logo} compact={scrolled} />
        </div>

        <nav
          aria-label={t.mainNav}
          className="ml-auto hidden min-w-0 items-center gap-0.5 text-[15px] lg:flex xl:gap-2"
        >
          <NavLink to={paths.home.getHref()} end className={navLink}>
            {t.home}
          </NavLink>
          <NavLink to={paths.products.getHref()} end className={navLink}>
            {t.allProducts}
          </NavLink>
          <button type="button" onClick={onHowToOrder} className={navLink({ isActive: false })}>
            {t.howToOrder}
          </button>
          <CategoriesMenu categories={categories} />
          <Link
            to={paths.quickBuy.getHref()}
            className="mx-1 rounded-full bg-saffron-500 px-3 py-1.5 font-bold text-brand-950 animate-pulse-glow hover:bg-saffron-400 motion-reduce:animate-none"
          >
            {t.quickBuy}
          </Link>
          {/* Not one of the spec's nav items: it makes room for them on narrower screens (Tamil words are
              longer, so it waits for 1536 px there); Quick Buy and the phone menu carry it too. Its accessible
              name is always the long one. */}
          <PriceListLink
            className={`${navLink({ isActive: false })} hidden xl:inline-flex max-2xl:[&:lang(ta)]:hidden`}
          >
            <span className="hidden 2xl:inline">{PRICE_LIST_LINKS.download}</span>
            <span className="2xl:hidden">{PRICE_LIST_LINKS.short}</span>
          </PriceListLink>
          <NavLink to={paths.about.getHref()} className={navLink}>
            {t.about}
          </NavLink>
          <NavLink to={paths.contact.getHref()} className={navLink}>
            {t.contact}
          </NavLink>
        </nav>

        <div className="flex shrink-0 items-center gap-1 sm:gap-2 lg:ml-4">
          <LanguageSwitch className="hidden rounded-md px-2 py-2 text-sm font-semibold text-brand-700 hover:bg-stone-100 lg:inline-block" />
          <Link
            to={paths.products.getHref()}
            className="rounded-full p-2 text-stone-700 hover:bg-stone-100 hover:text-brand-700"
            aria-label={t.searchProducts}
          >
            <SearchIcon className="size-6" />
          </Link>
          {isLoggedIn && (
            <Link
              to={paths.favorites.getHref()}
              className="relative rounded-full p-2 text-stone-700 hover:bg-stone-100 hover:text-brand-700"
              aria-label={t.favoritesCount(favoritesCount)}
              data-testid="header-favorites"
            >
              <HeartIcon className="size-6" />
              {favoritesCount > 0 && <CountBubble>{formatFavoritesBadge(favoritesCount)}</CountBubble>}
            </Link>
          )}
          <Link
            to={paths.cart.getHref()}
            id={CART_ICON_ID}
            className="relative rounded-full p-2 text-stone-700 hover:bg-stone-100 hover:text-brand-700"
            aria-label={t.cartCount(count)}
          >
            <CartIcon className="size-6" />
            {count > 0 && <CountBubble>{formatCartBadge(count)}</CountBubble>}
          </Link>
          {isLoggedIn && user ? (
            <div className="hidden sm:block">
              <Suspense fallback={null}>
                <UserMenu user={user} />
              </Suspense>
            </div>
          ) : (
            <Link
              to={paths.login.getHref()}
              className="hidden rounded-lg bg-brand-700 px-3 py-2 text-sm font-semibold text-white hover:bg-brand-800 sm:inline-block"
            >
              {t.signIn}
            </Link>
          )}
        </div>
      </div>
      {menuOpen && (
        <Suspense fallback={null}>
          <MobileMenu
            open
            onClose={() => setMenuOpen(false)}
            categories={categories}
            onHowToOrder={onHowToOrder}
          />
        </Suspense>
      )}
    </header>
  );
}
