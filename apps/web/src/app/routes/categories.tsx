import { MESSAGES } from '@pataka/domain/messages';
import { PAGE_COPY } from '../../config/page-copy.ts';
import { usePageMeta } from '../../hooks/use-page-meta.ts';
import { useCategories } from '../../features/catalog/api/get-categories.ts';
import {
  CategoryCard,
  CATEGORY_GRID_CLASSES,
  CategoryGridSkeleton,
} from '../../features/catalog/components/category-card.tsx';

/** /categories (§2): every active category. */
export function Component() {
  const copy = PAGE_COPY.categories();
  usePageMeta(copy.title, copy.description);
  const { data } = useCategories();
  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:py-8">
      <h1 className="mb-5 text-2xl font-extrabold text-brand-900 sm:text-3xl">{copy.title}</h1>
      {data === undefined ? (
        <CategoryGridSkeleton count={10} />
      ) : data.length === 0 ? (
        <p className="rounded-xl bg-stone-50 px-4 py-10 text-center text-stone-600">
          {MESSAGES.noCategories}
        </p>
      ) : (
        <ul className={CATEGORY_GRID_CLASSES}>
          {data.map((c, i) => (
            <li key={c.id} className="flex [&>a]:flex-1">
              <CategoryCard category={c} index={i} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
