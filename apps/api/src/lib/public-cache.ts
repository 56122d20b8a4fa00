import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { IncomingHttpHeaders } from 'node:http';
import { encodedEntry } from './encoded-body.ts';
import { cacheLookupTally } from './metrics.ts';

export type CacheEntry = { body: string; etag: string; expiresAt: number };
type Entry = CacheEntry;

const MAX_KEYS_PER_TENANT = 1000;
/** All tenants together: a 100-product list is ~60 KB, so this holds thousands of pages. */
const MAX_TOTAL_BYTES = 256 * 1024 * 1024;
const DEFAULT_TTL_MS = 5 * 60_000;

export type PublicCacheOptions = {
  /** After invalidate(tenant) dropped the tenant's entries: tell the other instances (decision 070). */
  onInvalidate?: (tenantId: string) => void;
};

/**
 * Per-tenant cache of serialised public reads (catalogue, content, coupons).
 * PGlite runs one query at a time, so the hot read path must not touch it per
 * request. Writes call invalidate(tenant), which other instances hear through
 * onInvalidate; a TTL bounds time-window content (flash news, coupon validity).
 */
export class PublicCache {
  /** Per tenant, least recently used first. */
  private tenants = new Map<string, Map<string, Entry>>();
  /** Entries that others depend on (the catalogue snapshot's marker): never evicted, only invalidated. */
  private pinned = new Map<string, Map<string, Entry>>();
  private totalBytes = 0;
  private inflight = new Map<string, Promise<Entry>>();
  private generation = new Map<string, number>();

  constructor(private readonly options: PublicCacheOptions = {}) {}

  /**
   * The live entry for key, or undefined: the synchronous half of get(), for the hot path of a cached
   * reply (no promise, no microtask; decision 148). A miss is not counted here: get() follows and does.
   */
  peek(tenantId: string, key: string): Entry | undefined {
    const entries = this.tenants.get(tenantId);
    const hit = entries?.get(key);
    if (!hit || hit.expiresAt <= Date.now()) return undefined;
    // Most recently used goes last, so eviction takes what nobody asked for lately.
    entries!.delete(key);
    entries!.set(key, hit);
    cacheLookupTally.hit++;
    return hit;
  }

  async get(
    tenantId: string,
    key: string,
    load: () => Promise<unknown>,
    ttlMs = DEFAULT_TTL_MS,
    opts: {
      pinned?: boolean;
      /** `load` returns the body itself (HTML, XML), kept as is instead of JSON-serialised. */
      raw?: boolean;
    } = {},
  ): Promise<Entry> {
    const entries = (opts.pinned ? this.pinned : this.tenants).get(tenantId);
    const hit = entries?.get(key);
    if (hit && hit.expiresAt > Date.now()) {
      if (!opts.pinned) {
        // Most recently used goes last, so eviction takes what nobody asked for lately.
        entries!.delete(key);
        entries!.set(key, hit);
      }
      cacheLookupTally.hit++;
      return hit;
    }
    // Joining a load already under way counts as a miss too: the caller waits on the database.
    cacheLookupTally.miss++;
    const flightKey = `${tenantId}\u0000${key}`;
    const pending = this.inflight.get(flightKey);
    if (pending) return pending;
    const gen = this.generation.get(tenantId) ?? 0;
    const promise = (async () => {
      const loaded = await load();
      const body = opts.raw ? String(loaded) : JSON.stringify(loaded);
      const entry = {
        body,
        etag: `W/"${createHash('sha1').update(body).digest('base64url')}"`,
        expiresAt: Date.now() + ttlMs,
      };
      // A write during the load invalidated what we read: serve it once, do not keep it.
      if ((this.generation.get(tenantId) ?? 0) === gen) {
        if (opts.pinned) this.mapOf(this.pinned, tenantId).set(key, entry);
        else this.store(tenantId, key, entry);
      }
      return entry;
    })().finally(() => {
      if (this.inflight.get(flightKey) === promise) this.inflight.delete(flightKey);
    });
    this.inflight.set(flightKey, promise);
    return promise;
  }

  /** After a write to the tenant's public data: drops its entries here and on the other instances. */
  invalidate(tenantId: string): void {
    this.invalidateLocally(tenantId);
    this.options.onInvalidate?.(tenantId);
  }

  /** Drops the tenant's entries in this process only: for a change another instance announced. */
  invalidateLocally(tenantId: string): void {
    for (const entry of this.tenants.get(tenantId)?.values() ?? []) this.totalBytes -= entry.body.length;
    this.tenants.delete(tenantId);
    this.pinned.delete(tenantId);
    // A load already running read the old data: later requests must not join it.
    const prefix = `${tenantId}\u0000`;
    for (const key of this.inflight.keys()) if (key.startsWith(prefix)) this.inflight.delete(key);
    this.generation.set(tenantId, (this.generation.get(tenantId) ?? 0) + 1);
  }

  /** Drops every tenant's entries and loads under way, in this process only (messages may have been missed). */
  clear(): void {
    const loading = [...this.inflight.keys()].map((key) => key.slice(0, key.indexOf('\u0000')));
    for (const id of new Set([...this.tenants.keys(), ...this.pinned.keys(), ...loading]))
      this.invalidateLocally(id);
  }

  private mapOf(maps: Map<string, Map<string, Entry>>, tenantId: string) {
    let entries = maps.get(tenantId);
    if (!entries) maps.set(tenantId, (entries = new Map()));
    return entries;
  }

  private store(tenantId: string, key: string, entry: Entry) {
    const entries = this.mapOf(this.tenants, tenantId);
    const previous = entries.get(key);
    if (previous) {
      this.totalBytes -= previous.body.length;
      entries.delete(key);
    }
    entries.set(key, entry);
    this.totalBytes += entry.body.length;
    while (entries.size > MAX_KEYS_PER_TENANT) this.evictOldest(entries);
    // Over the memory budget: this tenant's least recent first, then other tenants'.
    while (this.totalBytes > MAX_TOTAL_BYTES) {
      const victim = entries.size > 1 ? entries : [...this.tenants.values()].find((m) => m.size > 0);
      if (!victim || !this.evictOldest(victim)) break;
    }
  }

  private evictOldest(entries: Map<string, Entry>): boolean {
    const oldest = entries.keys().next();
    if (oldest.done) return false;
    this.totalBytes -= entries.get(oldest.value)!.body.length;
    entries.delete(oldest.value);
    return true;
  }
}

/**
 * Replies with a cached body: ETag/304, shared-cache headers, varying by tenant, and the body
 * compressed once per entry (not per request) for clients that accept br or gzip.
 * By default browsers revalidate every time (`no-cache` + ETag: a 304 from memory costs next to nothing),
 * because staff edit prices and the UPI id live and a shopper must not see yesterday's for a minute.
 */
export function sendCached(request: FastifyRequest, reply: FastifyReply, cached: Entry, maxAgeSeconds = 0) {
  const { entry, encoding } = encodedEntry(cached, request.headers['accept-encoding']);
  const notModified = request.headers['if-none-match'] === entry.etag;
  // Already compressed: the compress plugin leaves a reply with Content-Encoding alone.
  if (encoding && !notModified) reply.header('content-encoding', encoding);
  reply
    .header('cache-control', maxAgeSeconds > 0 ? `public, max-age=${maxAgeSeconds}` : 'public, no-cache')
    .header('vary', 'X-Tenant-ID, Accept-Encoding')
    .header('etag', entry.etag);
  if (notModified) return reply.status(304).send();
  return reply.type('application/json; charset=utf-8').send(entry.body);
}

/**
 * sendCached's reply for the cached fast path (plugins/cached-fast-path.ts): the same status, headers in
 * the same order, and bytes. The caller has checked cacheCoversEncoding() (encoded-body.ts).
 */
export function cachedReadReply(cached: Entry, headers: IncomingHttpHeaders) {
  const { entry, encoding } = encodedEntry(cached, headers['accept-encoding']);
  const notModified = headers['if-none-match'] === entry.etag;
  const out: string[] = [];
  if (encoding && !notModified) out.push('content-encoding', encoding);
  out.push('cache-control', 'public, no-cache', 'vary', 'X-Tenant-ID, Accept-Encoding', 'etag', entry.etag);
  if (notModified) return { status: 304, headers: out, body: null };
  out.push('content-type', 'application/json; charset=utf-8');
  return { status: 200, headers: out, body: entry.body as unknown as Buffer };
}
