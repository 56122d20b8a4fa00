// One reply exactly as it went over the wire: the (compressed) body bytes and every header, read with
// node:http (fetch would decompress the body and drop what it considers hop-by-hop).
import http from 'node:http';
import type { RawResponse } from './raw-static-server.ts';

/** Headers the replay server's own node:http writes (or that describe this one connection). */
const CONNECTION_HEADERS = new Set([
  'date',
  'connection',
  'keep-alive',
  'transfer-encoding',
  'content-length',
]);

export function captureRaw(
  baseUrl: string,
  path: string,
  headers: Record<string, string>,
): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = http.get(baseUrl + path, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('error', reject);
      res.on('end', () => {
        const kept: Array<[string, string]> = [];
        // rawHeaders keeps repeated headers (set-cookie) as separate pairs.
        for (let i = 0; i < res.rawHeaders.length; i += 2) {
          const name = res.rawHeaders[i]!;
          if (!CONNECTION_HEADERS.has(name.toLowerCase())) kept.push([name, res.rawHeaders[i + 1]!]);
        }
        resolve({
          path,
          status: res.statusCode ?? 0,
          headers: kept,
          bodyBase64: Buffer.concat(chunks).toString('base64'),
        });
      });
    });
    req.on('error', reject);
  });
}
