import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Link } from 'react-router';
import type { Category } from '@pataka/domain/api-types';
import { HEADER_CATEGORIES_LIMIT } from '@pataka/domain/limits';
import { SHELL_MESSAGES } from '@pataka/domain/shell-messages';
import { paths } from '../../config/paths.ts';
import { localName } from '../../i18n/local-name.ts';
import { ChevronDownIcon } from '../ui/icons.tsx';
import { layoutText as t } from './messages.ts';

/**
 * The header's Categories dropdown (§2): first 10 active categories plus 'View All Categories', or
 * 'No categories available'. Opens on hover, on click/tap and from the keyboard (Enter, Space, ArrowDown;
 * Escape closes and returns focus).
 */
export function CategoriesMenu({ categories }: { categories: readonly Category[] | undefined }) {
  const [open, setOpen] = useState(false);
  const wrapper = useRef<HTMLDivElement>(null);
  // A mouse opens the menu by hovering, so its click must not toggle it shut again; touch and keyboard toggle.
  const pointer = useRef<string>('');
  const button = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  const shown = (categories ?? []).slice(0, HEADER_CATEGORIES_LIMIT);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!wrapper.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open]);

  const focusItem = (index: number) => {
    const items = wrapper.current?.querySelectorAll<HTMLElement>('[role="menuitem"]');
    if (!items?.length) return;
    items[(index + items.length) % items.length]?.focus();
  };

  const onMenuKey = (event: KeyboardEvent) => {
    const items = [...(wrapper.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
    const current = items.indexOf(document.activeElement as HTMLElement);
    if (event.key === 'Escape') {
      setOpen(false);
      button.current?.focus();
    } else if (event.key === 'ArrowDown') {
      event.preventDefault();
      focusItem(current + 1);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      focusItem(current - 1);
    } else if (event.key === 'Tab') {
      setOpen(false);
    }
  };

  const close = () => setOpen(false);

  return (
    <div
      ref={wrapper}
      className="relative"
      onPointerEnter={(event) => event.pointerType === 'mouse' && setOpen(true)}
      onPointerLeave={(event) => event.pointerType === 'mouse' && close()}
      onKeyDown={onMenuKey}
    >
      <button
        ref={button}
        type="button"
        className="flex items-center gap-1 rounded-md px-2 py-2 font-medium text-stone-700 hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-saffron-500"
        aria-haspopup="true"
        aria-expanded={open}
        aria-controls={menuId}
        onPointerDown={(event) => (pointer.current = event.pointerType)}
        onClick={() => {
          if (pointer.current === 'mouse') setOpen(true);
          else setOpen((v) => !v);
          pointer.current = '';
        }}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown') {
            event.preventDefault();
            setOpen(true);
            requestAnimationFrame(() => focusItem(0));
          }
        }}
      >
        {t.categories}
        <ChevronDownIcon className={`size-4 transition-transform ${open ? 'rotate-180' : ''}`} />
      </button>
      <div
        id={menuId}
        role="menu"
        aria-label={t.categories}
        hidden={!open}
        className="absolute top-full left-1/2 z-50 w-64 -translate-x-1/2 pt-2"
      >
        {/* Its links are drawn when it opens: closed, they were ~2.6 KB of every page's HTML that only a
            script can show (the footer and /categories link every category without one). */}
        {open && (
          <div className="overflow-hidden rounded-xl border border-stone-200 bg-white py-2 shadow-xl">
            {shown.length === 0 ? (
              <p className="px-4 py-2 text-sm text-stone-500" role="none">
                {SHELL_MESSAGES.noCategories}
              </p>
            ) : (
              <>
                {shown.map((category) => (
                  <Link
                    key={category.id}
                    role="menuitem"
                    to={paths.category.getHref(category.slug)}
                    onClick={close}
                    className="menu-link"
                  >
                    {localName(category)}
                  </Link>
                ))}
                <div className="mt-1 border-t border-stone-100 pt-1" role="none">
                  <Link
                    role="menuitem"
                    to={paths.categories.getHref()}
                    onClick={close}
                    className="block px-4 py-2 text-sm font-semibold text-brand-700 hover:bg-brand-50 focus:bg-brand-50 focus:outline-none"
                  >
                    {t.viewAllCategories}
                  </Link>
                </div>
              </>
            )}
          </div>
        )}
      </div>
    </div>
  );
}
