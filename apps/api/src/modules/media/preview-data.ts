// What a link-preview card shows, read the way the storefront reads it (the public catalogue snapshot and
// the company settings), so the fingerprint here equals the one the server renderer puts in the page.
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Product } from '@pataka/domain/api-types';
import type { ShopPreviewInput } from '@pataka/domain/seo';
import { tenants } from '../../db/schema/tenants.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { catalogueStore } from '../catalogue/catalogue-store.ts';
import { findCompanySettings } from '../company/company.queries.ts';
import { fileMediaStorage, productMediaKey } from './media-storage.ts';
import type { StaticMedia } from './static-media.ts';

const TENANT = /^[a-z0-9][a-z0-9-]{0,62}$/;
/** An uploaded picture's size URL: its 1200 px WebP is the sharpest to draw from. */
const UPLOADED = /^\/media\/([A-Za-z0-9_-]{1,64})\/products\/([0-9a-f]{32})-(?:320|640|1200)\.webp$/;

/**
 * The shop's card facts, or null for a shop that does not exist or is switched off. Kept in the public
 * cache, so every company write refreshes them; an unknown shop is not kept (a stream of made-up names
 * must not fill the cache), it costs a query each time, as an unknown X-Tenant-ID does.
 */
export async function shopFacts(app: FastifyInstance, tenantId: string): Promise<ShopPreviewInput | null> {
  if (!TENANT.test(tenantId)) return null;
  try {
    const entry = await app.publicCache.get(tenantId, 'media:shop-card', async () => {
      const [tenant] = await app.db
        .select({ isActive: tenants.isActive })
        .from(tenants)
        .where(eq(tenants.id, tenantId));
      const company = tenant?.isActive ? await findCompanySettings(app.db, tenantId) : null;
      if (!company) throw notFound('Shop not found');
      const facts: ShopPreviewInput = {
        shopName: company.companyName,
        tagline: company.tagline,
        logo: company.logo,
        city: company.address?.city ?? null,
      };
      return facts;
    });
    return JSON.parse(entry.body) as ShopPreviewInput;
  } catch (err) {
    if (err instanceof AppError && err.kind === 'not_found') return null;
    throw err;
  }
}

/** An active product of the shop, as GET /products/:id shows it; null for archived, hidden or unknown. */
export async function productFacts(
  app: FastifyInstance,
  tenantId: string,
  id: string,
): Promise<Product | null> {
  const snapshot = await catalogueStore(app).get(tenantId);
  return snapshot.productById.get(id)?.dto ?? null;
}

/** An upload's address: saved with the product before its sizes exist when their processing runs late. */
export const isUploadedPicture = (url: string | null) => !!url && UPLOADED.test(url);

/**
 * The bytes of a picture the shop shows (product image or logo), to draw on a card: an upload from the
 * storage, shipped art from the storefront's folder. Outside addresses are not fetched: the server does not
 * make requests to wherever a staff-entered URL points.
 */
export async function pictureBytes(
  app: FastifyInstance,
  statics: StaticMedia,
  url: string | null,
): Promise<Buffer | null> {
  if (!url) return null;
  const uploaded = UPLOADED.exec(url);
  if (uploaded) {
    return fileMediaStorage(app.storage).read(productMediaKey(uploaded[1]!, `${uploaded[2]!}-1200.webp`));
  }
  return statics.readUrl(url);
}
