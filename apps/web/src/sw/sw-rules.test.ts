// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  cacheNameOf,
  isHashedAsset,
  isPicture,
  isStaleCache,
  isStorefrontNavigation,
  offlineCandidates,
  pageKey,
  pageTenant,
  apiCacheKey,
  apiReadTenant,
  mayKeepApiAnswer,
  shopParam,
  STATE_CACHE,
} from './sw-rules.ts';

const ORIGIN = 'https://shop.example';
const url = (path: string) => new URL(path, ORIGIN);
const navigate = (path: string) => {
  const request = new Request(url(path));
  Object.defineProperty(request, 'mode', { value: 'navigate' });
  return request;
};
const apiGet = (path: string, headers: Record<string, string>) => new Request(url(path), { headers });

describe('caches of a build', () => {
  it('names every cache with the build, and calls every other build stale', () => {
    expect(cacheNameOf('abc123', 'pages-demo')).toBe('pataka-abc123-pages-demo');
    expect(isStaleCache('pataka-abc123-pages-demo', 'abc123')).toBe(false);
    expect(isStaleCache('pataka-old999-pages-demo', 'abc123')).toBe(true);
    expect(isStaleCache('pataka-old999-assets', 'abc123')).toBe(true);
    expect(isStaleCache('workbox-precache-v2-https://shop.example/', 'abc123')).toBe(true);
    // A build id that merely starts like ours is another build.
    expect(isStaleCache('pataka-abc1234-assets', 'abc123')).toBe(true);
    expect(isStaleCache(STATE_CACHE, 'abc123')).toBe(false);
  });
});

describe('which shop', () => {
  it("reads ?shop= as the server does and a page's tenant from its meta tag", () => {
    expect(shopParam(url('/products?shop=Demo2'))).toBe('demo2');
    expect(shopParam(url('/products?shop=../x'))).toBeNull();
    expect(shopParam(url('/products'))).toBeNull();
    expect(pageTenant('<head><meta name="pataka-tenant" content="demo2" /></head>')).toBe('demo2');
    expect(pageTenant('<head><meta name="pataka-tenant" content="" /></head>')).toBeNull();
    expect(pageTenant('<html>no meta</html>')).toBeNull();
  });

  it('keeps a page without ?shop= (the cache is the shop), so both spellings are one page', () => {
    expect(pageKey(url('/products?shop=demo2&category=sparklers#top'))).toBe(
      `${ORIGIN}/products?category=sparklers`,
    );
    expect(pageKey(url('/products?shop=demo2'))).toBe(pageKey(url('/products')));
  });

  it('handles API reads per shop, not the console, live events or writes', () => {
    const read = (path: string, headers: Record<string, string>) =>
      apiReadTenant(apiGet(path, headers), url(path), ORIGIN);
    expect(read('/api/v1/products', { 'X-Tenant-ID': 'demo' })).toBe('demo');
    expect(read('/api/v1/products', { 'X-Tenant-ID': 'demo2' })).toBe('demo2');
    expect(read('/api/v1/products', {})).toBeNull();
    expect(read('/api/v1/admin/events', { 'X-Tenant-ID': 'demo' })).toBeNull();
    expect(read('/api/v1/health', { 'X-Tenant-ID': 'demo' })).toBeNull();
    const post = new Request(url('/api/v1/orders/my-order'), {
      method: 'POST',
      headers: { 'X-Tenant-ID': 'demo' },
    });
    expect(apiReadTenant(post, url('/api/v1/orders/my-order'), ORIGIN)).toBeNull();
    const elsewhere = 'https://other.example/api/v1/products';
    expect(
      apiReadTenant(apiGet(elsewhere, { 'X-Tenant-ID': 'demo' }), new URL(elsewhere), ORIGIN),
    ).toBeNull();
  });

  it('never keeps a personal answer, and keeps public ones without the token', () => {
    const signedIn = apiGet('/api/v1/customers/me', {
      'X-Tenant-ID': 'demo',
      Authorization: 'Bearer secret',
    });
    const anonymous = apiGet('/api/v1/products', { 'X-Tenant-ID': 'demo' });
    const answer = (headers: Record<string, string>, status = 200) => new Response('{}', { status, headers });
    const publicAnswer = answer({
      'cache-control': 'public, no-cache',
      vary: 'X-Tenant-ID, Accept-Encoding',
    });
    // Personal: asked with a token and not marked public.
    expect(mayKeepApiAnswer(signedIn, answer({ 'cache-control': 'no-cache' }))).toBe(false);
    expect(mayKeepApiAnswer(signedIn, answer({}))).toBe(false);
    expect(mayKeepApiAnswer(signedIn, answer({ 'cache-control': 'public', vary: 'Authorization' }))).toBe(
      false,
    );
    expect(mayKeepApiAnswer(signedIn, answer({ 'cache-control': 'private, public' }))).toBe(false);
    // The catalogue, asked by a signed-in shopper: everyone's answer.
    expect(mayKeepApiAnswer(signedIn, publicAnswer)).toBe(true);
    expect(mayKeepApiAnswer(anonymous, answer({}))).toBe(true);
    expect(mayKeepApiAnswer(anonymous, answer({}, 404))).toBe(false);
    const key = apiCacheKey(signedIn);
    expect(key.headers.has('authorization')).toBe(false);
    expect(key.headers.get('x-tenant-id')).toBe('demo');
    expect(key.url).toBe(signedIn.url);
  });
});

describe('what the worker answers', () => {
  it('answers storefront pages, not the console, the API, files or other sites', () => {
    expect(isStorefrontNavigation(navigate('/products'), url('/products'), ORIGIN)).toBe(true);
    expect(isStorefrontNavigation(navigate('/product/5000-wala'), url('/product/5000-wala'), ORIGIN)).toBe(
      true,
    );
    for (const path of [
      '/admin',
      '/admin/orders',
      '/api/v1/products',
      '/sitemap.xml',
      '/sw.js',
      '/media/demo/logo.svg',
    ])
      expect(isStorefrontNavigation(navigate(path), url(path), ORIGIN), path).toBe(false);
    expect(isStorefrontNavigation(new Request(url('/products')), url('/products'), ORIGIN)).toBe(false);
  });

  it('keeps hashed code and pictures, not the video', () => {
    const get = (path: string, headers: Record<string, string> = {}) => new Request(url(path), { headers });
    expect(isHashedAsset(get('/assets/index-abc.js'), url('/assets/index-abc.js'), ORIGIN)).toBe(true);
    expect(isHashedAsset(get('/admin/assets/index-abc.js'), url('/admin/assets/index-abc.js'), ORIGIN)).toBe(
      false,
    );
    const picture = '/media/demo/products/5000-wala-640.webp';
    expect(isPicture(get(picture), url(picture), ORIGIN)).toBe(true);
    const video = '/media/demo/how-to-order.webm';
    expect(isPicture(get(video), url(video), ORIGIN)).toBe(false);
    expect(isPicture(get(picture, { Range: 'bytes=0-' }), url(picture), ORIGIN)).toBe(false);
  });

  it('looks offline for the page itself, then a shell of the same shop, then the list', () => {
    expect(offlineCandidates(url('/product/5000-wala?shop=demo2'))).toEqual([
      `${ORIGIN}/product/5000-wala`,
      `${ORIGIN}/cart`,
      `${ORIGIN}/checkout`,
      `${ORIGIN}/products`,
      `${ORIGIN}/`,
    ]);
  });
});
