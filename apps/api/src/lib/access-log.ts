// The API's access log: one line per request instead of Fastify's two ("incoming request" then "request
// completed"). The line carries both halves — method, URL, host, address (req), status (res) and time —
// so nothing the two lines said is lost; deploy/Caddyfile keeps no access log of its own and relies on
// this one, with the X-Request-ID as reqId. Half the lines was a measured share of a cached reply's cost
// (issue 30, decision 148), and the lines go to stdout in batches (loggerOptions).
import {
  LogController,
  type FastifyBaseLogger,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';
import type { IncomingHttpHeaders } from 'node:http';
import pino from 'pino';
import { stdoutLogBatch } from './log-batch.ts';

export class OneLineAccessLog extends LogController {
  override incomingRequest() {
    // Said by requestCompleted, together with the outcome.
  }

  override requestCompleted(error: Error | null, request: FastifyRequest, reply: FastifyReply) {
    if (this.isLogDisabled(request)) return;
    if (error)
      reply.log.error(
        { req: request, res: reply, err: error, responseTime: reply.elapsedTime },
        'request errored',
      );
    else reply.log.info({ req: request, res: reply, responseTime: reply.elapsedTime }, 'request completed');
  }
}

/** What the cached fast path knows of a request it answered, for its access-log line. */
export type FastAccessFields = {
  req: {
    method: string;
    url: string;
    headers: IncomingHttpHeaders;
    host: string;
    ip: string | undefined;
    socket: { remotePort?: number } | null;
  };
  res: { statusCode: number };
  responseTime: number;
};

/** The streams loggerOptions made: pino writes the server's lines there with no options of its own. */
const plainStreams = new WeakSet<object>();
const { streamSym, chindingsSym } = pino.symbols;
const str = JSON.stringify;

/**
 * The line of a request answered by the cached fast path (plugins/cached-fast-path.ts), before Fastify
 * made a Request, a Reply or a child logger: the same fields in the same order as requestCompleted's line
 * (the child logger's reqId binding comes first, then req and res as Fastify's serializers give them).
 *
 * On the server's own logger the line is written by hand, byte for byte what pino writes
 * (access-log.test.ts compares the two). Under load the log line was a measured third of a cached reply's
 * CPU: sonic-boom's batching (replaced by lib/log-batch.ts) and pino's generic serialisation of this one
 * fixed shape (decision 148). Any other logger (a test's) gets it through pino.
 */
export function accessLogLine(log: FastifyBaseLogger, reqId: string, fields: FastAccessFields) {
  const { req, res, responseTime } = fields;
  const stream = (log as unknown as Record<symbol, { write(line: string): void }>)[streamSym];
  if (!stream || !plainStreams.has(stream)) {
    log.info({ reqId, req, res, responseTime }, 'request completed');
    return;
  }
  if (!(log as unknown as pino.Logger).isLevelEnabled('info')) return;
  const chindings = (log as unknown as Record<symbol, string>)[chindingsSym];
  const port = req.socket?.remotePort;
  const version = req.headers['accept-version'];
  stream.write(
    `{"level":30,"time":${Date.now()}${chindings},"reqId":${str(reqId)},"req":{"method":${str(req.method)},"url":${str(req.url)}${version === undefined ? '' : `,"version":${str(version)}`},"host":${str(req.host)}${req.ip === undefined ? '' : `,"remoteAddress":${str(req.ip)}`}${port === undefined ? '' : `,"remotePort":${port}`}},"res":{"statusCode":${res.statusCode}},"responseTime":${str(responseTime)},"msg":"request completed"}\n`,
  );
}

/**
 * The server's logger settings: the level, and stdout written in batches (lib/log-batch.ts: one write per
 * ~16 KB of lines, not one blocking write per line; a profile of a cached page under load had a tenth of
 * the server's time in those writes).
 */
export function loggerOptions(
  level: string,
  /** Where the lines go: stdout in batches; a test's own stream. */
  stream: pino.DestinationStream = stdoutLogBatch(),
): Pick<FastifyServerOptions, 'logger' | 'logController'> {
  plainStreams.add(stream);
  return { logger: { level, stream }, logController: new OneLineAccessLog() };
}
