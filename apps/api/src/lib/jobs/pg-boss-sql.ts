// The few reads and one repair pg-boss has no API for, on its job table (pg-boss 10: `<schema>.job`,
// partitioned by queue name). Staff see only their shop's jobs: every job's data carries its tenantId.
import type pg from 'pg';
import type { FailedJob, JobName, QueueStats } from './job-queue.ts';

type FailedRow = {
  id: string;
  name: JobName;
  data: Record<string, unknown> | null;
  output: unknown;
  retry_count: number;
  created_on: Date;
  completed_on: Date | null;
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * What pg-boss stored as the failure: a serialised Error ({ message, stack }), or { value } for a string
 * or its own messages ("job failed by timeout in active state").
 */
export function failureMessage(output: unknown): string {
  const o = output as { message?: unknown; value?: unknown } | null;
  const value = o?.value as { message?: unknown } | string | undefined;
  const message =
    typeof o?.message === 'string'
      ? o.message
      : typeof value === 'string'
        ? value
        : typeof value?.message === 'string'
          ? value.message
          : 'Unknown error';
  return message.slice(0, 500);
}

export async function selectFailed(
  pool: pg.Pool,
  schema: string,
  names: JobName[],
  tenantId: string,
  limit: number,
): Promise<FailedJob[]> {
  const { rows } = await pool.query<FailedRow>(
    `SELECT id, name, data, output, retry_count, created_on, completed_on FROM ${schema}.job
     WHERE state = 'failed' AND name = ANY($1) AND data->>'tenantId' = $2
     ORDER BY completed_on DESC NULLS LAST LIMIT $3`,
    [names, tenantId, limit],
  );
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    tenantId,
    error: failureMessage(r.output),
    attempts: r.retry_count + 1,
    createdAt: r.created_on.toISOString(),
    failedAt: (r.completed_on ?? r.created_on).toISOString(),
    data: r.data ?? {},
  }));
}

/** The queue of one of the shop's failed jobs, or null (not failed, another shop's, or no such id). */
export async function failedJobQueue(
  pool: pg.Pool,
  schema: string,
  names: JobName[],
  tenantId: string,
  id: string,
): Promise<JobName | null> {
  if (!UUID.test(id)) return null;
  const { rows } = await pool.query<{ name: JobName }>(
    `SELECT name FROM ${schema}.job WHERE id = $1 AND state = 'failed' AND name = ANY($2) AND data->>'tenantId' = $3`,
    [id, names, tenantId],
  );
  return rows[0]?.name ?? null;
}

export async function selectStats(pool: pg.Pool, schema: string, names: JobName[]): Promise<QueueStats[]> {
  const { rows } = await pool.query<{ name: JobName; state: string; count: number }>(
    `SELECT name, state, count(*)::int AS count FROM ${schema}.job
     WHERE name = ANY($1) AND state IN ('created', 'retry', 'active', 'failed') GROUP BY name, state`,
    [names],
  );
  const count = (name: JobName, states: string[]) =>
    rows.filter((r) => r.name === name && states.includes(r.state)).reduce((n, r) => n + r.count, 0);
  return names.map((name) => ({
    name,
    queued: count(name, ['created', 'retry']),
    active: count(name, ['active']),
    failed: count(name, ['failed']),
  }));
}

/**
 * Puts runs cut short by shutdown back in the queue as if they had never started: pg-boss's stop() fails
 * them ("shut down while active"), which would use up a retry, and fail the job for good on its last one.
 * With started_on cleared the next fetch does not count an attempt.
 */
export async function requeueInterrupted(
  pool: pg.Pool,
  schema: string,
  name: JobName,
  ids: string[],
): Promise<number> {
  const { rowCount } = await pool.query(
    `UPDATE ${schema}.job SET state = 'retry', started_on = NULL, start_after = now(), completed_on = NULL, output = NULL
     WHERE name = $1 AND id = ANY($2::uuid[]) AND state IN ('retry', 'failed', 'active')`,
    [name, ids],
  );
  return rowCount ?? 0;
}
