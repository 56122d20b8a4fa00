import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ corsOrigins: ['https://shop.example.in'] });
});
afterAll(() => t.app.close());

describe('CORS allowlist (CORS_ORIGINS)', () => {
  it('lets a listed origin call the API with the tenant header', async () => {
    const res = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/v1/products',
      headers: {
        origin: 'https://shop.example.in',
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'x-tenant-id',
      },
    });
    expect(res.statusCode).toBe(204);
    expect(res.headers['access-control-allow-origin']).toBe('https://shop.example.in');
    expect(String(res.headers['access-control-allow-headers'])).toMatch(/X-Tenant-ID/i);
  });

  it('gives any other origin no CORS permission', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v1/health',
      headers: { origin: 'https://evil.example.com' },
    });
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });
});
