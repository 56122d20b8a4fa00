import { Link } from 'react-router';
import type { Category } from '@pataka/domain/api-types';
import { SHELL_MESSAGES } from '@pataka/domain/shell-messages';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { SparkleIcon } from '../../../components/ui/icons.tsx';
import { paths } from '../../../config/paths.ts';
import { localName } from '../../../i18n/local-name.ts';
import { cardText } from '../card-messages.ts';

const TINTS = [
  'from-brand-700 to-brand-900',
  'from-saffron-500 to-saffron-600',
  'from-brand-500 to-brand-700',
  'from-amber-600 to-brand-700',
];

export function CategoryCard({ category, index = 0 }: { category: Category; index?: number }) {
  return (
    <Link
      to={paths.category.getHref(category.slug)}
      className="group card focus-visible:outline-2 focus-visible:outline-saffron-500"
    >
      {category.image ? (
        <img
          src={category.image}
          alt=""
          width={320}
          height={200}
          loading="lazy"
          decoding="async"
          className="aspect-[16/10] w-full bg-stone-50 object-cover"
        />
      ) : (
        <div
          className={`flex aspect-[16/10] items-center justify-center bg-gradient-to-br ${TINTS[index % TINTS.length]}`}
          aria-hidden="true"
        >
          <SparkleIcon className="size-12 text-white/85 transition-transform group-hover:scale-110" />
        </div>
      )}
      <div className="flex items-center justify-between gap-2 px-3 py-2.5">
        <h3 className="truncate font-semibold text-stone-900 group-hover:text-brand-700">
          {localName(category)}
        </h3>
        {category.productCount != null && (
          <span className="shrink-0 text-xs text-stone-500">
            {cardText.categoryItems(category.productCount)}
          </span>
        )}
      </div>
    </Link>
  );
}

export const CATEGORY_GRID_CLASSES = 'grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-5';

/** The categories as a grid of cards: a skeleton while they load, 'No categories available' when none. */
export function CategoryGrid({
  categories,
  skeletonCount,
}: {
  categories: readonly Category[] | undefined;
  skeletonCount?: number;
}) {
  if (categories === undefined) return <CategoryGridSkeleton count={skeletonCount} />;
  if (categories.length === 0)
    return (
      <p className="rounded-xl bg-stone-50 px-4 py-10 text-center text-stone-600">
        {SHELL_MESSAGES.noCategories}
      </p>
    );
  return (
    <ul className={CATEGORY_GRID_CLASSES}>
      {categories.map((c, i) => (
        <li key={c.id} className="flex [&>a]:flex-1">
          <CategoryCard category={c} index={i} />
        </li>
      ))}
    </ul>
  );
}

export function CategoryGridSkeleton({ count = 5 }: { count?: number }) {
  return (
    <div className={CATEGORY_GRID_CLASSES} aria-busy="true">
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className="overflow-hidden rounded-xl border border-stone-200">
          <Skeleton className="aspect-[16/10] rounded-none" />
          <Skeleton className="m-3 h-5 w-2/3" />
        </div>
      ))}
    </div>
  );
}
