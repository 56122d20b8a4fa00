// Where does an endpoint's time go? Starts the real server with `--cpu-prof`, loads one endpoint like
// `npm run bench` does, and prints the server's self time by function and by package over the measured
// window only (start-up, migrations and warm-up left out).
//   node --import tsx bench/profile-endpoint.ts <products|slug|order|growth-slugs|page-br|products-br> [--seconds 10] [--connections 50]
// growth-slugs: the 10,000-product shop of the growth section, a different product slug per request.
// page-br, products-br: the cached path as a phone asks for it (Accept-Encoding: br, gzip), under wrk, on
// the server as it ships (production mode, the built storefront, LOG_LEVEL info): bench section "cached".
// With DATABASE_URL set it runs on PostgreSQL (a throw-away database), else on PGlite.
import fs from 'node:fs';
import path from 'node:path';
import { capture } from './lib/baseline.ts';
import { summariseProfile, type CpuProfile, type HotSpot } from './lib/cpu-profile.ts';
import { generateCatalogue, generatedSlug, GROWTH_SHAPE, isShownProduct } from './lib/generate-catalogue.ts';
import { findDemoPages } from './lib/demo-pages.ts';
import { describeStatuses, measureLoad, type LoadRequest, type LoadSettings } from './lib/load-test.ts';
import { copyBuild, PRODUCTION_ENV } from './lib/storefront-build.ts';
import type { ListedProduct } from './lib/order-body.ts';
import { prepareOrderLoad } from './lib/order-load.ts';
import { fmt, formatTextTable } from './lib/report.ts';
import { databaseTargets, withApiServer } from './lib/targets.ts';

const ENDPOINTS = ['products', 'slug', 'order', 'growth-slugs', 'page-br', 'products-br'] as const;
type Endpoint = (typeof ENDPOINTS)[number];

const [endpoint, ...rest] = process.argv.slice(2) as [Endpoint, ...string[]];
const flag = (name: string, fallback: number) => {
  const i = rest.indexOf(name);
  return i >= 0 ? Number(rest[i + 1]) : fallback;
};
if (!ENDPOINTS.includes(endpoint)) {
  console.error(`usage: profile-endpoint.ts <${ENDPOINTS.join('|')}> [--seconds 10] [--connections 50]`);
  process.exit(2);
}
const settings = { connections: flag('--connections', 50), durationS: flag('--seconds', 10), warmupS: 2 };
const target = databaseTargets(process.env.DATABASE_URL).at(-1)!;
const dir = path.resolve(import.meta.dirname, '.out/profiles', `${endpoint}-${target.kind}-${Date.now()}`);
fs.mkdirSync(dir, { recursive: true });
const headers = { 'x-tenant-id': 'demo' };
const phone = endpoint.endsWith('-br');
const build = phone ? copyBuild() : null;
const settings2: LoadSettings = { ...settings, tool: phone ? 'wrk' : 'autocannon' };
const nowUs = () => Number(process.hrtime.bigint() / 1000n);

const measured = await withApiServer(
  target,
  {
    name: 'profile',
    nodeArgs: ['--cpu-prof', `--cpu-prof-dir=${dir}`],
    env: build ? { ...PRODUCTION_ENV, ...build.env, LOG_LEVEL: process.env.LOG_LEVEL ?? 'info' } : undefined,
    prepare: endpoint === 'growth-slugs' ? async (db) => void (await generateCatalogue(db)) : undefined,
  },
  async (server) => {
    if (endpoint === 'growth-slugs') return measure(growthSlugsRequest(server.url));
    if (phone) {
      const accept = { 'accept-encoding': 'br, gzip' };
      if (endpoint === 'products-br')
        return measure({
          url: `${server.url}/api/v1/products?limit=100`,
          headers: { ...headers, ...accept },
        });
      const demo = await findDemoPages(server.url);
      if (!demo.product) throw new Error(demo.problems.join('; '));
      return measure({ url: `${server.url}/product/${demo.product.slug}`, headers: accept });
    }
    const list = await capture(server.url, { method: 'GET', path: '/api/v1/products?limit=100', headers });
    const listed = (list.json as { data: ListedProduct[] }).data;
    let request: LoadRequest;
    if (endpoint === 'order') {
      const load = await prepareOrderLoad(server, 'demo', listed);
      if ('unavailable' in load) throw new Error(load.unavailable);
      const { path: p, ...r } = load.request;
      request = { ...r, url: server.url + p };
    } else {
      const p =
        endpoint === 'products' ? '/api/v1/products?limit=100' : `/api/v1/products/slug/${listed[0]!.slug}`;
      request = { url: server.url + p, headers };
    }
    return measure(request);
  },
);

function growthSlugsRequest(baseUrl: string): LoadRequest {
  const slugs: string[] = [];
  for (let n = 0; n < GROWTH_SHAPE.largeProducts; n++) if (isShownProduct(n)) slugs.push(generatedSlug(n));
  let i = 0;
  return {
    url: `${baseUrl}/api/v1/products/slug/${slugs[0]}`,
    headers: { 'x-tenant-id': GROWTH_SHAPE.largeTenant },
    perRequest: () => ({ path: `/api/v1/products/slug/${slugs[i++ % slugs.length]}` }),
  };
}

/** Warm-up, then the measured run, remembering when it ran so the profile can be cut to it. */
async function measure(request: LoadRequest) {
  await measureLoad(request, { ...settings2, durationS: settings.warmupS, warmupS: 0 });
  const fromUs = nowUs();
  const result = await measureLoad(request, { ...settings2, warmupS: 0 });
  return { result, fromUs, toUs: nowUs() };
}

build?.remove();
const files = fs.readdirSync(dir).filter((f) => f.endsWith('.cpuprofile'));
const main = files.map((f) => path.join(dir, f)).sort((a, b) => fs.statSync(b).size - fs.statSync(a).size)[0];
if (!main) throw new Error(`no .cpuprofile written to ${dir}`);
const summary = summariseProfile(JSON.parse(fs.readFileSync(main, 'utf8')) as CpuProfile, measured);
const r = measured.result;
const wallMs = (measured.toUs - measured.fromUs) / 1000;
console.log(
  `${endpoint} on ${target.label}: ${fmt(r.rps, 0)} req/s, p50 ${r.p50} ms, p99 ${r.p99} ms, ${describeStatuses(r)}`,
);
console.log(
  `server CPU busy ${fmt(summary.busyMs, 0)} ms of ${fmt(wallMs, 0)} ms (${fmt((summary.busyMs / wallMs) * 100, 0)} %), ${fmt((summary.busyMs * 1000) / Math.max(1, r.requests), 0)} µs per request\n`,
);
const table = (title: string, spots: HotSpot[], n: number) =>
  formatTextTable({
    title,
    columns: ['self ms', 'share', 'where'],
    rows: spots.slice(0, n).map((s) => [fmt(s.ms, 0), `${fmt(s.share * 100, 1)} %`, s.name]),
  });
console.log(table('By package / area', summary.areas, 15));
console.log('\n' + table('By function', summary.functions, 25));
console.log(`\nprofile: ${path.relative(process.cwd(), main)} (open in Chrome DevTools › Performance)`);
process.exit(0);
