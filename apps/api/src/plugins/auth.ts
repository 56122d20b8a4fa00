import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/errors.ts';
import { MESSAGES } from '@pataka/domain/messages';
import { resolveSession, type Subject } from '../modules/sessions/session.service.ts';
import { requireOwner } from '../modules/staff/staff-access.ts';
import { resolveSupportSession, SUPPORT_ACTOR_PREFIX } from '../modules/platform/support-session.service.ts';

/**
 * Who may call a route (issue 26, beside decision 145): a signed-in customer of the shop, a customer
 * or a staff member of the shop, any staff member, or an owner. Declared in the route's config (or for a
 * whole plugin with `protectRoutes`) and checked in onRequest, before the body is read: a refusal (401 no
 * or foreign token, 403 wrong role) never depends on the body. The OpenAPI document shows it as
 * `security` and `x-access` (plugins/openapi.ts). 'operator' (issue 29) is for /api/platform/v1 only and is
 * checked there (plugins/operator-auth.ts) against the operators' own sessions: under /api/v1 it refuses all.
 */
export type Access = 'customer' | 'customer-or-staff' | 'staff' | 'owner' | 'operator';
export const ACCESS_LEVELS: readonly Access[] = [
  'customer',
  'customer-or-staff',
  'staff',
  'owner',
  'operator',
];

declare module 'fastify' {
  interface FastifyRequest {
    /** The bearer token's subject under this tenant, or null; resolved once per request. */
    subject(): Promise<Subject | null>;
    /** The signed-in customer's id; 401 'Authentication required' otherwise. */
    requireCustomer(): Promise<string>;
    /** The signed-in staff member's id; 401 without a token, 403 for a customer token. */
    requireAdmin(): Promise<string>;
  }
  interface FastifyContextConfig {
    /** Who may call the route, checked before the body is parsed (see Access). Unset: public. */
    access?: Access;
  }
}

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1] ?? null;
}

/**
 * Declares every route registered in this plugin (and the plugins it registers) protected at `access`,
 * unless a route declares its own. Call it before the routes are added.
 */
export function protectRoutes(app: FastifyInstance, access: Access) {
  app.addHook('onRoute', (route) => {
    // In place: @fastify/swagger keeps this very object and reads its config when it writes the document.
    route.config = Object.assign(route.config ?? {}, { access: route.config?.access ?? access });
  });
}

async function authPlugin(app: FastifyInstance) {
  const cache = new WeakMap<FastifyRequest, Promise<Subject | null>>();

  app.decorateRequest('subject', function (this: FastifyRequest) {
    let pending = cache.get(this);
    if (!pending) {
      const token = bearerToken(this);
      pending = token && this.tenant ? resolveSession(app.db, this.tenant.id, token) : Promise.resolve(null);
      cache.set(this, pending);
    }
    return pending;
  });

  app.decorateRequest('requireCustomer', async function (this: FastifyRequest) {
    const subject = await this.subject();
    if (subject?.type !== 'customer') throw new AppError('unauthenticated', MESSAGES.authRequired);
    return subject.customerId;
  });

  // An operator's support session (issue 29, decision 152) reads like staff and does nothing else: on a GET
  // it stands for a member whose id ('support:…') no staff row has, so owner routes and anything needing
  // the member's row refuse it; on any other method it is no token at all.
  const supportOf = async (request: FastifyRequest) => {
    const token = bearerToken(request);
    if (!token || !request.tenant || request.method !== 'GET') return null;
    return resolveSupportSession(app.db, request.tenant.id, token);
  };

  app.decorateRequest('requireAdmin', async function (this: FastifyRequest) {
    const subject = await this.subject();
    if (!subject) {
      const support = await supportOf(this);
      if (support) return `${SUPPORT_ACTOR_PREFIX}${support.id}`;
      throw new AppError('unauthenticated', MESSAGES.authRequired);
    }
    if (subject.type !== 'admin') throw new AppError('forbidden', 'Staff access required');
    return subject.adminUserId;
  });

  // After the tenant plugin's onRequest (registered before this one): the token is looked up under the
  // request's shop, so another shop's token is no token (401). The handlers' own require…() calls then
  // answer from the same cached subject.
  async function check(request: FastifyRequest, access: Access) {
    switch (access) {
      case 'customer':
        await request.requireCustomer();
        return;
      case 'customer-or-staff':
        if (!(await request.subject())) throw new AppError('unauthenticated', MESSAGES.authRequired);
        return;
      case 'staff':
        await request.requireAdmin();
        return;
      case 'owner':
        await requireOwner(request, app.db);
        return;
      case 'operator':
        // No shop route is an operator's: their tokens live elsewhere and are no token here.
        throw new AppError('unauthenticated', MESSAGES.authRequired);
    }
  }
  // Callback-style (decision 148): a public read (most requests) passes without a promise.
  app.addHook('onRequest', (request, _reply, done) => {
    const access = request.routeOptions.config?.access;
    if (!access) return done();
    check(request, access).then(() => done(), done);
  });
}

export default fp(authPlugin, { name: 'auth', dependencies: ['db'] });
