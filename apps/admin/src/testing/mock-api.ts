// A fake API for the console's component tests: answers fetch() from a table of handlers keyed
// "METHOD /path" with ":param" segments, in the server envelope (the /api/v1 prefix is implied).
import { vi } from 'vitest';

export type MockRequest = { method: string; path: string; query: URLSearchParams; body: unknown };
/** Return a value (wrapped as {success:true,data}), a `MockResponse`, or throw to simulate a network error. */
export type MockHandler = (req: MockRequest) => unknown | Promise<unknown>;

export class MockResponse {
  constructor(
    readonly status: number,
    readonly json: unknown,
  ) {}
}

export const ok = (data: unknown, extra: Record<string, unknown> = {}) =>
  new MockResponse(200, { success: true, data, ...extra });
export const fail = (status: number, message: string, code = 'ERROR') =>
  new MockResponse(status, { success: false, error: { code, message } });
/** A paged list in the server's envelope. */
export const paged = (rows: unknown[], page = 1, limit = 20) =>
  ok(rows, { total: rows.length, page, limit, totalPages: Math.max(1, Math.ceil(rows.length / limit)) });

/** Installs fetch for `handlers`; returns the spy, whose calls tell what the screen asked for. */
export function mockFetch(handlers: Record<string, MockHandler>) {
  const table = Object.entries(handlers).map(([key, handler]) => {
    const [method, pattern] = key.split(' ') as [string, string];
    const regex = new RegExp(`^${pattern.replace(/:[^/]+/g, '[^/]+')}$`);
    return { method, regex, handler };
  });
  const spy = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = (init?.method ?? 'GET').toUpperCase();
    const path = url.pathname.replace(/^\/api\/v1/, '');
    const entry = table.find((t) => t.method === method && t.regex.test(path));
    if (!entry)
      return new Response(
        JSON.stringify({
          success: false,
          error: { code: 'NOT_FOUND', message: `No mock for ${method} ${path}` },
        }),
        { status: 404 },
      );
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    const result = await entry.handler({ method, path, query: url.searchParams, body });
    const response = result instanceof MockResponse ? result : ok(result);
    return new Response(JSON.stringify(response.json), {
      status: response.status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', spy);
  return spy;
}
