// The signed-in account menu (§2): the last 4 digits of the phone as the button; '+91 {phone}', My Profile,
// My Enquiries, Favorites and Sign Out inside. A WAI-ARIA menu button: Enter/Space/ArrowDown open it on
// the first item, arrows move, Home/End jump, Escape closes and returns focus, Tab leaves and closes.
import { lazy, Suspense, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import type { Customer } from '@pataka/domain/api-types';
import { PHONE_DISPLAY_PREFIX } from '@pataka/domain/limits';
import { paths } from '../../config/paths.ts';
import { signOutEverywhere } from '../../lib/sign-out.ts';
import { ChevronDownIcon, UserIcon } from '../ui/icons.tsx';
import { layoutText as t } from './messages.ts';

// While someone is signed in the header always mounts this menu (also on phones, where it is only hidden),
// so it is where the session's background work lives: the backend cart sync (§4). Its own chunk: visitors
// never download it.
const AccountSync = lazy(() =>
  import('../../features/auth/components/account-sync.tsx').then((m) => ({ default: m.AccountSync })),
);

/** The header shows the last 4 digits of the phone as the account button. */
export const lastFourDigits = (phone: string) => phone.replace(/\D/g, '').slice(-4);

const menuItems = (menu: HTMLElement | null) => [
  ...(menu?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []),
];

/** Focuses the item at `index`, wrapping around (-1 is the last). */
function focusMenuItem(menu: HTMLElement | null, index: number) {
  const list = menuItems(menu);
  if (list.length > 0) list[(index + list.length) % list.length]?.focus();
}

const itemClass =
  'block w-full rounded-md px-3 py-2 text-left text-sm font-medium text-stone-800 hover:bg-brand-50 hover:text-brand-800 focus:bg-brand-50 focus:text-brand-800 focus:outline-none';

export function UserMenu({ user }: { user: Customer }) {
  const digits = lastFourDigits(user.phone);
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLDivElement>(null);
  const menuId = useId();
  const navigate = useNavigate();

  const items = () => menuItems(menu.current);
  const focusItem = (index: number) => focusMenuItem(menu.current, index);

  // Opening from the keyboard puts focus on the first item, as a menu should.
  const pendingFocus = useRef<'first' | 'last' | null>(null);
  useEffect(() => {
    if (!open || !pendingFocus.current) return;
    focusMenuItem(menu.current, pendingFocus.current === 'first' ? 0 : -1);
    pendingFocus.current = null;
  }, [open]);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open]);

  const close = (refocus = true) => {
    setOpen(false);
    if (refocus) button.current?.focus();
  };

  const onButtonKey = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      pendingFocus.current = event.key === 'ArrowDown' ? 'first' : 'last';
      if (open) focusItem(event.key === 'ArrowDown' ? 0 : -1);
      else setOpen(true);
    }
  };

  const onMenuKey = (event: KeyboardEvent) => {
    const list = items();
    const index = list.indexOf(document.activeElement as HTMLElement);
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        focusItem(index + 1);
        break;
      case 'ArrowUp':
        event.preventDefault();
        focusItem(index - 1);
        break;
      case 'Home':
        event.preventDefault();
        focusItem(0);
        break;
      case 'End':
        event.preventDefault();
        focusItem(-1);
        break;
      case 'Escape':
        event.preventDefault();
        event.stopPropagation();
        close();
        break;
      case 'Tab':
        close(false);
        break;
    }
  };

  const onSignOut = () => {
    setOpen(false);
    signOutEverywhere();
    navigate(paths.home.getHref());
  };

  return (
    <div ref={root} className="relative">
      <Suspense fallback={null}>
        <AccountSync />
      </Suspense>
      <button
        ref={button}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-label={t.accountMenu(digits)}
        onClick={() => {
          pendingFocus.current = null;
          setOpen((v) => !v);
        }}
        onKeyDown={onButtonKey}
        className="flex items-center gap-1.5 rounded-full border border-brand-200 px-2.5 py-1.5 text-sm font-semibold text-brand-800 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-saffron-500"
      >
        <UserIcon className="size-5" />
        <span className="tabular-nums">{digits}</span>
        <ChevronDownIcon className={`size-4 transition-transform ${open ? 'rotate-180' : ''}`} />
      </button>
      {open && (
        <div
          ref={menu}
          id={menuId}
          role="menu"
          aria-label={t.account}
          onKeyDown={onMenuKey}
          className="absolute right-0 z-50 mt-2 w-60 rounded-xl border border-stone-200 bg-white p-2 shadow-xl"
        >
          <div className="border-b border-stone-100 px-3 pt-1 pb-2">
            <p className="truncate text-sm font-bold text-stone-900">{user.name}</p>
            <p className="text-sm text-stone-600 tabular-nums">
              {PHONE_DISPLAY_PREFIX} {user.phone}
            </p>
          </div>
          <div className="pt-1" onClick={(e) => (e.target as HTMLElement).closest('a') && setOpen(false)}>
            <Link role="menuitem" tabIndex={-1} className={itemClass} to={paths.profile.getHref()}>
              {t.myProfile}
            </Link>
            <Link role="menuitem" tabIndex={-1} className={itemClass} to={paths.enquiries.getHref()}>
              {t.myEnquiries}
            </Link>
            <Link role="menuitem" tabIndex={-1} className={itemClass} to={paths.favorites.getHref()}>
              {t.favorites}
            </Link>
            <button
              role="menuitem"
              tabIndex={-1}
              type="button"
              className={`${itemClass} text-brand-700`}
              onClick={onSignOut}
            >
              {t.signOut}
            </button>
          </div>
        </div>
      )}
    </div>
  );
}
