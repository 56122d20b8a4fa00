import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import type { ClusterBus, ClusterDelivery, ClusterMessage } from './cluster-bus.ts';
import { decodeClusterMessage, encodeClusterMessage } from './cluster-wire.ts';

export const CLUSTER_CHANNEL = 'pataka_cluster';

export type ClusterBusLog = Pick<FastifyBaseLogger, 'debug' | 'info' | 'warn' | 'error'>;

export type PostgresClusterBusOptions = {
  channel?: string;
  /** Wait before the first reconnect, doubled per failed attempt up to maxMs (each with jitter). */
  reconnect?: { initialMs: number; maxMs: number };
};

const DEFAULT_RECONNECT = { initialMs: 250, maxMs: 10_000 };

/**
 * Cross-instance messages over PostgreSQL LISTEN/NOTIFY (decision 070). Resolves once the first attempt to
 * listen has finished, successful or not: a database that is briefly away must not stop the server from
 * starting, and readiness reports it until the bus listens.
 */
export async function postgresClusterBus(
  databaseUrl: string,
  log: ClusterBusLog,
  options: PostgresClusterBusOptions = {},
): Promise<ClusterBus & { readonly instanceId: string }> {
  const bus = new PostgresClusterBus(databaseUrl, log, options);
  await bus.listen();
  return bus;
}

class PostgresClusterBus implements ClusterBus {
  readonly kind = 'postgres';
  /** Every payload carries it: NOTIFY also reaches the sending session's own LISTEN. */
  readonly instanceId = randomBytes(8).toString('hex');
  private readonly channel: string;
  private readonly reconnect: { initialMs: number; maxMs: number };
  private readonly handlers = new Set<(message: ClusterDelivery) => void>();
  /**
   * One connection for sending, apart from the app's pool so an invalidation never queues behind a busy
   * shop's requests; one and not more, so one instance's messages arrive in the order they were sent.
   */
  private readonly sender: pg.Pool;
  private readonly sending = new Set<Promise<void>>();
  private listener: pg.Client | null = null;
  private listening = false;
  private attempts = 0;
  private failures = 0;
  private retryTimer: NodeJS.Timeout | undefined;
  private closed = false;

  constructor(
    private readonly databaseUrl: string,
    private readonly log: ClusterBusLog,
    options: PostgresClusterBusOptions,
  ) {
    this.channel = options.channel ?? CLUSTER_CHANNEL;
    this.reconnect = options.reconnect ?? DEFAULT_RECONNECT;
    this.sender = new pg.Pool({
      connectionString: databaseUrl,
      max: 1,
      connectionTimeoutMillis: 5000,
      query_timeout: 5000,
      application_name: 'pataka-cluster-publish',
    });
    // An idle connection the server ended: the pool drops it and opens another on the next publish.
    this.sender.on('error', (err) => this.log.warn({ err }, 'cluster bus: publishing connection lost'));
  }

  async publish(message: ClusterMessage): Promise<void> {
    if (this.closed) {
      this.log.debug({ type: message.type }, 'cluster bus: closed, message not sent');
      return;
    }
    const payload = encodeClusterMessage(this.instanceId, message);
    if (payload === null) {
      this.log.warn(
        { type: message.type, tenantId: message.tenantId },
        'cluster bus: message too large for NOTIFY, not sent',
      );
      return;
    }
    const sent = this.sender.query('select pg_notify($1, $2)', [this.channel, payload]).then(
      () => {},
      (err: unknown) =>
        this.log.error(
          { err, type: message.type, tenantId: message.tenantId },
          'cluster bus: message not sent',
        ),
    );
    this.sending.add(sent);
    void sent.finally(() => this.sending.delete(sent));
    return sent;
  }

  subscribe(handler: (message: ClusterDelivery) => void): () => void {
    this.handlers.add(handler);
    return () => {
      this.handlers.delete(handler);
    };
  }

  async check(): Promise<void> {
    const listener = this.listener;
    if (this.closed) throw new Error('closed');
    if (!this.listening || !listener) throw new Error('not listening for other instances (reconnecting)');
    // A round trip on both connections: a half-open socket shows here, not only when a message is lost.
    await Promise.all([listener.query('select 1'), this.sender.query('select 1')]);
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    this.listening = false;
    clearTimeout(this.retryTimer);
    this.handlers.clear();
    // Invalidations of the last requests still go out before the connection ends.
    await Promise.all(this.sending);
    const listener = this.listener;
    this.listener = null;
    await Promise.all([listener?.end().catch(() => {}), endPool(this.sender)]);
  }

  /** Opens the listening connection; on failure, schedules the next attempt. Never throws. */
  async listen(): Promise<void> {
    if (this.closed) return;
    const first = this.attempts++ === 0;
    const client = new pg.Client({
      connectionString: this.databaseUrl,
      connectionTimeoutMillis: 5000,
      // A dead peer (failover, a dropped NAT entry) is found by TCP keepalive instead of never.
      keepAlive: true,
      keepAliveInitialDelayMillis: 10_000,
      application_name: 'pataka-cluster-listen',
    });
    let dropped = false;
    const drop = (err: unknown) => {
      if (dropped) return;
      dropped = true;
      this.dropped(client, err);
    };
    client.on('error', drop);
    client.on('end', () => drop(new Error('connection ended')));
    client.on('notification', (n) => {
      if (n.channel === this.channel && n.payload !== undefined) this.receive(n.payload);
    });
    this.listener = client;
    try {
      await client.connect();
      await client.query(`listen ${client.escapeIdentifier(this.channel)}`);
    } catch (err) {
      drop(err);
      return;
    }
    if (dropped || this.closed) return;
    this.listening = true;
    this.failures = 0;
    if (!first) {
      this.log.info('cluster bus: listening again; dropping what other instances may have changed meanwhile');
      this.deliver({ type: 'cluster.reconnected' });
    }
  }

  private dropped(client: pg.Client, err: unknown) {
    if (this.listener === client) this.listener = null;
    const wasListening = this.listening;
    this.listening = false;
    client.removeAllListeners('notification');
    // Ending a broken client can emit once more; the drop above already counted it.
    client.on('error', () => {});
    void client.end().catch(() => {});
    if (this.closed) return;
    const base = Math.min(this.reconnect.maxMs, this.reconnect.initialMs * 2 ** this.failures++);
    const delay = Math.round(base * (0.5 + Math.random() / 2));
    this.log.warn(
      { err, retryInMs: delay },
      wasListening
        ? 'cluster bus: lost the connection listening for other instances; reconnecting'
        : 'cluster bus: cannot listen for other instances; retrying',
    );
    clearTimeout(this.retryTimer);
    this.retryTimer = setTimeout(() => void this.listen(), delay);
    this.retryTimer.unref();
  }

  private receive(payload: string) {
    const wire = decodeClusterMessage(payload);
    if (!wire) {
      this.log.warn({ bytes: payload.length }, 'cluster bus: ignored a message this version does not read');
      return;
    }
    if (wire.from === this.instanceId) return;
    this.deliver(wire.message);
  }

  private deliver(message: ClusterDelivery) {
    for (const handler of [...this.handlers]) {
      try {
        handler(message);
      } catch (err) {
        this.log.error({ err, type: message.type }, 'cluster bus: a subscriber failed');
      }
    }
  }
}

/** pool.end() resolves before its sockets close; wait for them, so nothing is left talking to the server. */
async function endPool(pool: pg.Pool): Promise<void> {
  const open = pool.totalCount;
  let removed = 0;
  const allRemoved = new Promise<void>((resolve) => {
    if (open === 0) resolve();
    pool.on('remove', () => ++removed >= open && resolve());
  });
  await pool.end().catch(() => {});
  await allRemoved;
}
