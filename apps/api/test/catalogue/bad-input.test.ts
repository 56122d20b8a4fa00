import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { get } from './request.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.app.close());

// Each bad query answers 400 in the envelope with a message that names the field.
const cases: Array<[query: string, message: string]> = [
  ['minPrice=abc', 'minPrice must be an amount in rupees (0 or more)'],
  ['maxPrice=-5', 'maxPrice must be an amount in rupees (0 or more)'],
  ['minPrice=1e3', 'minPrice must be an amount in rupees (0 or more)'],
  ['minPrice=10.999', 'minPrice must be an amount in rupees (0 or more)'],
  ['minPrice=500&maxPrice=100', 'minPrice must not be more than maxPrice'],
  ['minPrice=1&minPrice=2', 'minPrice must be given once'],
  ['inStock=maybe', 'inStock must be true or false'],
  ['isNew=yes', 'isNew must be true or false'],
  ['sortBy=foo', 'sortBy must be one of price, name, newest, popularity'],
  ['sortBy=price&sortBy=name', 'sortBy must be given once'],
  ['sortOrder=up', 'sortOrder must be asc or desc'],
  ['page=0', 'page must be a whole number from 1 to 100000'],
  ['page=-1', 'page must be a whole number from 1 to 100000'],
  ['page=abc', 'page must be a whole number from 1 to 100000'],
  ['page=1.5', 'page must be a whole number from 1 to 100000'],
  ['limit=0', 'limit must be a whole number from 1 to 100'],
  ['limit=101', 'limit must be a whole number from 1 to 100'],
  ['limit=1000', 'limit must be a whole number from 1 to 100'],
  [`search=${'a'.repeat(5000)}`, 'search must be at most 100 characters'],
  [`category=${'c'.repeat(101)}`, 'category must be at most 100 characters'],
  [`brand=${'b'.repeat(101)}`, 'brand must be at most 100 characters'],
  [`status=${'s'.repeat(21)}`, 'status must be at most 20 characters'],
  [Array.from({ length: 11 }, () => 'tags=New').join('&'), 'tags can be given at most 10 times'],
  [`tag=${'t'.repeat(51)}`, 'tag values must be at most 50 characters'],
];

describe('GET /products with bad query values', () => {
  it.each(cases)('refuses %s', async (query, message) => {
    const { status, body } = await get(t, `/products?${query}`);
    expect(status).toBe(400);
    expect(body).toEqual({ success: false, error: { code: 'BAD_REQUEST', message } });
  });

  it('ignores parameters it does not know', async () => {
    const { status, body } = await get(t, '/products?limit=1&colour=red');
    expect(status).toBe(200);
    expect(body.data).toHaveLength(1);
  });

  it('accepts the edges of every range', async () => {
    for (const query of [
      'limit=1',
      'limit=100',
      'page=100000',
      'minPrice=0',
      'maxPrice=0.5',
      `search=${'a'.repeat(100)}`,
    ]) {
      expect((await get(t, `/products?${query}`)).status, query).toBe(200);
    }
  });
});

describe('pickup locations with bad query values', () => {
  it.each([
    ['limit=0', 'limit must be a whole number from 1 to 100'],
    ['limit=101', 'limit must be a whole number from 1 to 100'],
    ['limit=ten', 'limit must be a whole number from 1 to 100'],
    [`search=${'x'.repeat(101)}`, 'search must be at most 100 characters'],
    [`transportProviderName=${'x'.repeat(101)}`, 'transportProviderName must be at most 100 characters'],
  ])('refuses %s', async (query, message) => {
    const { status, body } = await get(t, `/company/pickup-locations?${query}`);
    expect(status).toBe(400);
    expect(body.error.message).toBe(message);
  });
});
