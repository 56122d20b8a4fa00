import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { encodedEntry, preferredEncoding } from './encoded-body.ts';

describe('preferredEncoding', () => {
  it.each([
    [undefined, null],
    ['', null],
    ['identity', null],
    ['gzip, deflate', 'gzip'],
    ['gzip, deflate, br', 'br'],
    ['br;q=0, gzip', 'gzip'],
    ['BR;q=0.0, gzip;q=0', null],
    ['br;q=0.5', 'br'],
    ['*', 'gzip'],
    [['gzip', 'br'], 'br'],
  ])('%j → %s', (header, expected) => {
    expect(preferredEncoding(header as string | string[] | undefined)).toBe(expected);
  });
});

describe('encodedEntry', () => {
  const big = { body: JSON.stringify({ data: 'ä'.repeat(3000) }), etag: 'W/"x"', expiresAt: 0 };

  it('sends bytes, compressing once per entry and encoding', () => {
    const plain = encodedEntry(big, undefined);
    expect(plain.encoding).toBeNull();
    expect(Buffer.isBuffer(plain.entry.body)).toBe(true);
    expect((plain.entry.body as unknown as Buffer).toString()).toBe(big.body);

    const br = encodedEntry(big, 'br');
    expect(br.encoding).toBe('br');
    expect(zlib.brotliDecompressSync(br.entry.body as unknown as Buffer).toString()).toBe(big.body);
    expect(encodedEntry(big, 'br').entry).toBe(br.entry);
    expect(br.entry.etag).toBe(big.etag);

    const gzip = encodedEntry(big, 'gzip');
    expect(zlib.gunzipSync(gzip.entry.body as unknown as Buffer).toString()).toBe(big.body);
  });

  it('leaves small bodies uncompressed', () => {
    expect(
      encodedEntry({ body: '{"success":true,"data":[]}', etag: 'W/"y"', expiresAt: 0 }, 'br').encoding,
    ).toBeNull();
  });
});
