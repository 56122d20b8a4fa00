// The plain pages a shop's lifecycle and unknown hosts answer with (decision 151): server-written HTML,
// no script, no storefront bundle, so they work whatever state the shop or the build is in.
import { SHOP_LIFECYCLE_MESSAGES as M } from '@pataka/domain/shop-lifecycle';
import { SHOP_LIFECYCLE_MESSAGES_TA as TA } from '@pataka/domain/ta/shop-lifecycle.ta';

const escape = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export type PlainPageKind = 'paused' | 'suspended' | 'closed' | 'no-shop';

const TEXT: Record<PlainPageKind, { status: number; title: string; body: string; ta: string }> = {
  paused: {
    status: 503,
    title: M.backSoonTitle,
    body: M.backSoonBody,
    ta: `${TA.backSoonTitle}. ${TA.backSoonBody}`,
  },
  suspended: { status: 403, title: M.suspended, body: '', ta: TA.suspended },
  closed: { status: 410, title: M.closed, body: '', ta: TA.suspended },
  'no-shop': { status: 404, title: M.noShopAtHost, body: '', ta: TA.noShopAtHost },
};

/** The page's status and HTML; `shopName` heads the page when the shop is known. */
export function plainPage(kind: PlainPageKind, shopName?: string): { status: number; html: string } {
  const t = TEXT[kind];
  const heading = shopName ? `<h1>${escape(shopName)}</h1>` : '';
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex"><title>${escape(shopName ? `${shopName}: ${t.title}` : t.title)}</title>
<style>body{font:18px/1.5 system-ui,sans-serif;max-width:32rem;margin:15vh auto;padding:0 1.25rem;color:#222}
h1{font-size:1.5rem;margin:0 0 .5rem}h2{font-size:1.2rem;margin:0 0 .5rem}p{margin:.25rem 0}.ta{color:#555}</style>
</head><body>${heading}<h2>${escape(t.title)}</h2>${t.body ? `<p>${escape(t.body)}</p>` : ''}
<p class="ta" lang="ta">${escape(t.ta)}</p></body></html>
`;
  return { status: t.status, html };
}
