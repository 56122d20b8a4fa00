import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import type { Product } from '@pataka/domain/api-types';
import { buttonClasses } from '@pataka/ui/button';
import { PhoneIcon, ShieldIcon, SparkleIcon, STAR_PATH, TruckIcon } from '../../components/ui/icons.tsx';
import { LogoMark } from '../../components/layout/logo.tsx';
import { paths } from '../../config/paths.ts';
import { usePageMeta } from '../../hooks/use-page-meta.ts';
import { useCategories } from '../../features/catalog/api/get-categories.ts';
import {
  featuredFilters,
  newArrivalsFilters,
  productsQueryOptions,
} from '../../features/catalog/api/get-products.ts';
import { CategoryGrid } from '../../features/catalog/components/category-card.tsx';
import { ProductGridSection, useNearScreen } from '../../features/catalog/components/product-grid.tsx';
import { cardText } from '../../features/catalog/card-messages.ts';
import { useCompany } from '../../features/company/api/get-company.ts';
import { FavoriteButton } from '../../features/favorites/components/favorite-button.tsx';
import { homeText as t } from '../messages.ts';

// Functions, not constants: the words are read while rendering, in the page's language.
const stats = () => [
  { value: '500+', label: t.happyCustomers },
  { value: '100+', label: t.productVarieties },
  { value: '100%', label: t.safeCertified },
];

const trust = () => [
  { Icon: ShieldIcon, text: t.trustLicensed },
  { Icon: SparkleIcon, text: t.trustFactory },
  { Icon: PhoneIcon, text: t.trustCall },
  { Icon: TruckIcon, text: t.trustTransport },
];

const renderFavorite = (product: Product) => <FavoriteButton product={product} />;

/** Five stars in one drawing (one path, four copies 27 units apart), not five icons: ~0.7 KB less HTML. */
function FiveStars() {
  return (
    <svg
      viewBox="0 0 132 24"
      fill="currentColor"
      aria-hidden="true"
      className="mx-auto h-4 w-[5.5rem] text-saffron-500 lg:h-5 lg:w-[6.875rem]"
    >
      <path id="hero-star" d={STAR_PATH} />
      {[27, 54, 81, 108].map((x) => (
        <use key={x} href="#hero-star" x={x} />
      ))}
    </svg>
  );
}

function Hero({ logo }: { logo?: string | null }) {
  return (
    <section className="relative overflow-hidden bg-gradient-to-br from-brand-950 via-brand-800 to-brand-700 text-white">
      <div className="mx-auto grid max-w-7xl items-center gap-8 px-4 py-10 sm:py-14 lg:grid-cols-[1.3fr_1fr] lg:py-16">
        <div>
          <p className="mb-3 inline-flex items-center gap-2 rounded-full bg-white/10 px-3 py-1 text-xs font-semibold text-saffron-200 sm:text-sm">
            <SparkleIcon className="size-4" /> {t.heroBadge(new Date().getFullYear())}
          </p>
          <h1 className="text-3xl leading-tight font-extrabold sm:text-4xl lg:text-5xl">
            {/* Fixed words, not the shop name: the headline is the LCP element and must not change once painted. */}
            {t.heroHeadline}
            <span className="text-saffron-300">{t.heroHeadlineHighlight}</span>
          </h1>
          <p className="mt-4 max-w-xl text-base text-brand-100 sm:text-lg">{t.heroLead}</p>
          <div className="mt-6 flex flex-wrap gap-3">
            <Link to={paths.quickBuy.getHref()} className={buttonClasses('secondary', 'lg')}>
              {t.quickBuy}
            </Link>
            <Link
              to={paths.products.getHref()}
              className="inline-flex h-12 items-center justify-center rounded-lg border border-white px-6 font-semibold text-white transition-colors hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-saffron-400"
            >
              {t.viewProducts}
            </Link>
          </div>
          <dl className="mt-8 grid max-w-lg grid-cols-3 gap-3">
            {stats().map((s) => (
              <div key={s.label} className="flex flex-col rounded-xl bg-white/10 px-2 py-3 text-center">
                <dt className="order-2 text-xs text-brand-100 sm:text-sm">{s.label}</dt>
                <dd className="text-2xl font-extrabold text-saffron-300 sm:text-3xl">{s.value}</dd>
              </div>
            ))}
          </dl>
        </div>
        <div className="mx-auto w-full max-w-sm">
          <div className="flex items-center gap-4 rounded-3xl bg-white/10 p-4 ring-1 ring-white/20 lg:flex-col lg:p-6">
            <LogoMark src={logo} className="size-20 shrink-0 sm:size-24 lg:size-36" />
            <div className="flex-1 rounded-2xl bg-white p-3 text-center text-stone-900 shadow-xl lg:w-full lg:p-4">
              <FiveStars />
              <p className="mt-1 text-2xl font-extrabold text-brand-800 lg:text-3xl">
                4.9<span className="text-base text-stone-500 lg:text-lg">/5</span>
              </p>
              <p className="text-xs text-stone-600 lg:text-sm">{t.averageRating}</p>
            </div>
          </div>
        </div>
      </div>
      <div className="border-t border-white/10 bg-brand-950/40">
        <ul className="mx-auto grid max-w-7xl grid-cols-2 gap-x-4 gap-y-3 px-4 py-4 text-sm sm:grid-cols-4">
          {trust().map(({ Icon, text }) => (
            <li key={text} className="flex items-center gap-2 text-brand-50">
              <Icon className="size-5 shrink-0 text-saffron-300" />
              {text}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

/**
 * New arrivals sit below a screen of featured cards: the server draws only their heading and a link to
 * the full list (complete without JavaScript), and the cards are fetched and drawn once the section
 * comes near the screen, so they are neither in the page's HTML nor hydrated with it (decision 147).
 */
function NewArrivals() {
  const [near, ref] = useNearScreen<HTMLDivElement>();
  const newArrivals = useQuery({ ...productsQueryOptions(newArrivalsFilters), enabled: near });
  const href = paths.products.getHref({ tag: 'new' });
  if (near)
    return (
      <ProductGridSection
        title={t.newArrivalsTitle}
        subtitle={t.newArrivalsSubtitle}
        products={newArrivals.isError ? [] : newArrivals.data?.data}
        isLoading={newArrivals.isPending}
        renderFavorite={renderFavorite}
        viewAllHref={href}
        skeletonCount={10}
        wide
      />
    );
  return (
    <section className="mx-auto max-w-7xl px-4 py-10" aria-label={t.newArrivalsTitle}>
      <h2 className="text-2xl font-extrabold text-brand-900 sm:text-3xl">{t.newArrivalsTitle}</h2>
      <p className="mt-1 text-stone-600">{t.newArrivalsSubtitle}</p>
      {/* As tall as the cards will be on a phone (two columns of ~420 px rows), so nothing below jumps. */}
      <div ref={ref} className="mt-5 min-h-[2100px] sm:min-h-[1300px] xl:min-h-[900px]">
        <Link to={href} className="font-semibold text-brand-700 hover:underline">
          {cardText.viewAllProducts}
        </Link>
      </div>
    </section>
  );
}

/** A phone's row of category cards: a 16:10 image half the screen wide, the name under it, the gap. */
const CATEGORY_ROW_PX = 161;

/**
 * Shop by Category is the last section, below the new arrivals: like them (decision 147), its cards are
 * drawn once it comes near the screen, from the categories the header already holds (no request). The
 * server draws its heading and the link to every category (the footer lists them too, so the page is
 * complete without JavaScript) in a box about as tall as the grid on a phone; anything that moves when
 * the cards come is below the screen.
 */
function HomeCategories() {
  const [near, ref] = useNearScreen<HTMLDivElement>();
  const categories = useCategories().data;
  const rows = Math.ceil((categories?.length ?? 4) / 2);
  return (
    <section className="mx-auto max-w-7xl px-4 py-10" aria-labelledby="home-categories">
      <div className="mb-5 flex items-end justify-between gap-4">
        <h2 id="home-categories" className="text-2xl font-extrabold text-brand-900 sm:text-3xl">
          {t.shopByCategory}
        </h2>
        <Link
          to={paths.categories.getHref()}
          className="text-sm font-semibold text-brand-700 hover:underline"
        >
          {t.viewAllCategories}
        </Link>
      </div>
      {!near ? (
        <div ref={ref} style={{ minHeight: rows * CATEGORY_ROW_PX }} />
      ) : (
        <CategoryGrid categories={categories} />
      )}
    </section>
  );
}

export function Component() {
  const company = useCompany().data;
  const name = company?.companyName ?? 'Unique Crackers';
  usePageMeta(t.title(name), t.description);
  const featured = useQuery(productsQueryOptions(featuredFilters));

  return (
    <>
      <Hero logo={company?.logo} />
      <ProductGridSection
        title={t.featuredTitle}
        subtitle={t.featuredSubtitle}
        products={featured.isError ? [] : featured.data?.data}
        isLoading={featured.isPending}
        renderFavorite={renderFavorite}
        viewAllHref={paths.products.getHref({ tag: 'featured' })}
        skeletonCount={8}
      />
      <div className="bg-saffron-50">
        <NewArrivals />
      </div>
      <HomeCategories />
    </>
  );
}
