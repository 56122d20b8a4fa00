// The cached fast path (plugins/cached-fast-path.ts, decision 148): a cached page or catalogue read answered
// before Fastify's router must be the very reply Fastify gives. Over real HTTP (app.inject never reaches the
// server's 'request' event), each reply is fetched once with the fast path off (Fastify answers) and once
// on, and the two are compared: status, body bytes, every header in order (Date aside), the access-log line.
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { httpRequestDuration } from '../../src/lib/metrics.ts';
import { adminToken } from '../helpers/auth.ts';
import { twoShopDomainsConfig } from '../helpers/test-app.ts';
import { openTestDatabase } from '../helpers/test-db.ts';

// A stand-in for the storefront's renderer that reads the catalogue as the real one does, so a product
// edit changes the page; long enough to be compressed.
const RENDERER = `
export function createRenderer({ template }) {
  return {
    async render(req) {
      const res = await req.fetchApi('/api/v1/products?limit=5', { headers: { 'x-tenant-id': req.tenantId } });
      const body = await res.json();
      const names = body.data.map((p) => p.name).join(', ');
      const html = template.replace(
        '<div id="root"></div>',
        '<div id="root"><h1>' + req.tenantId + '</h1><p>' + names + '</p><p>' + 'filler '.repeat(300) + '</p></div>',
      );
      return { status: req.url.startsWith('/missing') ? 404 : 200, html, kind: 'page' };
    },
  };
}
`;

type Reply = { status: number; headers: [string, string][]; body: Buffer };

let app: Awaited<ReturnType<typeof buildApp>>;
let dist: string;
let base: string;
const logLines: Record<string, unknown>[] = [];

beforeAll(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'pataka-fast-path-'));
  fs.writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html><html lang="en-IN"><head><title>Shop</title><meta name="pataka-tenant" content="demo" /></head><body><div id="root"></div></body></html>',
  );
  fs.writeFileSync(path.join(dist, 'entry-server.mjs'), RENDERER);
  const stream = new Writable({
    write(chunk, _enc, done) {
      for (const line of String(chunk).split('\n')) if (line) logLines.push(JSON.parse(line));
      done();
    },
  });
  app = await buildApp({
    config: twoShopDomainsConfig(dist, { trustProxy: true, metricsToken: 'fast-path-test' }),
    database: await openTestDatabase(),
    ownsDatabase: true,
    logger: { level: 'info', stream },
    serveWeb: true,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});
afterAll(async () => {
  await app?.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

/** One request on its own connection, every header as sent. */
function request(method: string, url: string, headers: Record<string, string>): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const req = http.request(`${base}${url}`, { method, headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const pairs: [string, string][] = [];
        for (let i = 0; i < res.rawHeaders.length; i += 2)
          pairs.push([res.rawHeaders[i]!.toLowerCase(), res.rawHeaders[i + 1]!]);
        resolve({ status: res.statusCode!, headers: pairs, body: Buffer.concat(chunks) });
      });
    });
    req.on('error', reject);
    req.end();
  });
}

const header = (r: Reply, name: string) => r.headers.find(([k]) => k === name)?.[1];
/** Headers as compared: all of them, in order; the Date is the clock's. */
const comparable = (r: Reply) => r.headers.filter(([k]) => k !== 'date');

/** The reply with the fast path off (Fastify's), then on; and whether the fast path answered the second. */
async function bothWays(method: string, url: string, headers: Record<string, string>) {
  app.cachedFastPath.enabled = false;
  const fastify = await request(method, url, headers);
  app.cachedFastPath.enabled = true;
  const before = app.cachedFastPath.served;
  const fast = await request(method, url, headers);
  return { fastify, fast, servedFast: app.cachedFastPath.served === before + 1 };
}

/** Compares two replies as the fast path promises: byte for byte and header for header. */
function expectSame(a: Reply, b: Reply) {
  expect(b.status).toBe(a.status);
  expect(comparable(b)).toEqual(comparable(a));
  expect(b.body.equals(a.body)).toBe(true);
}

/** The access-log line of a request id (the tests send their own X-Request-ID). */
const lineOf = async (reqId: string) => {
  await new Promise((r) => setTimeout(r, 20));
  const line = logLines.find((l) => l.reqId === reqId && l.msg === 'request completed');
  expect(line).toBeDefined();
  const {
    time: _t,
    responseTime,
    req,
    ...rest
  } = line as Record<string, unknown> & {
    req: Record<string, unknown>;
  };
  expect(typeof responseTime).toBe('number');
  const { remotePort: _p, ...reqFields } = req;
  return { ...rest, reqId: undefined, req: reqFields };
};

const PAGE = '/product/a-sparkler';
const BR = { 'accept-encoding': 'br, gzip' };

describe('a cached storefront page', () => {
  it('is answered by the fast path with the bytes, headers and log line Fastify gives', async () => {
    await request('GET', PAGE, { host: 'pataka.test', ...BR }); // renders and caches
    const { fastify, fast, servedFast } = await bothWays('GET', PAGE, {
      host: 'pataka.test',
      ...BR,
      'x-request-id': 'same-id',
    });
    expect(servedFast).toBe(true);
    expect(fastify.status).toBe(200);
    expect(header(fast, 'content-encoding')).toBe('br');
    expect(header(fast, 'x-request-id')).toBe('same-id');
    expect(header(fast, 'server-timing')).toBe('render;dur=0, cache;desc=hit');
    expectSame(fastify, fast);
  });

  it.each([
    ['gzip', { 'accept-encoding': 'gzip' }],
    ['no Accept-Encoding', {}],
    ['the language cookie', { ...BR, cookie: 'pataka_lang=ta' }],
    ['the shop chosen by cookie', { ...BR, cookie: 'pataka_shop=demo2' }],
  ])('is the same either way with %s', async (_label, extra: Record<string, string>) => {
    const headers = { host: 'pataka.test', 'x-request-id': 'id-1', ...extra };
    await request('GET', PAGE, headers);
    const { fastify, fast, servedFast } = await bothWays('GET', PAGE, headers);
    expect(servedFast).toBe(true);
    expectSame(fastify, fast);
  });

  it('sets the shop cookie for ?shop= as Fastify does', async () => {
    const headers = { host: 'pataka.test', 'x-request-id': 'id-2', ...BR };
    await request('GET', `${PAGE}?shop=demo2`, headers);
    const { fastify, fast, servedFast } = await bothWays('GET', `${PAGE}?shop=demo2`, headers);
    expect(servedFast).toBe(true);
    expect(header(fast, 'set-cookie')).toContain('pataka_shop=demo2');
    expectSame(fastify, fast);
  });

  it('answers If-None-Match with the same 304, and HEAD with the same headers and no body', async () => {
    const headers = { host: 'pataka.test', 'x-request-id': 'id-3', ...BR };
    const page = await request('GET', PAGE, headers);
    const etag = header(page, 'etag')!;
    const notModified = await bothWays('GET', PAGE, { ...headers, 'if-none-match': etag });
    expect(notModified.fastify.status).toBe(304);
    expect(notModified.servedFast).toBe(true);
    expectSame(notModified.fastify, notModified.fast);
    const head = await bothWays('HEAD', PAGE, headers);
    expect(head.servedFast).toBe(true);
    expect(head.fast.body.length).toBe(0);
    expect(header(head.fast, 'content-length')).toBe(header(page, 'content-length'));
    expectSame(head.fastify, head.fast);
    const headNotModified = await bothWays('HEAD', PAGE, { ...headers, 'if-none-match': etag });
    expect(headNotModified.fast.status).toBe(304);
    expectSame(headNotModified.fastify, headNotModified.fast);
  });

  it('keeps a cached status other than 200 (a missing product’s 404 page)', async () => {
    const headers = { host: 'pataka.test', 'x-request-id': 'id-4', ...BR };
    await request('GET', '/missing-thing', headers);
    const { fastify, fast, servedFast } = await bothWays('GET', '/missing-thing', headers);
    expect(fastify.status).toBe(404);
    expect(servedFast).toBe(true);
    expectSame(fastify, fast);
  });

  it('writes the same access-log line, the proxied client and host included', async () => {
    const headers = {
      host: 'pataka.test',
      'x-forwarded-host': 'pataka.test',
      'x-forwarded-for': '203.0.113.7, 10.0.0.2',
      ...BR,
    };
    await request('GET', PAGE, headers);
    app.cachedFastPath.enabled = false;
    await request('GET', PAGE, { ...headers, 'x-request-id': 'log-fastify' });
    app.cachedFastPath.enabled = true;
    await request('GET', PAGE, { ...headers, 'x-request-id': 'log-fast' });
    const fastifyLine = await lineOf('log-fastify');
    const fastLine = await lineOf('log-fast');
    expect(fastLine).toEqual(fastifyLine);
    expect((fastLine.req as { remoteAddress: string }).remoteAddress).toBe('203.0.113.7');
    const raw = logLines.find((l) => l.reqId === 'log-fast')!;
    expect(Object.keys(raw)).toEqual(Object.keys(logLines.find((l) => l.reqId === 'log-fastify')!));
  });

  it('generates a request id when none (or a bad one) is given', async () => {
    await request('GET', PAGE, { host: 'pataka.test', ...BR });
    const before = app.cachedFastPath.served;
    const res = await request('GET', PAGE, { host: 'pataka.test', ...BR, 'x-request-id': 'bad id!' });
    expect(app.cachedFastPath.served).toBe(before + 1);
    expect(header(res, 'x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('times the request in the metrics as Fastify does (route pattern, method, status)', async () => {
    const count = async () =>
      (await httpRequestDuration.get()).values.find(
        (v) =>
          v.metricName === 'pataka_http_request_duration_seconds_count' &&
          v.labels.route === '/*' &&
          v.labels.method === 'GET' &&
          String(v.labels.status_code) === '200',
      )?.value ?? 0;
    const headers = { host: 'pataka.test', ...BR };
    await request('GET', PAGE, headers);
    const start = await count();
    const { servedFast } = await bothWays('GET', PAGE, headers);
    expect(servedFast).toBe(true);
    expect(await count()).toBe(start + 2);
  });
});

describe('when a fast reply is logged', () => {
  it('at once when the kernel took the whole reply: nothing is left open for a shutdown to wait on', async () => {
    const headers = { host: 'pataka.test', ...BR };
    await request('GET', PAGE, headers);
    const before = { served: app.cachedFastPath.served, whole: app.cachedFastPath.writtenAtOnce };
    const res = await request('GET', PAGE, { ...headers, 'x-request-id': 'whole-1' });
    expect(res.status).toBe(200);
    expect(app.cachedFastPath.served).toBe(before.served + 1);
    expect(app.cachedFastPath.writtenAtOnce).toBe(before.whole + 1);
    expect(app.lifecycle.openRequests()).toEqual([]);
    expect((await lineOf('whole-1')).req).toMatchObject({ method: 'GET', url: PAGE });
  });

  it('once written when it could not go at once (a pipelined second request waits for the first)', async () => {
    const headers = { host: 'pataka.test', ...BR };
    await request('GET', PAGE, headers);
    const before = { served: app.cachedFastPath.served, whole: app.cachedFastPath.writtenAtOnce };
    const ask = (id: string) =>
      `GET ${PAGE} HTTP/1.1\r\nHost: pataka.test\r\nAccept-Encoding: br, gzip\r\nX-Request-ID: ${id}\r\n\r\n`;
    const socket = net.connect(Number(new URL(base).port), '127.0.0.1');
    const received: Buffer[] = [];
    socket.on('data', (c: Buffer) => received.push(c));
    // Both requests in one packet: node:http parses the second before the first reply has finished, and
    // queues the second reply's bytes until the socket is its turn.
    socket.write(ask('pipe-1') + ask('pipe-2'));
    await vi.waitFor(() =>
      expect(
        Buffer.concat(received)
          .toString('latin1')
          .match(/HTTP\/1\.1 200/g),
      ).toHaveLength(2),
    );
    socket.destroy();
    expect(app.cachedFastPath.served).toBe(before.served + 2);
    expect(app.cachedFastPath.writtenAtOnce).toBe(before.whole + 1);
    expect(await lineOf('pipe-1')).toMatchObject({ res: { statusCode: 200 } });
    expect(await lineOf('pipe-2')).toMatchObject({ res: { statusCode: 200 } });
    expect(app.lifecycle.openRequests()).toEqual([]);
  });
});

describe('a request asked again (reply plans, lib/reply-plans.ts)', () => {
  const LIST = '/api/v1/products?limit=100';
  const counts = () => ({ served: app.cachedFastPath.served, replayed: app.cachedFastPath.replayed });

  it('is replayed from the plan of the first fast reply: the same bytes and headers, its own request id', async () => {
    const headers = { host: 'pataka.test', ...BR };
    await request('GET', PAGE, headers); // renders and caches
    await request('GET', PAGE, headers); // fast, and remembered
    const before = counts();
    const a = await request('GET', PAGE, { ...headers, 'x-request-id': 'plan-a' });
    const b = await request('GET', PAGE, { ...headers, 'x-request-id': 'plan-b' });
    expect(counts()).toEqual({ served: before.served + 2, replayed: before.replayed + 2 });
    expect(header(a, 'x-request-id')).toBe('plan-a');
    expect(header(b, 'x-request-id')).toBe('plan-b');
    const withoutId = (r: Reply) => comparable(r).filter(([k]) => k !== 'x-request-id');
    expect(withoutId(b)).toEqual(withoutId(a));
    expect(b.body.equals(a.body)).toBe(true);
    expect(await lineOf('plan-b')).toMatchObject({ req: { method: 'GET', url: PAGE } });
  });

  it.each([
    ['another shop cookie', () => ({ cookie: 'pataka_shop=demo2' })],
    ['If-None-Match', (etag: string) => ({ 'if-none-match': etag })],
    ['another Accept-Encoding', () => ({ 'accept-encoding': 'gzip' })],
    ['another Host', () => ({ host: 'kaveri.test' })],
    ['a forwarded host', () => ({ 'x-forwarded-host': 'kaveri.test' })],
  ])('gets its own reply, never the plan of one that differs by %s', async (_label, extra) => {
    const headers = { host: 'pataka.test', ...BR };
    await request('GET', PAGE, headers);
    const base = await request('GET', PAGE, headers); // fast, and remembered
    const other = { ...headers, ...extra(header(base, 'etag')!) };
    await request('GET', PAGE, other); // renders and caches where it is another page
    const { fastify, fast, servedFast } = await bothWays('GET', PAGE, other);
    expect(servedFast).toBe(true);
    // The input matters (else this case tests nothing), and the fast reply is Fastify's for it.
    const looks = (r: Reply) => [r.status, header(r, 'etag'), header(r, 'content-encoding')];
    expect(looks(fastify)).not.toEqual(looks(base));
    expect(looks(fast)).toEqual(looks(fastify));
    expect(fast.body.equals(fastify.body)).toBe(true);
  });

  it('is not replayed once the entry changed or the shop index moved', async () => {
    const headers = { host: 'pataka.test', 'x-tenant-id': 'demo2', ...BR };
    await request('GET', LIST, headers);
    await request('GET', LIST, headers);
    let before = counts();
    await request('GET', LIST, headers);
    expect(counts()).toEqual({ served: before.served + 1, replayed: before.replayed + 1 });
    // The shop suspended (as the index hears of it): Fastify refuses, never the remembered list.
    const shop = app.shopRegistry.shop('demo2')!;
    app.shopRegistry.remember({ ...shop, status: 'suspended' });
    try {
      before = counts();
      const refused = await request('GET', LIST, headers);
      expect(refused.status).not.toBe(200);
      expect(counts()).toEqual(before);
    } finally {
      await app.shopRegistry.reload();
    }
    // The entry dropped (a write elsewhere): the next read is Fastify's, then remembered anew.
    app.publicCache.invalidateLocally('demo2');
    before = counts();
    expect((await request('GET', LIST, headers)).status).toBe(200);
    expect(counts()).toEqual(before);
  });
});

describe('what the fast path leaves to Fastify', () => {
  it('a page not cached yet', async () => {
    const before = app.cachedFastPath.served;
    const res = await request('GET', '/product/never-seen', { host: 'pataka.test', ...BR });
    expect(res.status).toBe(200);
    expect(header(res, 'server-timing')).toContain('cache;desc=miss');
    expect(app.cachedFastPath.served).toBe(before);
  });

  it("another shop's host: never the first shop's cached page", async () => {
    const url = '/product/shared-path';
    const kaveri = await request('GET', url, { host: 'kaveri.test', ...BR });
    await request('GET', url, { host: 'kaveri.test', ...BR });
    const before = app.cachedFastPath.served;
    const other = await request('GET', url, { host: 'other.test', 'accept-encoding': 'identity' });
    expect(app.cachedFastPath.served).toBe(before);
    expect(other.body.toString()).toContain('<h1>demo2</h1>');
    expect(header(other, 'etag')).not.toBe(header(kaveri, 'etag'));
    // The same shop chosen by ?shop= on the platform host is another entry (its key names the host).
    const chosen = await request('GET', `${url}?shop=demo2`, { host: 'pataka.test' });
    expect(chosen.body.toString()).toContain('<h1>demo2</h1>');
  });

  it('an unknown host, a POST, a Range and an encoding the cache does not make', async () => {
    await request('GET', PAGE, { host: 'pataka.test', ...BR });
    const before = app.cachedFastPath.served;
    expect((await request('GET', PAGE, { host: 'nobody.test', ...BR })).status).toBe(404);
    await request('POST', PAGE, { host: 'pataka.test', ...BR });
    await request('GET', PAGE, { host: 'pataka.test', ...BR, range: 'bytes=0-10' });
    const deflate = await request('GET', PAGE, { host: 'pataka.test', 'accept-encoding': 'deflate' });
    expect(deflate.status).toBe(200);
    expect(app.cachedFastPath.served).toBe(before);
  });
});

describe('the cached products list', () => {
  const LIST = '/api/v1/products?limit=100';

  it('is answered by the fast path with the bytes and headers Fastify gives, 304 and HEAD too', async () => {
    const headers = { host: 'pataka.test', 'x-tenant-id': 'demo', 'x-request-id': 'list-1', ...BR };
    await request('GET', LIST, headers);
    const get = await bothWays('GET', LIST, headers);
    expect(get.servedFast).toBe(true);
    expect(get.fastify.status).toBe(200);
    expect(header(get.fast, 'content-encoding')).toBe('br');
    expectSame(get.fastify, get.fast);
    const etag = header(get.fast, 'etag')!;
    const notModified = await bothWays('GET', LIST, { ...headers, 'if-none-match': etag });
    expect(notModified.fast.status).toBe(304);
    expect(notModified.servedFast).toBe(true);
    expectSame(notModified.fastify, notModified.fast);
    const head = await bothWays('HEAD', LIST, headers);
    expect(head.servedFast).toBe(true);
    expectSame(head.fastify, head.fast);
    const identity = await bothWays('GET', LIST, { host: 'pataka.test', 'x-tenant-id': 'demo' });
    expect(identity.servedFast).toBe(true);
    expect(comparable(identity.fast).filter(([k]) => k !== 'x-request-id')).toEqual(
      comparable(identity.fastify).filter(([k]) => k !== 'x-request-id'),
    );
  });

  it("keys by the X-Tenant-ID's shop, and leaves refusals to Fastify", async () => {
    const demo = await request('GET', LIST, { host: 'pataka.test', 'x-tenant-id': 'demo', ...BR });
    const demo2 = await request('GET', LIST, { host: 'pataka.test', 'x-tenant-id': 'demo2', ...BR });
    expect(header(demo2, 'etag')).not.toBe(header(demo, 'etag'));
    const before = app.cachedFastPath.served;
    // demo2's id on demo's own domain: refused (400), never demo's or demo2's list.
    const foreign = await request('GET', LIST, { host: 'kaveri.test', 'x-tenant-id': 'demo2', ...BR });
    expect(foreign.status).toBe(400);
    expect((await request('GET', LIST, { host: 'pataka.test', ...BR })).status).toBe(400);
    expect((await request('GET', LIST, { host: 'pataka.test', 'x-tenant-id': 'nope', ...BR })).status).toBe(
      404,
    );
    expect(app.cachedFastPath.served).toBe(before);
  });

  it('sees a product edit at once: the next read is the new list, then cached again', async () => {
    const headers = { host: 'pataka.test', 'x-tenant-id': 'demo' };
    const url = '/api/v1/products?limit=1';
    const first = JSON.parse((await request('GET', url, headers)).body.toString());
    const product = first.data[0] as { id: string; name: string };
    await request('GET', url, headers); // cached
    // The page that shows it too.
    await request('GET', '/product/edit-me', { host: 'pataka.test', ...BR });
    const { token } = await adminToken(app.db, 'demo');
    const edit = await app.inject({
      method: 'PATCH',
      url: `/api/v1/products/${product.id}`,
      headers: { 'x-tenant-id': 'demo', authorization: `Bearer ${token}` },
      payload: { name: `${product.name} (edited)` },
    });
    expect(edit.statusCode).toBe(200);
    const before = app.cachedFastPath.served;
    const after = JSON.parse((await request('GET', url, headers)).body.toString());
    expect(after.data[0].name).toBe(`${product.name} (edited)`);
    expect(app.cachedFastPath.served).toBe(before); // a miss: Fastify loaded it
    // Cached again within a read or two (a write may invalidate once more as its snapshot settles), and
    // every read on the way shows the edit.
    for (let i = 0; i < 5 && app.cachedFastPath.served === before; i++) {
      const again = JSON.parse((await request('GET', url, headers)).body.toString());
      expect(again.data[0].name).toBe(`${product.name} (edited)`);
    }
    expect(app.cachedFastPath.served).toBe(before + 1);
    const page = await request('GET', '/product/edit-me', {
      host: 'pataka.test',
      'accept-encoding': 'identity',
    });
    expect(header(page, 'server-timing')).toContain('cache;desc=miss');
  });
});

describe('what the fast path stands in for', () => {
  it('is every hook that runs for every request: one more must be mirrored in cached-fast-path.ts', () => {
    // Fastify keeps the root's hooks under a symbol; the fast path repeats what these do for a cached
    // reply (lifecycle, security headers and X-Request-ID, the shop index; Connection: close while
    // stopping; the request metrics). A hook added here later would be skipped for a cache hit.
    const kHooks = Object.getOwnPropertySymbols(app).find((s) => s.description === 'fastify.hooks')!;
    const hooks = (app as unknown as Record<symbol, Record<string, unknown[]>>)[kHooks]!;
    const perRequest = [
      'onRequest',
      'preParsing',
      'preValidation',
      'preHandler',
      'preSerialization',
      'onSend',
    ];
    const counts = Object.fromEntries(
      [...perRequest, 'onResponse', 'onError', 'onTimeout', 'onRequestAbort'].map((n) => [
        n,
        hooks[n]!.length,
      ]),
    );
    expect(counts).toEqual({
      onRequest: 3,
      preParsing: 0,
      preValidation: 0,
      preHandler: 0,
      preSerialization: 0,
      onSend: 1,
      onResponse: 1,
      onError: 0,
      onTimeout: 0,
      onRequestAbort: 0,
    });
  });
});

describe('draining', () => {
  it('leaves every request to Fastify once the server is stopping', async () => {
    const headers = { host: 'pataka.test', ...BR };
    await request('GET', PAGE, headers);
    app.lifecycle.markStopping();
    const before = app.cachedFastPath.served;
    const res = await request('GET', PAGE, headers);
    expect(app.cachedFastPath.served).toBe(before);
    expect(header(res, 'connection')).toBe('close');
  });
});
