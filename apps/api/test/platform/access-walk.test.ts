// Authentication before input (issue 26): walks every operation of the OpenAPI document the app serves, so a
// new route is covered without editing this file. A protected one (`x-access`, from the route's declared
// access) refuses, whatever its body (none, empty, invalid): no token 401, another shop's staff token 401,
// a customer token on a staff route 403, a plain staff token on an owner route 403, a staff token on a
// customer-only route 401. Every other operation is called with no token and an empty body: if it
// answers 401 or 403 it needs a token and must declare it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@pataka/domain/messages';
import { customerWithToken } from '../helpers/auth.ts';
import { as, createTestApp, type TestApp } from '../helpers/test-app.ts';
import { staffWithToken } from '../staff/staff-test-helpers.ts';
import { ACCESS_LEVELS, type Access } from '../../src/plugins/auth.ts';
import { createOperator } from '../../src/modules/platform/operator-auth.service.ts';

type Operation = {
  method: string;
  path: string;
  access: Access | undefined;
  hasBody: boolean;
  security: Record<string, string[]>[] | undefined;
};

let t: TestApp;
let operations: Operation[];
const tokens = { customer: '', staff: '', owner: '', otherShopStaff: '', otherShopOwner: '', operator: '' };

/** A plausible value for a path parameter: the route's auth must answer before any lookup. */
const PARAM_VALUES: Record<string, string> = {
  orderNumber: 'ENQ-000001',
  slug: 'sparklers',
  sku: 'SKU-0001',
  phone: '9876543210',
  code: 'DIWALI10',
  pincode: '626123',
};
const fillPath = (path: string) =>
  path.replace(
    /\{(\w+)\}/g,
    (_, name: string) => PARAM_VALUES[name] ?? '0b6c8a0e-4c1f-4f57-9a58-3f1e2d7c9a10',
  );

/** No body, an empty one, and one of the wrong shape: a refusal must not depend on any of them. */
const BODIES: { name: string; payload?: unknown }[] = [
  { name: 'no body' },
  { name: 'empty body', payload: {} },
  { name: 'invalid body', payload: { name: 7, items: 'not a list', email: ['x'], amount: 'lots' } },
];

function call(op: Operation, headers: Record<string, string>, payload?: unknown) {
  return t.app.inject({
    method: op.method as 'GET',
    url: fillPath(op.path),
    headers,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

beforeAll(async () => {
  t = await createTestApp();
  tokens.customer = (await customerWithToken(t.db, 'demo')).token;
  tokens.staff = (await staffWithToken(t.db, 'demo', { role: 'staff' })).token;
  tokens.owner = (await staffWithToken(t.db, 'demo', { role: 'owner' })).token;
  tokens.otherShopStaff = (await staffWithToken(t.db, 'demo2', { role: 'staff' })).token;
  tokens.otherShopOwner = (await staffWithToken(t.db, 'demo2', { role: 'owner' })).token;
  const op = await createOperator(t.db, { email: 'walk@ops.test', name: 'Walk Ops' });
  tokens.operator = (
    await t.app.inject({
      method: 'POST',
      url: '/api/platform/v1/auth/sign-in',
      payload: { email: op.email, password: op.password },
    })
  ).json().data.token;
  const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
    paths: Record<string, Record<string, Record<string, unknown>>>;
  };
  operations = Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods)
      .filter(([method]) => ['get', 'post', 'put', 'patch', 'delete'].includes(method))
      .map(([method, op]) => ({
        method: method.toUpperCase(),
        path,
        access: op['x-access'] as Access | undefined,
        hasBody: 'requestBody' in op,
        security: op.security as Operation['security'],
      })),
  );
});
afterAll(() => t.app.close());

const protectedOps = () => operations.filter((op) => op.access !== undefined);
const label = (op: Operation) => `${op.method} ${op.path} (${op.access ?? 'public'})`;

describe('the OpenAPI document', () => {
  it('lists the API, with the protected routes marked and every access level known', () => {
    expect(operations.length).toBeGreaterThan(100);
    expect(protectedOps().length).toBeGreaterThan(70);
    for (const op of protectedOps()) {
      expect(ACCESS_LEVELS, label(op)).toContain(op.access);
      expect(op.security, label(op)).toEqual([{ bearer: [] }]);
    }
    const access = (method: string, path: string) =>
      operations.find((op) => op.method === method && op.path === path)?.access;
    expect(access('PUT', '/api/v1/products/{id}')).toBe('staff');
    expect(access('POST', '/api/v1/payments/verify-received')).toBe('staff');
    expect(access('GET', '/api/v1/admin/audit')).toBe('owner');
    expect(access('PUT', '/api/v1/customers/me')).toBe('customer');
    expect(access('GET', '/api/v1/orders/{id}')).toBe('customer-or-staff');
    expect(access('GET', '/api/v1/products')).toBeUndefined();
    expect(access('GET', '/api/platform/v1/shops')).toBe('operator');
    expect(access('POST', '/api/platform/v1/auth/sign-in')).toBeUndefined();
  });

  it('marks a token as required only where the route declares its access', () => {
    // A route may still say a token is optional (`{}` among its security requirements): a public read
    // that personalises when one comes.
    const undeclared = operations.filter(
      (op) => op.access === undefined && op.security && !op.security.some((s) => Object.keys(s).length === 0),
    );
    expect(undeclared.map(label)).toEqual([]);
  });
});

describe('every protected route checks the token and the role before the body', () => {
  it('no token, or another shop’s staff or owner token: 401', async () => {
    const wrong: string[] = [];
    for (const op of protectedOps()) {
      for (const body of op.hasBody ? BODIES : BODIES.slice(0, 1)) {
        for (const [who, headers] of [
          ['no token', as('demo')],
          ["another shop's staff", as('demo', tokens.otherShopStaff)],
          ["another shop's owner", as('demo', tokens.otherShopOwner)],
        ] as const) {
          const res = await call(op, headers, body.payload);
          const ok = res.statusCode === 401 && res.json().error?.message === MESSAGES.authRequired;
          if (!ok)
            wrong.push(`${label(op)}, ${who}, ${body.name}: ${res.statusCode} ${res.body.slice(0, 120)}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  it('a customer token on a staff or owner route: 403; a staff token on an owner route: 403', async () => {
    const wrong: string[] = [];
    for (const op of protectedOps()) {
      const refused: [string, string][] = [];
      if (op.access === 'staff' || op.access === 'owner') refused.push(['customer', tokens.customer]);
      if (op.access === 'owner') refused.push(['staff', tokens.staff]);
      for (const body of op.hasBody ? BODIES : BODIES.slice(0, 1)) {
        for (const [who, token] of refused) {
          const res = await call(op, as('demo', token), body.payload);
          if (res.statusCode !== 403) wrong.push(`${label(op)}, ${who}, ${body.name}: ${res.statusCode}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  it("a staff token on a customer's own route: 401 (it is no customer's sign-in)", async () => {
    const wrong: string[] = [];
    for (const op of protectedOps().filter((o) => o.access === 'customer')) {
      for (const body of op.hasBody ? BODIES : BODIES.slice(0, 1)) {
        const res = await call(op, as('demo', tokens.staff), body.payload);
        if (res.statusCode !== 401) wrong.push(`${label(op)}, ${body.name}: ${res.statusCode}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});

describe('operators and shops never share a token (issue 29, decision 152)', () => {
  it("a shop's customer, staff or owner token on an operator route: 401; an operator token on a shop route: 401", async () => {
    const wrong: string[] = [];
    for (const op of protectedOps()) {
      const tries: [string, string][] =
        op.access === 'operator'
          ? [
              ['customer', tokens.customer],
              ['staff', tokens.staff],
              ['owner', tokens.owner],
            ]
          : [['operator', tokens.operator]];
      for (const body of op.hasBody ? BODIES : BODIES.slice(0, 1)) {
        for (const [who, token] of tries) {
          const res = await call(op, as('demo', token), body.payload);
          if (res.statusCode !== 401) wrong.push(`${label(op)}, ${who}, ${body.name}: ${res.statusCode}`);
        }
      }
    }
    expect(protectedOps().filter((o) => o.access === 'operator').length).toBeGreaterThan(8);
    expect(wrong).toEqual([]);
  });
});

describe('no route needs a token without declaring it', () => {
  it('every undeclared route, called with no token and an empty body, answers neither 401 nor 403', async () => {
    const undeclared: string[] = [];
    for (const op of operations.filter((o) => o.access === undefined)) {
      const res = await call(op, as('demo'), op.hasBody ? {} : undefined);
      if (res.statusCode === 401 || res.statusCode === 403)
        undeclared.push(`${label(op)}: ${res.statusCode}`);
    }
    expect(undeclared).toEqual([]);
  });
});
