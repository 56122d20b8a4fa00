import { as, type TestApp } from '../helpers/test-app.ts';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type Req = { method: Method; url: string; payload?: unknown };

/** A request to /api/v1 under a tenant, with a token when given. */
export const caller =
  (t: TestApp) =>
  (req: Req, token?: string, tenant = 'demo') =>
    t.app.inject({ ...req, url: `/api/v1${req.url}`, headers: as(tenant, token) } as never);
