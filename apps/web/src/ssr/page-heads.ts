// Each storefront page's <head> (see head.ts), built from the shop's own data: its name, address and
// catalogue come from the API, never from the demo seed, so one server renders every shop correctly.
// The titles and descriptions are the words the routes' usePageMeta sets on the client.
import type { BusinessHours, Category, CompanyPublic, Product, Weekday } from '@pataka/domain/api-types';
import { MESSAGES } from '@pataka/domain/messages';
import { formatINR } from '@pataka/domain/money';
import { WEEKDAY_NAMES } from '@pataka/domain/shop-admin';
import {
  PREVIEW_IMAGE,
  productImageSources,
  productPreviewPath,
  shopPreviewPath,
  type ProductPreviewInput,
  type ShopPreviewInput,
} from '@pataka/domain/seo';
import {
  PAGE_COPY_BY_PATH,
  PERSONAL_COPY,
  PERSONAL_COPY_BY_PATH,
  type PageCopy,
  type ShopWords,
} from '../config/page-copy.ts';
import { pagesText } from '../config/messages.ts';
import { paths } from '../config/paths.ts';
import { homeText } from '../app/messages.ts';
import { tagTitle } from '../features/catalog/components/browse-params.ts';
import { localName } from '../i18n/local-name.ts';
import type { PageHead, PageHeadImage } from './head.ts';

export type PageContext = {
  /** e.g. https://shop.example: what the request came in on (behind the proxy). */
  origin: string;
  tenantId: string;
  /** The shop was chosen by ?shop= or its cookie: every URL built here keeps ?shop=<tenantId>. */
  keepShopParam: boolean;
  path: string;
  search: string;
};

/** The product page's picture width: its <img sizes> must say the same, or the preload is wasted. */
export const PRODUCT_IMAGE_SIZES = '(min-width: 768px) 560px, 92vw';

/** document.title for a page: `<title> | <shop>`, unless the title names the shop already. */
export const documentTitle = (title: string, shopName: string) =>
  title.includes(shopName) ? title : `${title} | ${shopName}`;

/** A page of this shop as an absolute URL, with ?shop= when the shop was chosen that way. */
export function pageUrl(ctx: PageContext, path: string, query?: URLSearchParams): string {
  const params = new URLSearchParams(query);
  if (ctx.keepShopParam) params.set('shop', ctx.tenantId);
  const qs = params.toString();
  return `${new URL(path, ctx.origin).href}${qs ? `?${qs}` : ''}`;
}

/** A picture or logo URL made absolute; media paths name their shop already, so no ?shop=. */
function absolute(ctx: PageContext, url: string | null | undefined): string | null {
  if (!url) return null;
  try {
    return new URL(url, ctx.origin).href;
  } catch {
    return null;
  }
}

/** The query keys that change what a product list shows; the rest (price filters, shop) are noise. */
const LIST_QUERY_KEYS = ['tag', 'search', 'category', 'brand', 'page', 'sort'] as const;

function canonicalQuery(search: string): URLSearchParams {
  const given = new URLSearchParams(search);
  const kept = new URLSearchParams();
  for (const key of LIST_QUERY_KEYS) {
    const value = given.get(key)?.trim();
    if (!value || (key === 'page' && !(Number(value) > 1))) continue;
    kept.set(key, value);
  }
  return kept;
}

/** The home page's description, the default for pages without their own (read per request: its language). */
const homeDescription = (): string => homeText.description;

export const shopPreviewInput = (company: CompanyPublic): ShopPreviewInput => ({
  shopName: company.companyName,
  tagline: company.tagline,
  logo: company.logo,
  city: company.address?.city ?? null,
});

export const productPreviewInput = (company: CompanyPublic, product: Product): ProductPreviewInput => ({
  id: product.id,
  name: product.name,
  price: product.price,
  originalPrice: product.originalPrice,
  image: product.image,
  shopName: company.companyName,
});

const previewImage = (ctx: PageContext, path: string, alt: string): PageHeadImage => ({
  url: absolute(ctx, path)!,
  width: PREVIEW_IMAGE.width,
  height: PREVIEW_IMAGE.height,
  type: PREVIEW_IMAGE.type,
  alt,
});

const shopImage = (ctx: PageContext, company: CompanyPublic) =>
  previewImage(ctx, shopPreviewPath(ctx.tenantId, shopPreviewInput(company)), company.companyName);

type Crumb = { name: string; url: string };

const breadcrumbs = (crumbs: Crumb[]) => ({
  '@context': 'https://schema.org',
  '@type': 'BreadcrumbList',
  itemListElement: crumbs.map((c, i) => ({
    '@type': 'ListItem',
    position: i + 1,
    name: c.name,
    item: c.url,
  })),
});

const DAY_NAMES = WEEKDAY_NAMES;

/** Open days grouped by their hours: one specification per distinct opening time. */
function openingHours(hours: BusinessHours) {
  const groups = new Map<string, { opens: string; closes: string; days: string[] }>();
  for (const [day, name] of Object.entries(DAY_NAMES) as [Weekday, string][]) {
    const h = hours[day];
    if (!h || h.isClosed) continue;
    const key = `${h.open}-${h.close}`;
    const group = groups.get(key) ?? { opens: h.open, closes: h.close, days: [] };
    group.days.push(name);
    groups.set(key, group);
  }
  return [...groups.values()].map((g) => ({
    '@type': 'OpeningHoursSpecification',
    dayOfWeek: g.days,
    opens: g.opens,
    closes: g.closes,
  }));
}

/** Drops null, undefined, '' and [] so the JSON-LD states only what the shop has filled in. */
function compact<T extends Record<string, unknown>>(value: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(value).filter(
      ([, v]) => v !== null && v !== undefined && v !== '' && !(Array.isArray(v) && v.length === 0),
    ),
  ) as Partial<T>;
}

function storeJsonLd(ctx: PageContext, company: CompanyPublic, image: PageHeadImage) {
  const a = company.address;
  const hours = company.businessHours ? openingHours(company.businessHours) : [];
  return compact({
    '@context': 'https://schema.org',
    '@type': 'Store',
    name: company.companyName,
    description: company.tagline,
    url: pageUrl(ctx, paths.home.getHref()),
    logo: absolute(ctx, company.logo),
    image: image.url,
    telephone: company.phone,
    email: company.email,
    address: a
      ? compact({
          '@type': 'PostalAddress',
          streetAddress: a.street,
          addressLocality: a.city,
          addressRegion: a.state,
          postalCode: a.zipCode,
          addressCountry: 'IN',
        })
      : null,
    openingHoursSpecification: hours,
    priceRange: '₹',
    sameAs: Object.values(company.socialMedia ?? {}).filter((u): u is string => !!u),
  });
}

export function homeHead(ctx: PageContext, company: CompanyPublic): PageHead {
  const image = shopImage(ctx, company);
  return {
    title: homeText.title(company.companyName),
    description: homeDescription(),
    canonical: pageUrl(ctx, paths.home.getHref()),
    ogType: 'website',
    siteName: company.companyName,
    image,
    jsonLd: [storeJsonLd(ctx, company, image)],
  };
}

/** The 1200 px raster of a product picture for JSON-LD, else the picture itself. */
function largestPicture(ctx: PageContext, image: string | null): string | null {
  const sources = productImageSources(image);
  const large = sources?.srcSet
    .split(', ')
    .find((s) => s.endsWith(' 1200w'))
    ?.slice(0, -' 1200w'.length);
  return absolute(ctx, large ?? image);
}

export function productHead(ctx: PageContext, company: CompanyPublic, product: Product): PageHead {
  const shop = company.companyName;
  const canonical = pageUrl(ctx, paths.product.getHref(product.slug));
  const name = localName(product);
  const description =
    product.description?.trim() ||
    pagesText.productDescription(
      `${name}${product.packSize ? ` (${product.packSize})` : ''}`,
      formatINR(product.price),
      shop,
    );
  const sources = productImageSources(product.image);
  const picture = largestPicture(ctx, product.image);
  const home = { name: pagesText.breadcrumbHome, url: pageUrl(ctx, paths.home.getHref()) };
  const category = product.category
    ? [
        {
          name: localName(product.category),
          url: pageUrl(ctx, paths.category.getHref(product.category.slug)),
        },
      ]
    : [];
  return {
    title: documentTitle(name, shop),
    description,
    canonical,
    ogType: 'product',
    siteName: shop,
    image: previewImage(ctx, productPreviewPath(ctx.tenantId, productPreviewInput(company, product)), name),
    price: { amount: product.price, currency: 'INR' },
    // An outside picture has no responsive sizes: the page shows it as it is, so preload that.
    preloadImage: sources
      ? { src: sources.src, srcSet: sources.srcSet, sizes: PRODUCT_IMAGE_SIZES }
      : product.image
        ? { src: product.image }
        : undefined,
    jsonLd: [
      compact({
        '@context': 'https://schema.org',
        '@type': 'Product',
        name,
        description,
        image: picture ? [picture] : null,
        sku: product.sku,
        brand: product.brand ? { '@type': 'Brand', name: product.brand.name } : null,
        category: product.category && localName(product.category),
        offers: {
          '@type': 'Offer',
          price: product.price.toFixed(2),
          priceCurrency: 'INR',
          availability: product.inStock ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
          url: canonical,
          seller: { '@type': 'Organization', name: shop },
        },
      }),
      breadcrumbs([home, ...category, { name, url: canonical }]),
    ],
  };
}

export function categoryHead(ctx: PageContext, company: CompanyPublic, category: Category): PageHead {
  const shop = company.companyName;
  const name = localName(category);
  const url = pageUrl(ctx, paths.category.getHref(category.slug));
  return {
    title: documentTitle(name, shop),
    description: category.description?.trim() || pagesText.categoryDescription(name, shop),
    canonical: pageUrl(ctx, paths.category.getHref(category.slug), canonicalQuery(ctx.search)),
    ogType: 'website',
    siteName: shop,
    image: shopImage(ctx, company),
    jsonLd: [
      breadcrumbs([
        { name: pagesText.breadcrumbHome, url: pageUrl(ctx, paths.home.getHref()) },
        { name: pagesText.breadcrumbCategories, url: pageUrl(ctx, paths.categories.getHref()) },
        { name, url },
      ]),
    ],
  };
}

/** A list or content page (/products, /categories, /quick-buy, /about…): indexable, the shop's picture. */
export function listHead(ctx: PageContext, company: CompanyPublic, copy: PageCopy): PageHead {
  // Only the product list's query changes what it shows; elsewhere a query is noise.
  const query = ctx.path === paths.products.path ? canonicalQuery(ctx.search) : undefined;
  return {
    title: documentTitle(copy.title, company.companyName),
    description: copy.description,
    canonical: pageUrl(ctx, ctx.path, query),
    ogType: 'website',
    siteName: company.companyName,
    image: shopImage(ctx, company),
    jsonLd: [],
  };
}

/** A missing product, category or page: shown to people, kept out of search results. */
export function notFoundHead(ctx: PageContext, company: CompanyPublic, title: string): PageHead {
  return {
    ...listHead(ctx, company, { title, description: homeDescription() }),
    canonical: pageUrl(ctx, ctx.path),
    robots: 'noindex',
  };
}

/** A personal page (cart, checkout, sign-in, profile…): rendered as a shell, never indexed. */
export function shellHead(
  ctx: PageContext,
  company: CompanyPublic,
  title: string,
  description = homeDescription(),
): PageHead {
  return {
    ...listHead(ctx, company, { title, description }),
    canonical: pageUrl(ctx, ctx.path),
    robots: 'noindex',
  };
}

/** /products: its tag or search names the page, as products.tsx does. */
export function productsCopy(search: string): PageCopy {
  const params = new URLSearchParams(search);
  const term = params.get('search');
  return {
    title: term
      ? pagesText.searchTitle(term)
      : (tagTitle(params.get('tag')?.toLowerCase() ?? '') ?? pagesText.allProductsTitle),
    description: pagesText.productsDescription,
  };
}

/** The shop's name and city as the pages' words use them (the city falls back as about.tsx's does). */
const shopWords = (company: CompanyPublic): ShopWords => ({
  name: company.companyName,
  city: company.address?.city ?? 'Sivakasi',
});

/**
 * The head of a page that needs no product or category: home, lists, content and personal pages.
 * Null for /product/… and /category/… (their builders need the data) and for unknown paths.
 */
export function staticPageHead(given: PageContext, company: CompanyPublic): PageHead | null {
  const path = given.path.length > 1 ? given.path.replace(/\/+$/, '') || '/' : given.path;
  const ctx = { ...given, path };
  if (path === paths.home.path) return homeHead(ctx, company);
  if (path === paths.products.path) return listHead(ctx, company, productsCopy(ctx.search));
  const copy = PAGE_COPY_BY_PATH[path];
  if (copy) return listHead(ctx, company, copy(shopWords(company)));
  const personalCopy =
    PERSONAL_COPY_BY_PATH[path] ??
    (path.startsWith(`${paths.enquiries.path}/`) ? PERSONAL_COPY.enquiry : null);
  const personal = personalCopy?.();
  if (personal) return shellHead(ctx, company, personal.title, personal.description);
  return null;
}

/** The 404 titles the routes show for a missing product or category (in the request's language). */
export function notFoundTitle(kind: 'product' | 'category' | 'page'): string {
  if (kind === 'product') return MESSAGES.productNotFound;
  if (kind === 'category') return MESSAGES.categoryNotFound;
  return pagesText.pageNotFound;
}
