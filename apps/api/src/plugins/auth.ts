import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/errors.ts';
import { MESSAGES } from '@pataka/domain/messages';
import { resolveSession, type Subject } from '../modules/sessions/session.service.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The bearer token's subject under this tenant, or null; resolved once per request. */
    subject(): Promise<Subject | null>;
    /** The signed-in customer's id; 401 'Authentication required' otherwise. */
    requireCustomer(): Promise<string>;
    /** The signed-in staff member's id; 401 without a token, 403 for a customer token. */
    requireAdmin(): Promise<string>;
  }
}

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1] ?? null;
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

  app.decorateRequest('requireAdmin', async function (this: FastifyRequest) {
    const subject = await this.subject();
    if (!subject) throw new AppError('unauthenticated', MESSAGES.authRequired);
    if (subject.type !== 'admin') throw new AppError('forbidden', 'Staff access required');
    return subject.adminUserId;
  });
}

export default fp(authPlugin, { name: 'auth', dependencies: ['db'] });
