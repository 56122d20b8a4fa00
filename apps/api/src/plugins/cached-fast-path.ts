// The cached fast path (issue 30 part 3, decision 148): a cached storefront page or catalogue read is
// answered from the raw node:http 'request' event, before Fastify builds its Request and Reply, runs its
// router and hooks and a child logger. Whatever is not a plain cache hit falls through to Fastify
// unchanged. A hit is written with the very headers, bytes and status the Fastify path gives (the tests
// compare both, cached-fast-path.test.ts), and keeps the one access-log line, the request metrics, the
// lifecycle's open-request count (for a reply still in flight) and the X-Request-ID. A request asked again
// is replayed from the plan its first answer left (lib/reply-plans.ts).
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { accessLogLine } from '../lib/access-log.ts';
import { httpRequestDuration } from '../lib/metrics.ts';
import { requestHost, requestIp } from '../lib/raw-request.ts';
import { planKey, ReplyPlans, type ReplyPlan } from '../lib/reply-plans.ts';
import { requestIdOf } from '../lib/request-id.ts';

/** A cached reply, ready to write. */
export type FastHit = {
  status: number;
  /**
   * The reply's own headers as flat name/value pairs, lower-case, in the order the Fastify path sets them
   * (after the security headers and X-Request-ID). A name the security set already has replaces its value
   * where it stands, as reply.header() does on the Fastify path (a page's own CSP).
   */
  headers: readonly string[];
  /** The bytes of a 200 (sent for GET, counted for HEAD); null for a 304. */
  body: Buffer | null;
  /** The route pattern the request metrics label it with (request.routeOptions.url on the Fastify path). */
  route: string;
  /**
   * Whether the same request may be answered with this very reply again, without asking the resolver:
   * true while what it read (its cache entry, the host index) is unchanged. Only for a hit that depends on
   * nothing but the request's inputs that lib/reply-plans.ts planKey names.
   */
  stillLive?: () => boolean;
};

/** What a resolver gets: the raw request and what every resolver reads first. */
export type FastRequest = {
  raw: IncomingMessage;
  url: string;
  /** The URL's path, without the query. */
  path: string;
  /** The request's host as Fastify reads it (request.host: X-Forwarded-Host behind a trusted proxy). */
  host: string;
};

/** Answers a request from a cache without a promise, or returns null to let Fastify answer it. */
export type FastResolver = (request: FastRequest) => FastHit | null;

export class CachedFastPath {
  /** Off: every request goes to Fastify (tests compare both paths on one app). */
  enabled: boolean;
  /** Requests answered here (tests read it; a plain number costs nothing). */
  served = 0;
  /** …of which replayed from a plan (lib/reply-plans.ts), the resolvers not asked… */
  replayed = 0;
  /** …and of which the kernel took whole during end() (the rest are logged when their socket drains). */
  writtenAtOnce = 0;
  private readonly resolvers: FastResolver[] = [];

  constructor(enabled: boolean) {
    this.enabled = enabled;
  }

  /** Called by the plugin that owns a cache (storefront pages, catalogue reads), after its routes. */
  add(resolver: FastResolver): void {
    this.resolvers.push(resolver);
  }

  resolve(request: FastRequest): FastHit | null {
    for (const resolver of this.resolvers) {
      const hit = resolver(request);
      if (hit) return hit;
    }
    return null;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    cachedFastPath: CachedFastPath;
  }
}

/**
 * Requests the fast path never takes: anything but GET and HEAD, and headers the Fastify path (or a
 * plugin on it) might act on in a way the fast path does not repeat. Range and the rest are ignored by the
 * cached routes today; sending them to Fastify keeps that Fastify's business.
 */
function plainRead(req: IncomingMessage): boolean {
  const method = req.method;
  if (method !== 'GET' && method !== 'HEAD') return false;
  const h = req.headers;
  return (
    h.range === undefined &&
    h['x-no-compression'] === undefined &&
    h['accept-version'] === undefined &&
    h.host !== undefined
  );
}

export type CachedFastPathOptions = {
  enabled: boolean;
  /** config.trustProxy: how request.host and request.ip read the forwarded headers. */
  trustProxy: boolean;
  /** Whether the request metrics are recorded (a METRICS_TOKEN is set: plugins/metrics.ts). */
  timed: boolean;
};

async function cachedFastPathPlugin(app: FastifyInstance, opts: CachedFastPathOptions) {
  const fastPath = new CachedFastPath(opts.enabled);
  app.decorate('cachedFastPath', fastPath);
  const { lifecycle, log } = app;
  const { trustProxy, timed } = opts;
  const security = app.securityHeaderPairs;
  const securityIndex = new Map<string, number>();
  for (let i = 0; i < security.length; i += 2) securityIndex.set(security[i]!, i);
  const plans = new ReplyPlans();

  function tryServe(req: IncomingMessage, res: ServerResponse): boolean {
    // Starting or draining: Fastify answers (its 503 while closing, the lifecycle's Connection: close).
    if (!fastPath.enabled || lifecycle.phase !== 'ready' || !plainRead(req)) return false;
    const url = req.url ?? '/';
    const q = url.indexOf('?');
    const request: FastRequest = {
      raw: req,
      url,
      path: q < 0 ? url : url.slice(0, q),
      host: requestHost(req, trustProxy),
    };
    const key = planKey(req, url, request.host);
    let plan: ReplyPlan | undefined;
    try {
      plan = plans.live(key);
      if (plan !== undefined) fastPath.replayed++;
      else {
        const hit = fastPath.resolve(request);
        if (!hit) return false;
        plan = planOf(hit, req.method!);
        if (hit.stillLive) plans.remember(key, plan);
      }
    } catch (err) {
      // A fault here must not take the server down: Fastify answers, as it did before the fast path.
      log.error({ err, url }, 'cached fast path failed; Fastify answers');
      return false;
    }
    fastPath.served++;
    send(request, res, plan);
    return true;
  }

  /**
   * The reply as written: the security headers, X-Request-ID's place, the hit's own headers (a name the
   * security set has replaces its value where it stands), and Fastify's Content-Length rules.
   */
  function planOf(hit: FastHit, method: string): ReplyPlan {
    const headers = security.slice();
    headers.push('x-request-id', '');
    const idAt = headers.length - 1;
    for (let i = 0; i < hit.headers.length; i += 2) {
      const at = securityIndex.get(hit.headers[i]!);
      if (at === undefined) headers.push(hit.headers[i]!, hit.headers[i + 1]!);
      else headers[at + 1] = hit.headers[i + 1]!;
    }
    // A body's length; HEAD counts it (a 304's HEAD says 0); a GET 304 says nothing.
    if (hit.body) headers.push('content-length', String(hit.body.length));
    else if (method === 'HEAD') headers.push('content-length', '0');
    const { status, body, route } = hit;
    return { status, headers, idAt, body, route, stillLive: hit.stillLive ?? (() => false) };
  }

  /** The access-log line and the request metric of a reply that has been written. */
  function written(request: FastRequest, hit: ReplyPlan, reqId: string, started: number) {
    const req = request.raw;
    const responseTime = performance.now() - started;
    accessLogLine(log, reqId, {
      req: {
        method: req.method!,
        url: request.url,
        headers: req.headers,
        host: request.host,
        ip: requestIp(req, trustProxy),
        socket: req.socket,
      },
      res: { statusCode: hit.status },
      responseTime,
    });
    if (timed)
      httpRequestDuration.observe(
        { method: req.method!, route: hit.route, status_code: hit.status },
        responseTime / 1000,
      );
  }

  function send(request: FastRequest, res: ServerResponse, hit: ReplyPlan) {
    const req = request.raw;
    const started = performance.now();
    const method = req.method!;
    const reqId = requestIdOf(req.headers);
    // writeHead reads the list before it returns: one list per plan, its id slot set for this request.
    const headers = hit.headers;
    headers[hit.idAt] = reqId;
    res.writeHead(hit.status, headers);
    if (method === 'HEAD' || !hit.body) res.end();
    else res.end(hit.body);
    // Almost always the kernel took the whole reply during end(): nothing is left in flight for a
    // shutdown to wait for, and the reply is as written as it will be when 'finish' fires a moment later.
    // Logging it now spares a 'close' listener, an open-request entry and their closures per request
    // (under load those were a fifth of a cached reply's CPU: decision 148, fourth addendum).
    if (res.writableLength === 0 && res.socket && !res.socket.destroyed) {
      fastPath.writtenAtOnce++;
      written(request, hit, reqId, started);
      return;
    }
    // A slow reader: the rest goes as the socket drains. Fastify logs and times a reply once it is
    // written; a client gone before that gets no line there either.
    const done = lifecycle.openRequest(method, request.url);
    res.once('close', () => {
      done();
      if (res.writableFinished) written(request, hit, reqId, started);
    });
  }

  // The server's only 'request' listener is Fastify's handler (Fastify adds it when it creates the
  // server); the fast path goes in front of it. Timeouts, keep-alive and closing stay Fastify's.
  const server = app.server;
  const [fastify] = server.listeners('request') as ((req: IncomingMessage, res: ServerResponse) => void)[];
  if (!fastify) throw new Error('cached fast path: the server has no request handler to wrap');
  server.removeListener('request', fastify);
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    if (!tryServe(req, res)) fastify(req, res);
  });
}

export default fp(cachedFastPathPlugin, {
  name: 'cached-fast-path',
  dependencies: ['lifecycle', 'security-headers'],
});
