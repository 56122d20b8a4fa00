import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { stubApi } from '../testing/render.tsx';
import { makeCustomer } from '../testing/fixtures.ts';
import { api, ApiError, errorText, setApiNavigator, toErrorMessage } from './api-client.ts';
import { authStore, setSession } from './auth.ts';

const ok = (data: unknown) => ({ body: { success: true, data } });

describe('api client', () => {
  let navigate: Mock<(to: string) => void>;
  beforeEach(() => {
    navigate = vi.fn<(to: string) => void>();
    setApiNavigator(navigate);
    window.history.replaceState(null, '', '/');
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('unwraps the envelope and sends the tenant header', async () => {
    const { fetchMock, calls } = stubApi({ 'GET /company/public': ok({ companyName: 'Unique Crackers' }) });
    vi.stubGlobal('fetch', fetchMock);
    await expect(api.get('/company/public')).resolves.toEqual({ companyName: 'Unique Crackers' });
    const headers = calls[0]!.init!.headers as Record<string, string>;
    expect(calls[0]!.url).toBe('/api/v1/company/public');
    expect(headers['X-Tenant-ID']).toBe('demo');
    expect(headers.Authorization).toBeUndefined();
    expect(headers['Content-Type']).toBeUndefined();
  });

  it('keeps total, page, limit and totalPages of a paged list and repeats array query keys', async () => {
    const { fetchMock, calls } = stubApi({
      'GET /products': {
        body: { success: true, data: [{ id: 'a' }], total: 120, page: 2, limit: 100, totalPages: 2 },
      },
    });
    vi.stubGlobal('fetch', fetchMock);
    const page = await api.getPage('/products', { query: { tags: ['New', 'sale'], page: 2, search: '' } });
    expect(page).toEqual({ data: [{ id: 'a' }], total: 120, page: 2, limit: 100, totalPages: 2 });
    expect(calls[0]!.url).toBe('/api/v1/products?tags=New&tags=sale&page=2');
  });

  it('sends the bearer token and JSON on POST, PUT and PATCH', async () => {
    setSession('tok-123', makeCustomer());
    const { fetchMock, calls } = stubApi({
      'POST /newsletter/subscribe': ok({ id: 's' }),
      'PUT /customers/me': ok({}),
      'PATCH /x': ok({}),
    });
    vi.stubGlobal('fetch', fetchMock);
    await api.post('/newsletter/subscribe', { email: 'a@b.in' });
    await api.put('/customers/me', { name: 'A' });
    await api.patch('/x', { a: 1 });
    for (const call of calls) {
      const headers = call.init!.headers as Record<string, string>;
      expect(headers.Authorization).toBe('Bearer tok-123');
      expect(headers['Content-Type']).toBe('application/json');
    }
    expect(calls[0]!.init!.body).toBe('{"email":"a@b.in"}');
  });

  it('raises the nested error message as an ApiError with status and code', async () => {
    vi.stubGlobal(
      'fetch',
      stubApi({
        'GET /products/slug/x': {
          status: 404,
          body: { success: false, error: { code: 'NOT_FOUND', message: 'Product not found' } },
        },
      }).fetchMock,
    );
    const error = await api.get('/products/slug/x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 404, code: 'NOT_FOUND', message: 'Product not found' });
  });

  it('treats success=false on a 200 as an error', async () => {
    vi.stubGlobal(
      'fetch',
      stubApi({ 'GET /coupons/public/active': { body: { success: false, error: 'Failed to load coupons' } } })
        .fetchMock,
    );
    await expect(api.get('/coupons/public/active')).rejects.toMatchObject({
      message: 'Failed to load coupons',
    });
  });

  it('follows the §8 error-text rule', () => {
    expect(errorText({ error: { message: 'Nested' }, message: 'Outer' })).toBe('Nested');
    expect(errorText({ error: 'Plain string', message: 'Outer' })).toBe('Plain string');
    expect(errorText({ message: 'Only message' })).toBe('Only message');
    expect(errorText({ error: {} })).toBe('Request failed');
    expect(errorText(null)).toBe('Request failed');
    expect(toErrorMessage(new Error('Boom'))).toBe('Boom');
    expect(toErrorMessage('a string')).toBe('An unexpected error occurred');
    expect(toErrorMessage(undefined)).toBe('An unexpected error occurred');
  });

  it('on 401 clears credentials, fires token-expired and goes home', async () => {
    setSession('tok', makeCustomer());
    window.history.replaceState(null, '', '/profile');
    const expired = vi.fn();
    window.addEventListener('token-expired', expired);
    vi.stubGlobal(
      'fetch',
      stubApi({
        'GET /customers/me': {
          status: 401,
          body: { success: false, error: { code: 'UNAUTHENTICATED', message: 'Authentication required' } },
        },
      }).fetchMock,
    );
    await expect(api.get('/customers/me')).rejects.toMatchObject({
      status: 401,
      message: 'Authentication required',
    });
    window.removeEventListener('token-expired', expired);
    expect(localStorage.getItem('auth_token')).toBeNull();
    expect(localStorage.getItem('auth_user')).toBeNull();
    expect(authStore.get()).toEqual({ token: null, user: null });
    expect(expired).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledWith('/');
  });

  it.each(['/', '/login'])('on 401 stays put when already on %s', async (path) => {
    setSession('tok', makeCustomer());
    window.history.replaceState(null, '', path);
    vi.stubGlobal(
      'fetch',
      stubApi({
        'POST /customers/otp/verify': {
          status: 401,
          body: { success: false, error: { code: 'X', message: 'Invalid OTP or expired' } },
        },
      }).fetchMock,
    );
    await expect(api.post('/customers/otp/verify', {})).rejects.toMatchObject({
      message: 'Invalid OTP or expired',
    });
    expect(localStorage.getItem('auth_token')).toBeNull();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('deduplicates the same GET for 5 s, then asks again', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    let n = 0;
    const { fetchMock, calls } = stubApi({ 'GET /categories': () => ok(++n) });
    vi.stubGlobal('fetch', fetchMock);
    const [a, b] = await Promise.all([api.get('/categories'), api.get('/categories')]);
    expect([a, b]).toEqual([1, 1]);
    vi.advanceTimersByTime(4_000);
    await expect(api.get('/categories')).resolves.toBe(1);
    expect(calls).toHaveLength(1);
    vi.advanceTimersByTime(1_500);
    await expect(api.get('/categories')).resolves.toBe(2);
    expect(calls).toHaveLength(2);
  });

  it('keeps a list for cacheMs, and never caches a failure', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    let n = 0;
    const { fetchMock, calls } = stubApi({
      'GET /brands': () => ok(++n),
      'GET /broken': {
        status: 500,
        body: { success: false, error: { code: 'X', message: 'Internal server error' } },
      },
    });
    vi.stubGlobal('fetch', fetchMock);
    await api.get('/brands', { cacheMs: 60_000 });
    vi.advanceTimersByTime(59_000);
    await expect(api.get('/brands', { cacheMs: 60_000 })).resolves.toBe(1);
    vi.advanceTimersByTime(2_000);
    await expect(api.get('/brands', { cacheMs: 60_000 })).resolves.toBe(2);
    await expect(api.get('/broken')).rejects.toThrow('Internal server error');
    await expect(api.get('/broken')).rejects.toThrow('Internal server error');
    expect(calls.filter((c) => c.url.endsWith('/broken'))).toHaveLength(2);
  });
});
