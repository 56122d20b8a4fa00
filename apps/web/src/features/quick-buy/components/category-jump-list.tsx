import type { PriceListGroup } from '../utils/price-list.ts';
import { localName } from '../../../i18n/local-name.ts';
import { quickBuyText } from '../messages.ts';
import { categoryAnchor } from './price-list-table.tsx';

/** Chips that jump to a category's heading; they scroll sideways inside their own strip on phones. */
export function CategoryJumpList({ groups }: { groups: PriceListGroup[] }) {
  if (groups.length < 2) return null;
  return (
    <nav aria-label={quickBuyText.jumpToCategory} className="-mx-3 overflow-x-auto px-3 pb-1 sm:mx-0 sm:px-0">
      <ul className="flex gap-2 sm:flex-wrap">
        {groups.map((group) => (
          <li key={group.id} className="shrink-0">
            <a
              href={`#${categoryAnchor(group.slug)}`}
              onClick={(event) => {
                const target = document.getElementById(categoryAnchor(group.slug));
                if (!target) return;
                // Scroll without touching the router's location; focus so keyboard users land there too.
                event.preventDefault();
                target.scrollIntoView({ block: 'start' });
                target.focus({ preventScroll: true });
              }}
              className="inline-block rounded-full border border-brand-200 bg-white px-3 py-1.5 text-sm font-medium whitespace-nowrap text-brand-800 hover:border-brand-600 hover:bg-brand-50"
            >
              {localName(group)}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
