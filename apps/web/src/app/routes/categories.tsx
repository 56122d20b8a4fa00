import { PAGE_COPY } from '../../config/page-copy.ts';
import { usePageMeta } from '../../hooks/use-page-meta.ts';
import { useCategories } from '../../features/catalog/api/get-categories.ts';
import { CategoryGrid } from '../../features/catalog/components/category-card.tsx';

/** /categories (§2): every active category. */
export function Component() {
  const copy = PAGE_COPY.categories();
  usePageMeta(copy.title, copy.description);
  const { data } = useCategories();
  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:py-8">
      <h1 className="mb-5 text-2xl font-extrabold text-brand-900 sm:text-3xl">{copy.title}</h1>
      <CategoryGrid categories={data} skeletonCount={10} />
    </div>
  );
}
