import type { BenchOptions } from '../lib/args.ts';
import type { ApiServer } from '../lib/api-server.ts';
import { errorText } from '../lib/customers.ts';
import {
  generateCatalogue,
  generatedSlug,
  GROWTH_SHAPE,
  isShownProduct,
  otherTenantId,
} from '../lib/generate-catalogue.ts';
import { describeStatuses, measureLoad, type LoadResult, type LoadSettings } from '../lib/load-test.ts';
import { fmt, type SectionResult } from '../lib/report.ts';
import { databaseTargets, withApiServer, type Target } from '../lib/targets.ts';

const shape = GROWTH_SHAPE;
const SMALL = { tenant: otherTenantId(0), products: shape.productsPerOtherTenant };
const LARGE = { tenant: shape.largeTenant, products: shape.largeProducts };

const COLUMNS = [
  'database',
  'shop',
  'products',
  'endpoint',
  'req/s',
  'p50 ms',
  'p99 ms',
  'non-2xx',
  'req/s vs small',
  'p99 vs small',
];

type Shop = typeof SMALL;
type Kind = 'list' | 'slug';
type Measured = { shop: Shop; kind: Kind; endpoint: string; result: LoadResult };

/** Slugs of the shop's shown products, so rotating requests spread over the whole catalogue (and its cache). */
function shownSlugs(count: number): string[] {
  const slugs: string[] = [];
  for (let n = 0; n < count; n++) if (isShownProduct(n)) slugs.push(generatedSlug(n));
  return slugs;
}

async function probe(server: ApiServer, shop: Shop, path: string): Promise<string | null> {
  const res = await fetch(server.url + path, { headers: { 'x-tenant-id': shop.tenant } });
  if (res.ok) return null;
  return `answered ${res.status}: ${errorText((await res.json().catch(() => ({}))) as object)}`;
}

type Outcome = Measured | { shop: Shop; kind: Kind; endpoint: string; unavailable: string };

/** Loads one endpoint of one shop, or says why it could not (probed once first). */
async function measureOne(
  server: ApiServer,
  settings: LoadSettings,
  m: { shop: Shop; kind: Kind; endpoint: string; paths: string[] },
): Promise<Outcome> {
  const { paths, ...what } = m;
  const problem = await probe(server, m.shop, paths[0]!);
  if (problem) return { ...what, unavailable: problem };
  let i = 0;
  const request = {
    url: server.url + paths[0],
    headers: { 'x-tenant-id': m.shop.tenant },
    perRequest: paths.length > 1 ? () => ({ path: paths[i++ % paths.length] }) : undefined,
  };
  return { ...what, result: await measureLoad(request, settings) };
}

async function measureShop(server: ApiServer, shop: Shop, settings: LoadSettings) {
  const slugs = shownSlugs(shop.products);
  return [
    await measureOne(server, settings, {
      shop,
      kind: 'list',
      endpoint: 'GET /products?limit=100',
      paths: ['/api/v1/products?limit=100'],
    }),
    await measureOne(server, settings, {
      shop,
      kind: 'slug',
      endpoint: `GET /products/slug/{${slugs.length} slugs in turn}`,
      paths: slugs.map((slug) => `/api/v1/products/slug/${slug}`),
    }),
  ];
}

async function benchTarget(target: Target, opts: BenchOptions) {
  const settings: LoadSettings = {
    connections: opts.connections,
    durationS: opts.durationS,
    warmupS: opts.warmupS,
  };
  let written = { tenants: 0, products: 0 };
  return withApiServer(
    target,
    {
      name: 'growth',
      prepare: async (db) => {
        written = await generateCatalogue(db, shape);
      },
    },
    async (server, prepareMs) => {
      const small = await measureShop(server, SMALL, settings);
      const large = await measureShop(server, LARGE, settings);
      const rows = [...small, ...large].map((m) => {
        const base = [target.label, m.shop.tenant, String(m.shop.products), m.endpoint];
        if ('unavailable' in m) return [...base, `not available: ${m.unavailable}`, '', '', '', '', ''];
        const ref = small.find((s) => s.kind === m.kind);
        const refResult = ref && 'result' in ref ? ref.result : null;
        const r = m.result;
        return [
          ...base,
          fmt(r.rps, 0),
          fmt(r.p50, 1),
          fmt(r.p99, 1),
          r.non2xx ? `${r.non2xx} (${describeStatuses(r)})` : '0',
          m.shop === LARGE && refResult ? `${fmt(r.rps / refResult.rps, 2)}×` : '',
          m.shop === LARGE && refResult ? `${fmt(r.p99 / refResult.p99, 2)}×` : '',
        ];
      });
      const seconds = (prepareMs ?? 0) / 1000;
      const note = `${target.label}: generated ${written.tenants} shops and ${written.products} products in ${fmt(seconds, 1)} s (${fmt(written.products / seconds, 0)} products/s, one transaction, batches of 500), then started the server on it in ${fmt(server.startMs / 1000, 1)} s.`;
      return { rows, note };
    },
  );
}

export async function runGrowthSection(opts: BenchOptions): Promise<Omit<SectionResult, 'seconds'>> {
  const rows: string[][] = [];
  const notes: string[] = [];
  for (const target of databaseTargets(opts.databaseUrl)) {
    try {
      const out = await benchTarget(target, opts);
      rows.push(...out.rows);
      notes.push(out.note);
    } catch (err) {
      rows.push([target.label, '', '', '(all)', `not available: ${(err as Error).message.split('\n')[0]}`]);
    }
  }
  notes.push(
    `Catalogue: shop "${LARGE.tenant}" with ${LARGE.products} products beside ${shape.otherTenants} shops of ${shape.productsPerOtherTenant} products each (every 50th product inactive, every 20th out of stock); "small" is ${SMALL.tenant}, one of those ${shape.productsPerOtherTenant}-product shops on the same server.`,
    `The slug rows request a different product each time, in turn over every shown product: with 10,000 products that is more than the per-tenant public cache holds (1,000 keys), so they show the cost of cache misses.`,
    `${opts.connections} connections, ${opts.warmupS} s warm-up then ${opts.durationS} s measured per row.`,
  );
  if (!opts.databaseUrl) notes.push('PostgreSQL: not measured (DATABASE_URL not set).');
  return {
    id: 'growth',
    title: 'Catalogue growth',
    tables: [{ title: 'Small shop vs 10,000-product shop', columns: COLUMNS, rows }],
    budgets: [],
    notes,
  };
}
