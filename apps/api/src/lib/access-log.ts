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
import pino from 'pino';

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

/**
 * The line of a request answered by the cached fast path (plugins/cached-fast-path.ts), before Fastify
 * made a Request, a Reply or a child logger: the same fields in the same order as requestCompleted's line
 * (the child logger's reqId binding comes first, then req and res through the same serializers).
 */
export function accessLogLine(
  log: FastifyBaseLogger,
  reqId: string,
  fields: {
    req: {
      method: string;
      url: string;
      headers: unknown;
      host: string;
      ip: string | undefined;
      socket: unknown;
    };
    res: { statusCode: number };
    responseTime: number;
  },
) {
  log.info(
    { reqId, req: fields.req, res: fields.res, responseTime: fields.responseTime },
    'request completed',
  );
}

/** Lines are written in batches of this many bytes… */
const BATCH_BYTES = 4096;
/** …or at least this often, so a quiet server's last lines are never more than a second late. */
const FLUSH_EVERY_MS = 1000;

/**
 * The server's logger settings: the level, and stdout written in batches (one write per ~4 KB of lines,
 * not one blocking write per line; a profile of a cached page under load had a tenth of the server's
 * time in those writes). Pending lines are flushed every second and, by pino, when the process exits.
 */
export function loggerOptions(level: string): Pick<FastifyServerOptions, 'logger' | 'logController'> {
  const stream = pino.destination({ dest: 1, sync: false, minLength: BATCH_BYTES });
  setInterval(() => stream.flush(), FLUSH_EVERY_MS).unref();
  return { logger: { level, stream }, logController: new OneLineAccessLog() };
}
