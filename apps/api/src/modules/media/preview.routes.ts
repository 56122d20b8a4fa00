// GET /media/<shop>/og/<file>: the 1200×630 JPEG a shared link shows on WhatsApp and Facebook, for a product
// (`product-<id>-<fingerprint>.jpg`) or the shop (`shop-<fingerprint>.jpg`). The fingerprint is of what
// the card shows, so a changed price or name is a new URL: drawn once, kept in storage, cached for a year.
// An old fingerprint (a link shared before the change) is sent on to the current card.
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import {
  parsePreviewFile,
  productPreviewFingerprint,
  productPreviewPath,
  shopPreviewFingerprint,
  shopPreviewPath,
  type ProductPreviewInput,
  type ShopPreviewInput,
} from '@pataka/domain/seo';
import { keptOrMade, type Drawn } from './derived-media.ts';
import { pictureNotFound, sendPicture } from './media-reply.ts';
import { previewMediaKey } from './media-storage.ts';
import { renderProductCard, renderShopCard } from './preview-card.ts';
import { isUploadedPicture, pictureBytes, productFacts, shopFacts } from './preview-data.ts';
import type { StaticMedia } from './static-media.ts';

type Wanted = { current: string; draw: () => Promise<Drawn> } | { stale: string } | null;

async function productCard(
  app: FastifyInstance,
  statics: StaticMedia,
  tenantId: string,
  shop: ShopPreviewInput,
  id: string,
  fingerprint: string,
): Promise<Wanted> {
  const product = await productFacts(app, tenantId, id);
  if (!product) return null;
  const input: ProductPreviewInput = {
    id: product.id,
    name: product.name,
    price: product.price,
    originalPrice: product.originalPrice,
    image: product.image,
    shopName: shop.shopName,
  };
  if (productPreviewFingerprint(input) !== fingerprint) return { stale: productPreviewPath(tenantId, input) };
  return {
    current: `product-${id}-${fingerprint}.jpg`,
    draw: async () => {
      const own = await pictureBytes(app, statics, product.image);
      // No picture of its own: the shop's logo stands in. For an upload still being processed, only for now.
      const picture = own ?? (await pictureBytes(app, statics, shop.logo));
      const bytes = await renderProductCard({ ...input, picture });
      return { bytes, final: !!own || !isUploadedPicture(product.image) };
    },
  };
}

function shopCard(
  app: FastifyInstance,
  statics: StaticMedia,
  tenantId: string,
  shop: ShopPreviewInput,
  fingerprint: string,
): Wanted {
  if (shopPreviewFingerprint(shop) !== fingerprint) return { stale: shopPreviewPath(tenantId, shop) };
  return {
    current: `shop-${fingerprint}.jpg`,
    draw: async () => ({
      bytes: await renderShopCard({ ...shop, logo: await pictureBytes(app, statics, shop.logo) }),
      final: true,
    }),
  };
}

export function previewRoutes(statics: StaticMedia): FastifyPluginAsync {
  return async (app) => {
    app.get<{ Params: { tenant: string; file: string } }>(
      '/media/:tenant/og/:file',
      { schema: { hide: true } },
      async (request, reply) => {
        const { tenant, file } = request.params;
        const wanted = parsePreviewFile(file);
        const shop = wanted && (await shopFacts(app, tenant));
        if (!wanted || !shop) return pictureNotFound(reply);
        const card =
          wanted.kind === 'product'
            ? await productCard(app, statics, tenant, shop, wanted.id, wanted.fingerprint)
            : shopCard(app, statics, tenant, shop, wanted.fingerprint);
        if (!card) return pictureNotFound(reply);
        if ('stale' in card) {
          // Short-lived: the product may change again, and the redirect must follow it.
          return reply.header('cache-control', 'public, max-age=300').redirect(card.stale, 301);
        }
        const jpeg = await keptOrMade(app, previewMediaKey(tenant, card.current), 'image/jpeg', card.draw);
        return sendPicture(reply, 'image/jpeg', jpeg);
      },
    );
  };
}
