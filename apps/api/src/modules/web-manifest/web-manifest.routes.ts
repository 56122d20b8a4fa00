// GET /manifest.webmanifest and GET /manifest-icons/<size>.png: the web app manifest of the shop a page is
// for (a mapped host's own shop; elsewhere ?shop=, the pataka_shop cookie, the default: as pages resolve it), so "Add to Home screen" installs
// that shop under its own name and logo. Mounted at the root, before the storefront's catch-all; no tenant
// header, no token (index.html links it with crossorigin="use-credentials" so the cookie is sent).
import type { FastifyInstance } from 'fastify';
import { MESSAGES } from '@pataka/domain/messages';
import { isLocale, LOCALE_COOKIE, LOCALE_TAGS } from '@pataka/domain/i18n';
import { notFound } from '../../lib/errors.ts';
import { cookieValue, isChosenShop, resolvePageTenant } from '../../plugins/tenant-page.ts';
import { pictureBytes, shopFacts } from '../media/preview-data.ts';
import { staticMedia, staticMediaRoots } from '../media/static-media.ts';
import { ICON_SIZES, iconCache, type IconSize } from './manifest-icons.ts';

/** The storefront's brand colour (packages/ui theme.css brand-700) and its page background. */
export const THEME_COLOR = '#8e1a22';
export const BACKGROUND_COLOR = '#ffffff';
/** Launchers cut longer names under the icon. */
const SHORT_NAME_MAX = 12;

/** The name under the home-screen icon: the shop's name when it fits, else its first word. */
export function shortName(name: string): string {
  const trimmed = name.trim();
  if (trimmed.length <= SHORT_NAME_MAX) return trimmed;
  const first = trimmed.split(/\s+/)[0]!;
  return first.length <= SHORT_NAME_MAX ? first : `${first.slice(0, SHORT_NAME_MAX - 1)}…`;
}

export async function webManifestRoutes(app: FastifyInstance) {
  const statics = staticMedia(staticMediaRoots(app.config.webDistDir));
  const icons = iconCache();

  async function shopOf(request: { url: string; headers: { host?: string; cookie?: string } }) {
    const page = resolvePageTenant(request, app.hostOptions);
    const { tenantId } = page;
    const shop = await shopFacts(app, tenantId);
    if (!shop) throw notFound(MESSAGES.unknownTenant);
    const drawn = await icons.get(tenantId, shop.logo, () => pictureBytes(app, statics, shop.logo));
    return { tenantId, chosen: isChosenShop(page), shop, drawn };
  }

  app.get('/manifest.webmanifest', { schema: { hide: true } }, async (request, reply) => {
    const { tenantId, chosen, shop, drawn } = await shopOf(request);
    const lang = cookieValue(request.headers.cookie, LOCALE_COOKIE);
    const manifest = {
      // Shops chosen with ?shop= share an origin: each is its own app there.
      id: chosen ? `/?shop=${tenantId}` : '/',
      name: shop.shopName,
      short_name: shortName(shop.shopName),
      ...(shop.tagline ? { description: shop.tagline } : {}),
      lang: LOCALE_TAGS[isLocale(lang) ? lang : 'en'],
      start_url: '/',
      scope: '/',
      display: 'standalone',
      orientation: 'portrait',
      theme_color: THEME_COLOR,
      background_color: BACKGROUND_COLOR,
      icons: ICON_SIZES.map((size) => ({
        src: `/manifest-icons/${size}.png?shop=${tenantId}&v=${drawn.hash}`,
        sizes: `${size}x${size}`,
        type: 'image/png',
        purpose: 'any',
      })),
    };
    return reply
      .type('application/manifest+json; charset=utf-8')
      .header('cache-control', 'public, no-cache')
      .header('vary', 'Cookie')
      .send(JSON.stringify(manifest));
  });

  app.get<{ Params: { size: string } }>(
    '/manifest-icons/:size(^(?:192|512)\\.png$)',
    { schema: { hide: true } },
    async (request, reply) => {
      const size = Number(request.params.size.slice(0, -4)) as IconSize;
      const { drawn } = await shopOf(request);
      const version = new URLSearchParams(request.url.split('?')[1] ?? '').get('v');
      return reply
        .type('image/png')
        .header(
          'cache-control',
          // The current picture's address never changes content; any other (old hash, none) is revalidated.
          version === drawn.hash ? 'public, max-age=31536000, immutable' : 'public, no-cache',
        )
        .header('vary', 'Cookie')
        .send(drawn.png[size]);
    },
  );
}
