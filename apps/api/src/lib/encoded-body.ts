// Cached bodies as ready-to-send bytes, compressed once per entry rather than once per request.
import zlib from 'node:zlib';
import type { CacheEntry } from './public-cache.ts';

export type Encoding = 'br' | 'gzip';

/** Below this a compressed body saves less than its headers cost (the compress plugin's threshold too). */
const MIN_COMPRESS_BYTES = 1024;

const compressors: Record<Encoding, (body: Buffer) => Buffer> = {
  // Quality 6 is as small as 9 on these lists for a fraction of the time; it runs once per entry.
  br: (body) =>
    zlib.brotliCompressSync(body, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: 6,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
  gzip: (body) => zlib.gzipSync(body, { level: 6 }),
};

/**
 * Accept-Encoding values already read: browsers send a handful of distinct ones, so each is parsed once
 * rather than on every cached reply (decision 148). Bounded: a client sending made-up values only
 * empties it.
 */
const parsed = new Map<string, Encoding | null>();

/** The client's preferred encoding we can serve: br, then gzip; none for identity or q=0. */
export function preferredEncoding(header: string | string[] | undefined): Encoding | null {
  const value = Array.isArray(header) ? header.join(',') : header;
  if (!value) return null;
  let known = parsed.get(value);
  if (known === undefined) {
    known = parseEncoding(value);
    if (parsed.size >= 64) parsed.clear();
    parsed.set(value, known);
  }
  return known;
}

/**
 * Whether the cached variants are all a client can be sent: it names no encoding, or accepts br or gzip.
 * Otherwise (deflate only, identity…) the compress plugin may still negotiate on the Fastify path, so the
 * cached fast path leaves such a request to it (plugins/cached-fast-path.ts).
 */
export function cacheCoversEncoding(header: string | string[] | undefined): boolean {
  return header === undefined || preferredEncoding(header) !== null;
}

function parseEncoding(value: string): Encoding | null {
  const accepted = new Set<string>();
  for (const part of value.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const refused = params.some((p) => /^\s*q\s*=\s*0(\.0*)?\s*$/.test(p));
    if (name && !refused) accepted.add(name.trim());
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip';
  return null;
}

type Variants = { identity: CacheEntry } & Partial<Record<Encoding, CacheEntry>>;
const variants = new WeakMap<CacheEntry, Variants>();

/**
 * The entry to send for a client: its body as bytes (sending the string would re-encode a ~60 KB
 * product list on every request), compressed when the client accepts it and it is worth it.
 * The body is typed as the cache's string but is a Buffer: Fastify sends either unchanged.
 */
export function encodedEntry(entry: CacheEntry, acceptEncoding: string | string[] | undefined) {
  let known = variants.get(entry);
  if (!known) {
    known = { identity: { ...entry, body: Buffer.from(entry.body) as unknown as string } };
    variants.set(entry, known);
  }
  const bytes = known.identity.body as unknown as Buffer;
  const encoding = bytes.length >= MIN_COMPRESS_BYTES ? preferredEncoding(acceptEncoding) : null;
  if (!encoding) return { entry: known.identity, encoding: null };
  known[encoding] ??= { ...entry, body: compressors[encoding](bytes) as unknown as string };
  return { entry: known[encoding], encoding };
}
