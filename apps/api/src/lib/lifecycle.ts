// Where the process stands (starting → ready → stopping) and what readiness checks. GET /api/v1/ready
// answers 503 unless the phase is 'ready' and no check has failed; a 'degraded' check (Redis down: limits
// kept in-process) is reported but still ready, so a load balancer does not take every instance out.

export type Phase = 'starting' | 'ready' | 'stopping';
export type CheckResult = { status: 'ok' | 'degraded' | 'failed'; detail?: string };
export type ReadinessCheck = () => Promise<CheckResult>;
type OpenRequest = { method: string; url: string; startedAt: number };

export class Lifecycle {
  private current: Phase = 'starting';
  private stoppingAt: number | undefined;
  private readonly checks = new Map<string, ReadinessCheck>();
  private readonly requests = new Set<OpenRequest>();

  get phase(): Phase {
    return this.current;
  }

  /** Counts a request as open until `done` is called: a shutdown that runs out of time says which ones held it. */
  openRequest(method: string, url: string): () => void {
    const entry = { method, url, startedAt: performance.now() };
    this.requests.add(entry);
    return () => this.requests.delete(entry);
  }

  /** The requests still open, oldest first, e.g. "POST /api/v1/uploads/payment-proof (4.2 s)". */
  openRequests(): string[] {
    const now = performance.now();
    return [...this.requests].map(
      (r) => `${r.method} ${r.url.split('?')[0]} (${((now - r.startedAt) / 1000).toFixed(1)} s)`,
    );
  }

  markReady(): void {
    if (this.current === 'starting') this.current = 'ready';
  }

  markStopping(): void {
    if (this.current !== 'stopping') this.stoppingAt = performance.now();
    this.current = 'stopping';
  }

  /**
   * What is left of a shutdown budget of `budgetMs` since stopping began (all of it before): the job queue
   * gets what the HTTP phase did not use, so the whole close stays within SHUTDOWN_TIMEOUT_MS.
   */
  remainingOf(budgetMs: number): number {
    if (this.stoppingAt === undefined) return budgetMs;
    return Math.max(0, budgetMs - (performance.now() - this.stoppingAt));
  }

  /** Registers a named check (database, migrations, storage, queue, redis…); one per name. */
  addCheck(name: string, check: ReadinessCheck): void {
    this.checks.set(name, check);
  }

  /** Runs every check, each bounded by timeoutMs (a hung dependency reads as failed, not as a hung probe). */
  async report(
    timeoutMs = 2000,
  ): Promise<{ ready: boolean; phase: Phase; checks: Record<string, CheckResult> }> {
    const entries = await Promise.all(
      [...this.checks].map(async ([name, check]) => [name, await bounded(check, timeoutMs)] as const),
    );
    const checks = Object.fromEntries(entries);
    const failed = entries.some(([, r]) => r.status === 'failed');
    return { ready: this.current === 'ready' && !failed, phase: this.current, checks };
  }
}

async function bounded(check: ReadinessCheck, timeoutMs: number): Promise<CheckResult> {
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([
      check(),
      new Promise<CheckResult>((resolve) => {
        timer = setTimeout(
          () => resolve({ status: 'failed', detail: `no answer in ${timeoutMs} ms` }),
          timeoutMs,
        );
      }),
    ]);
  } catch (err) {
    return { status: 'failed', detail: (err as Error).message };
  } finally {
    clearTimeout(timer);
  }
}
