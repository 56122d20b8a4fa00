import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { MESSAGES } from '@pataka/domain/messages';
import { AppError } from '../lib/errors.ts';
import { resolveOperator, type Operator } from '../modules/platform/operator-auth.service.ts';
import { bearerToken } from './auth.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in operator (issue 29); 401 otherwise. Only under /api/platform/v1. */
    requireOperator(): Promise<Operator>;
  }
}

/**
 * The operators' access check for /api/platform/v1 (decision 152): every route there declares
 * `access: 'operator'` (or none, for the TLS ask and the sign-in itself), and the token is looked up in
 * platform_sessions only, before the body is read. A shop's staff token is no token here.
 */
async function operatorAuth(app: FastifyInstance) {
  const cache = new WeakMap<FastifyRequest, Promise<Operator | null>>();
  const operatorOf = (request: FastifyRequest) => {
    let pending = cache.get(request);
    if (!pending) {
      const token = bearerToken(request);
      pending = token ? resolveOperator(app.db, token) : Promise.resolve(null);
      cache.set(request, pending);
    }
    return pending;
  };
  app.decorateRequest('requireOperator', async function (this: FastifyRequest) {
    const operator = await operatorOf(this);
    if (!operator) throw new AppError('unauthenticated', MESSAGES.authRequired);
    return operator;
  });
  app.addHook('onRequest', async (request) => {
    const access = request.routeOptions.config?.access;
    if (!access) return;
    if (access !== 'operator') throw new AppError('unauthenticated', MESSAGES.authRequired);
    await request.requireOperator();
  });
}

export default fp(operatorAuth, { name: 'operator-auth', dependencies: ['db'] });
