import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/** The storefront (DESIGN.md "Budgets"): real React, server-rendered, 120 KB gzipped on /. */
export const INITIAL_JS_BUDGET_BYTES = 120 * 1024;
/** The staff console (DESIGN.md "Budgets"): real React, 250 KB gzipped. */
export const ADMIN_INITIAL_JS_BUDGET_BYTES = 250 * 1024;
/** The storefront's home page module: its chunks load before / is interactive (SSR modulepreloads them). */
export const HOME_ROUTE_MODULE = 'src/app/routes/home.tsx';

export type JsFile = { file: string; rawBytes: number; gzipBytes: number };
export type InitialJs = { files: JsFile[]; rawBytes: number; gzipBytes: number };

/**
 * The URLs an HTML page loads as JavaScript before it is interactive: its scripts (module ones, and
 * classic ones such as the legal-notice gate, which even blocks rendering), its modulepreloads, and what
 * the server-rendered page's start-up script loads once it has painted (each of its `import("…")` and the chunks
 * its <meta name="pataka-page-chunks"> names; apps/api plugins/inline-assets.ts).
 */
export function initialScriptUrls(html: string): string[] {
  const urls = new Set<string>();
  for (const script of html.matchAll(/<script>([^<]*)<\/script>/g))
    for (const m of script[1]!.matchAll(/import\("([^"]+)"\)/g)) urls.add(m[1]!);
  const chunks = /<meta name="pataka-page-chunks" content="([^"]*)"/.exec(html)?.[1];
  for (const url of chunks?.split(' ') ?? []) if (url) urls.add(url);
  for (const tag of html.matchAll(/<(script|link)\b[^>]*>/gi)) {
    const attrs = tag[0];
    const attr = (name: string) => attrs.match(new RegExp(`\\s${name}=["']([^"']+)["']`, 'i'))?.[1];
    const type = (attr('type') ?? 'text/javascript').toLowerCase();
    const isJs = ['module', 'text/javascript', 'application/javascript'].includes(type);
    if (tag[1]!.toLowerCase() === 'script' && isJs && attr('src')) urls.add(attr('src')!);
    if (tag[1]!.toLowerCase() === 'link' && attr('rel') === 'modulepreload' && attr('href'))
      urls.add(attr('href')!);
  }
  return [...urls];
}

export function sizeOf(file: string, buf: Buffer): JsFile {
  return { file, rawBytes: buf.length, gzipBytes: gzipSync(buf, { level: 9 }).length };
}

export function totals(files: JsFile[]): InitialJs {
  return {
    files,
    rawBytes: files.reduce((a, f) => a + f.rawBytes, 0),
    gzipBytes: files.reduce((a, f) => a + f.gzipBytes, 0),
  };
}

/** Vite's build manifest (build.manifest): one entry per input or dynamic import, keyed by source path. */
export type ViteManifest = Record<
  string,
  { file: string; src?: string; isEntry?: boolean; isDynamicEntry?: boolean; imports?: string[] }
>;

export function readManifest(distDir: string): ViteManifest | null {
  const file = path.join(distDir, '.vite', 'manifest.json');
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as ViteManifest) : null;
}

/**
 * The output files of the given manifest keys and everything they import statically (not their
 * dynamic imports: those load later). Throws when a key is missing, so a renamed module is noticed
 * instead of silently leaving its chunks out of the count.
 */
export function manifestChunks(manifest: ViteManifest, keys: string[]): string[] {
  const files = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the build manifest (.vite/manifest.json)`);
    if (chunk.file.endsWith('.js')) files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of keys) visit(key);
  return [...files];
}

/** A URL of the page (`/assets/x.js`, `/admin/assets/x.js`) as a path inside its dist folder. */
function distPath(distDir: string, url: string): string {
  // The console is built under the /admin/ base: its URLs name files relative to its own dist.
  return path.join(distDir, url.replace(/^\/(admin\/)?/, ''));
}

/**
 * Initial JavaScript from a build folder: the entry script of index.html plus every chunk it
 * modulepreloads, and, for a server-rendered app with a manifest, the static import closure of
 * `routeModules` (what the server's HTML adds for that page). Sizes are gzip level 9.
 */
export function measureInitialJs(distDir: string, routeModules: string[] = []): InitialJs {
  const html = fs.readFileSync(path.join(distDir, 'index.html'), 'utf8');
  const urls = initialScriptUrls(html);
  const manifest = routeModules.length ? readManifest(distDir) : null;
  if (manifest) {
    const entries = Object.keys(manifest).filter((k) => manifest[k]!.isEntry);
    const known = new Set(urls.map((u) => path.basename(u)));
    for (const file of manifestChunks(manifest, [...entries, ...routeModules]))
      if (!known.has(path.basename(file))) urls.push(`/${file}`);
  }
  return totals(urls.map((url) => sizeOf(url, fs.readFileSync(distPath(distDir, url)))));
}

/**
 * Initial JavaScript of a page as a running server sends it: the page's HTML is fetched (so whatever
 * the server renderer adds to the template counts), then every script it names, from the same server.
 */
export async function measureServedInitialJs(pageUrl: string): Promise<InitialJs & { html: string }> {
  const res = await fetch(pageUrl);
  if (!res.ok) throw new Error(`GET ${pageUrl} answered ${res.status}`);
  const html = await res.text();
  const files: JsFile[] = [];
  for (const src of initialScriptUrls(html)) {
    const url = new URL(src, pageUrl);
    const js = await fetch(url);
    if (!js.ok) throw new Error(`GET ${url.pathname} (named by ${pageUrl}) answered ${js.status}`);
    files.push(sizeOf(url.pathname, Buffer.from(await js.arrayBuffer())));
  }
  return { ...totals(files), html };
}
