// GET /sw.js: the storefront's service worker (decision 131) is served from the built storefront with the
// headers that let a deploy reach every browser at once (never cached) and control the whole site.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { testConfig } from '../../src/config.ts';
import { openTestDatabase } from '../helpers/test-db.ts';

let app: Awaited<ReturnType<typeof buildApp>>;
let dist: string;
beforeAll(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'pataka-sw-'));
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html><html><head><meta name="pataka-tenant" content="demo" /></head><body><div id="root"></div></body></html>',
  );
  fs.writeFileSync(path.join(dist, 'sw.js'), 'self.addEventListener("fetch", () => {});');
  fs.writeFileSync(path.join(dist, 'assets', 'index-abc123.js'), 'console.log(1);');
  app = await buildApp({
    config: testConfig({ webDistDir: dist, webSsrEntry: path.join(dist, 'no-renderer.js') }),
    database: await openTestDatabase(),
    ownsDatabase: true,
    logger: false,
    serveWeb: true,
  });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

describe('GET /sw.js', () => {
  it('is never cached and may control the whole site', async () => {
    const res = await app.inject({ method: 'GET', url: '/sw.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['service-worker-allowed']).toBe('/');
    expect(res.body).toContain('addEventListener');
  });

  it('leaves the hashed assets immutable', async () => {
    const res = await app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['service-worker-allowed']).toBeUndefined();
  });
});
