import { randomUUID } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';

const GIVEN_ID = /^[\w-]{1,64}$/;

/**
 * The request's id (the access log's reqId and the X-Request-ID reply header): the caller's X-Request-ID
 * when it is a sane token (Caddy's, a client's retry), else a new UUID. Fastify's genReqId and the cached
 * fast path (plugins/cached-fast-path.ts) both use it, so a request is named the same on either path.
 */
export function requestIdOf(headers: IncomingHttpHeaders): string {
  const given = headers['x-request-id'];
  return typeof given === 'string' && GIVEN_ID.test(given) ? given : randomUUID();
}
