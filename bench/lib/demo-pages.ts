// Real pages of the seeded demo shop: a product and a category that exist, found through the public API.
const TENANT_HEADERS = { 'x-tenant-id': 'demo' };

type Listed = { id?: string; slug?: string; inStock?: boolean };

async function first(baseUrl: string, apiPath: string): Promise<Listed | string> {
  const res = await fetch(`${baseUrl}/api/v1${apiPath}`, { headers: TENANT_HEADERS });
  if (!res.ok) return `GET ${apiPath} answered ${res.status}`;
  const item = ((await res.json()) as { data?: Listed[] }).data?.[0];
  return item?.slug ? item : `GET ${apiPath} listed nothing`;
}

export type DemoPages = {
  product: { id: string; slug: string; inStock: boolean } | null;
  categorySlug: string | null;
  /** Why a page is missing, for the report. */
  problems: string[];
};

export async function findDemoPages(baseUrl: string): Promise<DemoPages> {
  const [product, category] = await Promise.all([
    first(baseUrl, '/products?limit=1'),
    first(baseUrl, '/categories'),
  ]);
  const problems = [product, category].filter((p): p is string => typeof p === 'string');
  return {
    product:
      typeof product === 'string'
        ? null
        : { id: product.id ?? '', slug: product.slug!, inStock: product.inStock !== false },
    categorySlug: typeof category === 'string' ? null : category.slug!,
    problems,
  };
}
