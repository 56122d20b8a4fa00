// A page's <head> as HTML: title, description, canonical URL, Open Graph, Twitter card and JSON-LD.
// Pure and isomorphic (no DOM): the server renderer calls it for every page it writes.
import { currentLocale, LOCALE_TAGS } from '@pataka/domain/i18n';

export type PageHeadImage = {
  /** Absolute: link previews (WhatsApp, Facebook) do not resolve relative URLs. */
  url: string;
  width: number;
  height: number;
  alt: string;
  type?: string;
};

export type PageHead = {
  /** The whole document title, shop name included (see documentTitle in page-heads.ts). */
  title: string;
  description: string;
  /** Absolute URL. */
  canonical: string;
  ogType: 'website' | 'product';
  siteName: string;
  image: PageHeadImage | null;
  /** Product pages. */
  price?: { amount: number; currency: 'INR' };
  /** e.g. 'noindex' for a 404 or a personal page. */
  robots?: string;
  /** The page's largest picture (its LCP element), fetched before the scripts ask for it. */
  preloadImage?: { src: string; srcSet?: string; sizes?: string };
  /** Each becomes one <script type="application/ld+json">. */
  jsonLd: object[];
};

/** What search results show of a description: longer ones are cut by the engine, mid-word. */
export const DESCRIPTION_MAX = 160;

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Safe in text and in a double- or single-quoted attribute. */
export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]!);

/**
 * JSON for inside <script>: `<` as \u003c so no `</script>` or `<!--` in a product name can end the
 * tag; `>` and `&` too, and the two line separators some parsers treat as line ends.
 */
export const jsonForScript = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/** Whitespace collapsed; at most DESCRIPTION_MAX characters, cut at a word boundary with an ellipsis. */
export function trimDescription(text: string, max = DESCRIPTION_MAX): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const room = clean.slice(0, max - 1);
  const space = room.lastIndexOf(' ');
  // A single very long word: cut it rather than leave a stub of a description.
  const cut = space >= max / 2 ? room.slice(0, space) : room;
  return `${cut.replace(/[\s.,;:!?–-]+$/, '')}…`;
}

const meta = (attr: 'name' | 'property', key: string, content: string | number) =>
  `<meta ${attr}="${key}" content="${escapeHtml(String(content))}" />`;

/** The tags for inside <head>, one per line. */
export function renderHead(head: PageHead): string {
  const description = trimDescription(head.description);
  const tags = [`<title>${escapeHtml(head.title)}</title>`, meta('name', 'description', description)];
  if (head.robots) tags.push(meta('name', 'robots', head.robots));
  tags.push(`<link rel="canonical" href="${escapeHtml(head.canonical)}" />`);
  if (head.preloadImage) {
    const { src, srcSet, sizes } = head.preloadImage;
    tags.push(
      `<link rel="preload" as="image" href="${escapeHtml(src)}"` +
        (srcSet ? ` imagesrcset="${escapeHtml(srcSet)}"` : '') +
        (sizes ? ` imagesizes="${escapeHtml(sizes)}"` : '') +
        ' fetchpriority="high" />',
    );
  }
  tags.push(
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', description),
    meta('property', 'og:url', head.canonical),
    meta('property', 'og:type', head.ogType),
    meta('property', 'og:site_name', head.siteName),
    meta('property', 'og:locale', LOCALE_TAGS[currentLocale()].replace('-', '_')),
  );
  const image = head.image;
  if (image) {
    tags.push(meta('property', 'og:image', image.url));
    if (image.url.startsWith('https://')) tags.push(meta('property', 'og:image:secure_url', image.url));
    tags.push(
      meta('property', 'og:image:width', image.width),
      meta('property', 'og:image:height', image.height),
    );
    if (image.type) tags.push(meta('property', 'og:image:type', image.type));
    tags.push(meta('property', 'og:image:alt', image.alt));
  }
  if (head.price) {
    tags.push(
      meta('property', 'product:price:amount', head.price.amount.toFixed(2)),
      meta('property', 'product:price:currency', head.price.currency),
    );
  }
  tags.push(
    meta('name', 'twitter:card', image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', head.title),
    meta('name', 'twitter:description', description),
  );
  if (image)
    tags.push(meta('name', 'twitter:image', image.url), meta('name', 'twitter:image:alt', image.alt));
  for (const block of head.jsonLd) {
    tags.push(`<script type="application/ld+json">${jsonForScript(block)}</script>`);
  }
  return tags.join('\n');
}
