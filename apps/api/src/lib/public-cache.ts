import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { encodedEntry } from './encoded-body.ts';

export type CacheEntry = { body: string; etag: string; expiresAt: number };
type Entry = CacheEntry;

const MAX_KEYS_PER_TENANT = 1000;
const DEFAULT_TTL_MS = 5 * 60_000;

/**
 * Per-tenant cache of serialised public reads (catalogue, content, coupons).
 * PGlite runs one query at a time, so the hot read path must not touch it per
 * request. Writes call invalidate(tenant); a TTL bounds time-window content
 * (flash news, coupon validity) and any write made by another instance.
 */
export class PublicCache {
  private tenants = new Map<string, Map<string, Entry>>();
  private inflight = new Map<string, Promise<Entry>>();
  private generation = new Map<string, number>();

  async get(
    tenantId: string,
    key: string,
    load: () => Promise<unknown>,
    ttlMs = DEFAULT_TTL_MS,
  ): Promise<Entry> {
    const entries = this.tenants.get(tenantId);
    const hit = entries?.get(key);
    if (hit && hit.expiresAt > Date.now()) return hit;
    const flightKey = `${tenantId}\u0000${key}`;
    const pending = this.inflight.get(flightKey);
    if (pending) return pending;
    const gen = this.generation.get(tenantId) ?? 0;
    const promise = (async () => {
      const body = JSON.stringify(await load());
      const entry = {
        body,
        etag: `W/"${createHash('sha1').update(body).digest('base64url')}"`,
        expiresAt: Date.now() + ttlMs,
      };
      // A write during the load invalidated what we read: serve it once, do not keep it.
      if ((this.generation.get(tenantId) ?? 0) === gen) this.store(tenantId, key, entry);
      return entry;
    })().finally(() => {
      if (this.inflight.get(flightKey) === promise) this.inflight.delete(flightKey);
    });
    this.inflight.set(flightKey, promise);
    return promise;
  }

  invalidate(tenantId: string): void {
    this.tenants.delete(tenantId);
    // A load already running read the old data: later requests must not join it.
    const prefix = `${tenantId}\u0000`;
    for (const key of this.inflight.keys()) if (key.startsWith(prefix)) this.inflight.delete(key);
    this.generation.set(tenantId, (this.generation.get(tenantId) ?? 0) + 1);
  }

  clear(): void {
    for (const id of this.tenants.keys()) this.invalidate(id);
  }

  private store(tenantId: string, key: string, entry: Entry) {
    let entries = this.tenants.get(tenantId);
    if (!entries) this.tenants.set(tenantId, (entries = new Map()));
    if (entries.size >= MAX_KEYS_PER_TENANT) {
      const oldest = entries.keys().next().value;
      if (oldest !== undefined) entries.delete(oldest);
    }
    entries.set(key, entry);
  }
}

/**
 * Replies with a cached body: ETag/304, shared-cache headers, varying by tenant, and the body
 * compressed once per entry (not per request) for clients that accept br or gzip.
 */
export function sendCached(request: FastifyRequest, reply: FastifyReply, cached: Entry, maxAgeSeconds = 60) {
  const { entry, encoding } = encodedEntry(cached, request.headers['accept-encoding']);
  const notModified = request.headers['if-none-match'] === entry.etag;
  // Already compressed: the compress plugin leaves a reply with Content-Encoding alone.
  if (encoding && !notModified) reply.header('content-encoding', encoding);
  reply
    .header('cache-control', `public, max-age=${maxAgeSeconds}`)
    .header('vary', 'X-Tenant-ID, Accept-Encoding')
    .header('etag', entry.etag);
  if (notModified) return reply.status(304).send();
  return reply.type('application/json; charset=utf-8').send(entry.body);
}
