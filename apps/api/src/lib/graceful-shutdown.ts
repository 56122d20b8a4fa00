// SIGTERM/SIGINT handling for the server (and any process built around a Fastify app): readiness turns 503,
// the HTTP server stops accepting and lets in-flight requests finish, then app.close() runs every plugin's
// onClose (jobs, cluster bus, Redis, storage, the database last) and the process exits 0.
// close-with-grace does nearly this, but exits 1 on ANY second signal; we need to tell a duplicate of the
// first signal from an operator's second one (docs/decisions/100-production-build-and-shutdown.md).
import type { FastifyInstance } from 'fastify';

export type GracefulShutdownOptions = {
  /** The whole close (requests, jobs, connections) must finish within this; else exit 1. */
  timeoutMs: number;
  /**
   * A repeat of a signal this soon after the first is the same request delivered twice, not an operator
   * insisting: Ctrl-C reaches npm and the server alike and npm forwards its copy, and systemd's default
   * KillMode signals every process of the service.
   */
  duplicateWindowMs?: number;
};

const SIGNALS = ['SIGTERM', 'SIGINT', 'SIGHUP'] as const;

/** Installs the handlers; call once the app is built (a signal during start-up closes what is open). */
export function closeGracefullyOnSignals(app: FastifyInstance, opts: GracefulShutdownOptions): void {
  const duplicateWindowMs = opts.duplicateWindowMs ?? 1000;
  let startedAt: number | undefined;
  let httpClosed = false;
  app.server.once('close', () => (httpClosed = true));

  const elapsed = () => Math.round(performance.now() - (startedAt ?? 0));

  async function close(reason: string, exitCode: 0 | 1): Promise<void> {
    startedAt = performance.now();
    app.log.info(`${reason}: shutting down (in-flight work has ${opts.timeoutMs} ms)`);
    app.lifecycle.markStopping();
    const deadline = setTimeout(() => {
      app.log.error(
        { stillOpen: stillOpen(app, httpClosed) },
        `Shutdown did not finish within ${opts.timeoutMs} ms; exiting anyway`,
      );
      process.exit(1);
    }, opts.timeoutMs);
    // server.close() closes the keep-alive sockets idle at that moment only; one whose request was still
    // being answered goes idle a moment later and would hold the close for Fastify's 72 s keep-alive
    // timeout (seen: a reply finishing 2 ms after SIGTERM, exit 1 at the deadline). Sweep until closed.
    const sweep = setInterval(() => app.server.closeIdleConnections?.(), 100).unref();
    try {
      await app.close();
    } catch (err) {
      app.log.error(err, 'closing failed');
      exitCode = 1;
    }
    clearTimeout(deadline);
    clearInterval(sweep);
    app.log.info(`Closed in ${elapsed()} ms`);
    process.exit(exitCode);
  }

  for (const signal of SIGNALS) {
    process.on(signal, () => {
      if (startedAt === undefined) return void close(signal, 0);
      if (elapsed() < duplicateWindowMs) return;
      app.log.warn(`${signal} again ${elapsed()} ms into the shutdown: exiting now`);
      process.exit(1);
    });
  }
  process.on('uncaughtException', (err, origin) => {
    app.log.fatal(err, origin === 'unhandledRejection' ? 'unhandled rejection' : 'uncaught exception');
    if (startedAt === undefined) void close(origin, 1);
    else process.exit(1);
  });
}

/** What held the shutdown: the HTTP requests still open, or (once they are done) the plugins' close hooks. */
function stillOpen(app: FastifyInstance, httpClosed: boolean) {
  const resources: Record<string, number> = {};
  for (const r of process.getActiveResourcesInfo()) resources[r] = (resources[r] ?? 0) + 1;
  return {
    stage: httpClosed ? 'onClose hooks (jobs, queue, storage, database)' : 'HTTP requests',
    requests: app.lifecycle.openRequests(),
    resources,
  };
}
