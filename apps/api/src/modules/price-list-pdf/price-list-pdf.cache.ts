// One price-list PDF per catalogue version. The public catalogue snapshot is replaced whenever the
// tenant's public data changes (every catalogue or company write invalidates it, on every instance), so
// the PDF is keyed on that snapshot: concurrent requests share one build, the first request after a
// price change builds the new one. When the snapshot is only rebuilt by its TTL and nothing printed has
// changed, the last PDF is kept (same fingerprint, same ETag).
import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { priceListFileName } from '@pataka/domain/price-list-pdf';
import type { PublicCache } from '../../lib/public-cache.ts';
import { catalogueStore } from '../catalogue/catalogue-store.ts';
import type { CatalogueSnapshot } from '../catalogue/catalogue-snapshot.ts';
import { priceListGroups } from './price-list.data.ts';
import { renderPriceList } from './price-list.pdf.ts';
import { loadShopHeader } from './shop-header.ts';

export type BuiltPdf = { pdf: Buffer; etag: string; fileName: string };

const today = new Intl.DateTimeFormat('en-IN', {
  day: '2-digit',
  month: 'short',
  year: 'numeric',
  timeZone: 'Asia/Kolkata',
});

class PriceListPdfs {
  private bySnapshot = new WeakMap<CatalogueSnapshot, Promise<BuiltPdf>>();
  private last = new Map<string, BuiltPdf>();
  /** PDFs rendered by this process (a log figure, and how tests see that concurrent requests share one). */
  renders = 0;

  constructor(private readonly app: FastifyInstance) {}

  async get(tenantId: string): Promise<BuiltPdf> {
    const snapshot = await catalogueStore(this.app).get(tenantId);
    let pending = this.bySnapshot.get(snapshot);
    if (!pending) {
      pending = this.build(tenantId, snapshot);
      this.bySnapshot.set(snapshot, pending);
      // A failed build is not kept: the next request tries again.
      pending.catch(() => this.bySnapshot.delete(snapshot));
    }
    return pending;
  }

  private async build(tenantId: string, snapshot: CatalogueSnapshot): Promise<BuiltPdf> {
    const shop = await loadShopHeader(this.app, tenantId);
    const data = { shop, date: today.format(new Date()), groups: priceListGroups(snapshot) };
    const hash = createHash('sha1')
      .update(JSON.stringify({ ...data, shop: { ...shop, logo: null } }))
      .update(shop.logo ?? '')
      .digest('base64url');
    const etag = `W/"pl-${hash}"`;
    const previous = this.last.get(tenantId);
    if (previous?.etag === etag) return previous;
    this.renders += 1;
    const built = { pdf: await renderPriceList(data), etag, fileName: priceListFileName(shop.name) };
    this.last.set(tenantId, built);
    return built;
  }
}

/** Per app (keyed by its public cache, as the catalogue store is), so each test app has its own. */
const caches = new WeakMap<PublicCache, PriceListPdfs>();

export function priceListPdfs(app: FastifyInstance): PriceListPdfs {
  let cache = caches.get(app.publicCache);
  if (!cache) caches.set(app.publicCache, (cache = new PriceListPdfs(app)));
  return cache;
}
