// What Fastify's Request reads off a raw node:http request, for the cached fast path that answers before
// Fastify builds one (plugins/cached-fast-path.ts, decision 148). Mirrors fastify/lib/request.js for a
// boolean trustProxy (the only kind config.ts gives): with it every hop is trusted, so the host is the
// last X-Forwarded-Host entry and the address is the first X-Forwarded-For entry (@fastify/proxy-addr
// with a trust-all function keeps the whole chain and Fastify takes its far end).
import type { IncomingMessage } from 'node:http';

/** request.host: the forwarded host behind a trusted proxy, else the Host header. */
export function requestHost(req: IncomingMessage, trustProxy: boolean): string {
  const forwarded = req.headers['x-forwarded-host'];
  // node:http joins a repeated X-Forwarded-Host into one string; never an array here.
  if (trustProxy && typeof forwarded === 'string' && forwarded && req.socket != null) {
    const last = forwarded.lastIndexOf(',');
    return last === -1 ? forwarded.trim() : forwarded.slice(last + 1).trim();
  }
  return req.headers.host ?? '';
}

/** request.ip: the socket's address, or behind a trusted proxy the client's as the proxies forwarded it. */
export function requestIp(req: IncomingMessage, trustProxy: boolean): string | undefined {
  const socketAddr = req.socket?.remoteAddress;
  const header = req.headers['x-forwarded-for'];
  if (!trustProxy || !header || typeof header !== 'string') return socketAddr;
  if (header.indexOf(',') === -1) {
    const remote = header.trim();
    return remote.length ? remote : socketAddr;
  }
  // @fastify/forwarded's parse, right to left; the last address it yields is the leftmost non-empty one.
  let leftmost: string | undefined;
  let end = header.length;
  let start = end;
  for (let i = end - 1; i >= 0; --i) {
    const char = header[i];
    if (char === ' ' || char === '\t') {
      if (start === end) start = end = i;
    } else if (char === ',') {
      if (start !== end) leftmost = header.slice(start, end);
      start = end = i;
    } else {
      start = i;
    }
  }
  if (start !== end) leftmost = header.substring(start, end);
  return leftmost ?? socketAddr;
}
