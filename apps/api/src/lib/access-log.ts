// The API's access log: one line per request instead of Fastify's two ("incoming request" then "request
// completed"). The line carries both halves — method, URL, host, address (req), status (res) and time —
// so nothing the two lines said is lost; deploy/Caddyfile keeps no access log of its own and relies on
// this one, with the X-Request-ID as reqId. Half the lines was a measured share of a cached reply's cost
// (issue 30, decision 148), and the lines go to stdout through an asynchronous writer (loggerOptions).
import { LogController, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import pino from 'pino';

class OneLineAccessLog extends LogController {
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
 * The server's logger settings: the level, and stdout written asynchronously (a write per burst of
 * lines, not one blocking write per line); pino flushes what is pending when the process exits.
 */
export function loggerOptions(level: string): Pick<FastifyServerOptions, 'logger' | 'logController'> {
  return {
    logger: { level, stream: pino.destination({ dest: 1, sync: false }) },
    logController: new OneLineAccessLog(),
  };
}
