// Which shop the storefront talks to: on a shop's own domain the server's answer is final (decision 145);
// on the platform's demo host `?shop=` switches and is remembered.
import { afterEach, describe, expect, it } from 'vitest';
import { authToken, tenantOverride } from '../lib/storage.ts';
import { resolveTenant, SHOP_COOKIE } from './env.ts';

function serverSays(tenant: string, fixed: boolean) {
  document.head.innerHTML = fixed
    ? `<meta name="pataka-tenant" content="${tenant}" data-fixed="domain" />`
    : `<meta name="pataka-tenant" content="${tenant}" />`;
}

const shopCookie = () =>
  document.cookie
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${SHOP_COOKIE}=`)) ?? null;

afterEach(() => {
  document.head.innerHTML = '';
  document.cookie = `${SHOP_COOKIE}=; Path=/; Max-Age=0`;
  localStorage.clear();
});

describe('resolveTenant', () => {
  it("on a shop's own domain ignores ?shop= and sets no shop cookie", () => {
    serverSays('demo', true);
    expect(resolveTenant('?shop=demo2')).toBe('demo');
    expect(shopCookie()).toBeNull();
    expect(tenantOverride.get()).toBeNull();
  });

  it("on a shop's own domain drops a remembered other shop, its cookie and its sign-in", () => {
    tenantOverride.set('demo2');
    authToken.set('token-of-demo2');
    document.cookie = `${SHOP_COOKIE}=demo2; Path=/`;
    serverSays('demo', true);
    expect(resolveTenant('')).toBe('demo');
    expect(tenantOverride.get()).toBeNull();
    expect(authToken.get()).toBeNull();
    expect(shopCookie()).toBeNull();
  });

  it("on a shop's own domain keeps the sign-in of that same shop", () => {
    tenantOverride.set('demo');
    authToken.set('token-of-demo');
    serverSays('demo', true);
    expect(resolveTenant('')).toBe('demo');
    expect(authToken.get()).toBe('token-of-demo');
  });

  it('on the demo host switches with ?shop= and remembers it in the cookie', () => {
    serverSays('demo', false);
    expect(resolveTenant('?shop=demo2')).toBe('demo2');
    expect(shopCookie()).toBe(`${SHOP_COOKIE}=demo2`);
    expect(resolveTenant('')).toBe('demo2');
  });

  it("on the demo host is the server's shop when nothing was chosen", () => {
    serverSays('demo2', false);
    expect(resolveTenant('')).toBe('demo2');
  });
});
