import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** The policy for every reply; a page with an inline script of its own adds that script's hash. */
export const contentSecurityPolicy = (scriptHashes: readonly string[] = []) =>
  [
    "default-src 'self'",
    "base-uri 'self'",
    "font-src 'self' data:",
    "form-action 'self'",
    "frame-ancestors 'none'",
    "img-src 'self' data: blob:",
    "media-src 'self' blob:",
    "object-src 'none'",
    ["script-src 'self'", ...scriptHashes.map((h) => `'${h}'`)].join(' '),
    "script-src-attr 'none'",
    "style-src 'self' 'unsafe-inline'",
    "connect-src 'self'",
  ].join(';');

const CSP = contentSecurityPolicy();

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The security headers every reply starts with, as flat name/value pairs in the order they are set:
     * the cached fast path (cached-fast-path.ts) writes the very same set.
     */
    securityHeaderPairs: readonly string[];
  }
}

/**
 * The headers @fastify/helmet would set, built once and copied onto every reply: helmet's
 * per-request middleware cost more than the whole cached catalogue read (bench/results.md).
 * Routes with their own CSP (the API docs) set it in their handler, after this hook.
 */
async function securityHeaders(app: FastifyInstance, opts: { hsts: boolean }) {
  const headers: Record<string, string> = {
    'content-security-policy': CSP,
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-resource-policy': 'same-origin',
    'origin-agent-cluster': '?1',
    'referrer-policy': 'no-referrer',
    'x-content-type-options': 'nosniff',
    'x-dns-prefetch-control': 'off',
    'x-download-options': 'noopen',
    'x-frame-options': 'SAMEORIGIN',
    'x-permitted-cross-domain-policies': 'none',
    'x-xss-protection': '0',
  };
  // Only where the shop is served over https (production behind TLS); on a LAN over http it would lock users out.
  if (opts.hsts) headers['strict-transport-security'] = 'max-age=31536000; includeSubDomains';
  const names = Object.keys(headers);
  app.decorate(
    'securityHeaderPairs',
    names.flatMap((name) => [name, headers[name]!]),
  );
  app.addHook('onRequest', (request, reply, done) => {
    // reply.header() per name: reply.headers(object) builds the key list again on every request.
    for (const name of names) reply.header(name, headers[name]);
    // Every reply names its request (the log's reqId), errors and 404s included.
    reply.header('x-request-id', request.id);
    done();
  });
}

export default fp(securityHeaders, { name: 'security-headers' });
