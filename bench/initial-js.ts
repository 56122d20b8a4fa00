import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

export const INITIAL_JS_BUDGET_BYTES = 90 * 1024;
/** The staff console (DESIGN.md "Budgets"): real React, 250 KB gzipped. */
export const ADMIN_INITIAL_JS_BUDGET_BYTES = 250 * 1024;

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
    // The console is built under the /admin/ base: its URLs name files relative to its own dist.
    const buf = fs.readFileSync(path.join(distDir, src.replace(/^\/(admin\/)?/, '')));
    return { file: src, rawBytes: buf.length, gzipBytes: gzipSync(buf, { level: 9 }).length };
  });
  return {
    files,
    rawBytes: files.reduce((a, f) => a + f.rawBytes, 0),
    gzipBytes: files.reduce((a, f) => a + f.gzipBytes, 0),
  };
}
