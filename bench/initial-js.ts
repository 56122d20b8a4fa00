import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

export const INITIAL_JS_BUDGET_BYTES = 90 * 1024;

/**
 * Initial JavaScript = the entry script of index.html plus every chunk it modulepreloads:
 * what a phone downloads before the first page can render. Sizes are gzip level 9.
 */
export function measureInitialJs(distDir: string) {
  const html = fs.readFileSync(path.join(distDir, 'index.html'), 'utf8');
  const srcs = new Set<string>();
  for (const m of html.matchAll(/<script[^>]+type="module"[^>]+src="([^"]+)"/g)) srcs.add(m[1]!);
  for (const m of html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g)) srcs.add(m[1]!);
  const files = [...srcs].map((src) => {
    const buf = fs.readFileSync(path.join(distDir, src.replace(/^\//, '')));
    return { file: src, rawBytes: buf.length, gzipBytes: gzipSync(buf, { level: 9 }).length };
  });
  return {
    files,
    rawBytes: files.reduce((a, f) => a + f.rawBytes, 0),
    gzipBytes: files.reduce((a, f) => a + f.gzipBytes, 0),
  };
}
