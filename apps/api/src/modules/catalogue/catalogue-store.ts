// Where each tenant's catalogue snapshot lives, and how it follows the public cache.
import type { FastifyInstance } from 'fastify';
import type { PublicCache } from '../../lib/public-cache.ts';
import type { Db } from '../../db/types.ts';
import { buildSnapshot, type CatalogueSnapshot } from './catalogue-snapshot.ts';
import { loadActiveProducts, loadBrands, loadCategories } from './catalogue.queries.ts';

/**
 * The snapshot is valid exactly as long as a marker entry in the tenant's public cache: building the
 * snapshot is that entry's loader. So every `publicCache.invalidate(tenant)` (from any feature's write)
 * also retires the snapshot, the cache TTL bounds how stale it can get behind another instance's
 * writes, and concurrent misses share one build.
 */
const MARKER_KEY = 'catalogue:snapshot';

export class CatalogueStore {
  private snapshots = new Map<string, CatalogueSnapshot>();

  constructor(
    private readonly cache: PublicCache,
    private readonly db: Db,
  ) {}

  async get(tenantId: string): Promise<CatalogueSnapshot> {
    // Pinned: were the marker evicted by the many pages cached after it, every request would rebuild.
    await this.cache.get(
      tenantId,
      MARKER_KEY,
      async () => {
        const [products, categories, brands] = await Promise.all([
          loadActiveProducts(this.db, tenantId),
          loadCategories(this.db, tenantId),
          loadBrands(this.db, tenantId),
        ]);
        this.snapshots.set(tenantId, buildSnapshot({ products, categories, brands }));
        return { builtAt: Date.now(), products: products.length };
      },
      undefined,
      { pinned: true },
    );
    const snapshot = this.snapshots.get(tenantId);
    if (!snapshot) throw new Error(`catalogue snapshot for ${tenantId} missing after build`);
    return snapshot;
  }
}

const stores = new WeakMap<PublicCache, CatalogueStore>();

/** The app's store (one per public cache, so each test app gets its own). */
export function catalogueStore(app: FastifyInstance): CatalogueStore {
  let store = stores.get(app.publicCache);
  if (!store) stores.set(app.publicCache, (store = new CatalogueStore(app.publicCache, app.db)));
  return store;
}

/**
 * Call after any write to a tenant's products, categories, brands, company settings, pickup
 * locations or flash news: drops every cached public read of the tenant, the snapshot included.
 */
export function invalidateCatalogue(app: FastifyInstance, tenantId: string): void {
  app.publicCache.invalidate(tenantId);
}
