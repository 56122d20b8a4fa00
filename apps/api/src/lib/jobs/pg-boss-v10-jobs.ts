// pg-boss 12 cannot migrate the schema pg-boss 10 made (schema version 24: 11 rewrote the tables and 12
// migrates from 11's on), so the queue lives in a schema of its own and each start moves the jobs still
// waiting in pg-boss 10's `pgboss` schema over (decision 141). Instances of the previous release keep
// working on the old schema during a rolling restart; what they queue meanwhile moves at the next start.
// Failed jobs stay behind (they were shown to staff for a week and are not retried automatically).
import type pg from 'pg';
import type { PgBoss } from 'pg-boss';
import type { JobName } from './job-queue.ts';
import type { QueueLogger } from './run-job.ts';

export const DEFAULT_SCHEMA = 'pgboss_jobs';
/** Where pg-boss 10 kept the queue (its default schema). */
export const V10_SCHEMA = 'pgboss';
const V10_SCHEMA_VERSION = 24;

type WaitingRow = {
  id: string;
  name: JobName;
  data: object | null;
  state: string;
  singleton_key: string | null;
  start_after: Date;
};

/**
 * Moves pg-boss 10's waiting jobs into `schema`; returns how many. Idempotent. A run still active is left
 * to the old instance doing it, unless it is past its expiry (its process is gone): then it starts again.
 */
export async function moveV10Jobs(opts: {
  pool: pg.Pool;
  boss: PgBoss;
  schema: string;
  names: JobName[];
  log: QueueLogger;
}): Promise<number> {
  const { pool, boss, schema, names, log } = opts;
  if (schema === V10_SCHEMA) return 0;
  const { rows: found } = await pool.query<{ version: number | null }>(
    `SELECT CASE WHEN to_regclass('${V10_SCHEMA}.version') IS NULL OR to_regclass('${V10_SCHEMA}.job') IS NULL
       THEN NULL ELSE 1 END AS version`,
  );
  if (!found[0]?.version) return 0;
  const { rows: versions } = await pool.query<{ version: number }>(
    `SELECT version FROM ${V10_SCHEMA}.version`,
  );
  if (versions[0]?.version !== V10_SCHEMA_VERSION) {
    log.warn(
      { schema: V10_SCHEMA, version: versions[0]?.version },
      'a pg-boss schema of another version than 10 is left as it is',
    );
    return 0;
  }
  const { rows } = await pool.query<WaitingRow>(
    `SELECT id, name, data, state, singleton_key, start_after FROM ${V10_SCHEMA}.job
     WHERE name = ANY($1)
       AND (state IN ('created', 'retry') OR (state = 'active' AND started_on + expire_in < now()))
     ORDER BY created_on`,
    [names],
  );
  let moved = 0;
  for (const name of names) {
    const jobs = rows.filter((r) => r.name === name);
    if (!jobs.length) continue;
    const ids = jobs.map((j) => j.id);
    // Already here from a start that stopped half-way: not inserted twice.
    const { rows: present } = await pool.query<{ id: string }>(
      `SELECT id FROM ${schema}.job WHERE name = $1 AND id = ANY($2::uuid[])`,
      [name, ids],
    );
    const here = new Set(present.map((r) => r.id));
    const fresh = jobs.filter((j) => !here.has(j.id));
    if (fresh.length) {
      await boss.insert(
        name,
        fresh.map((j) => ({
          id: j.id,
          data: j.data ?? {},
          ...(j.singleton_key !== null ? { singletonKey: j.singleton_key } : {}),
          // A run cut short by the upgrade starts again now; the others keep their time.
          ...(j.state === 'active' ? {} : { startAfter: j.start_after }),
        })),
      );
    }
    await pool.query(`DELETE FROM ${V10_SCHEMA}.job WHERE name = $1 AND id = ANY($2::uuid[])`, [name, ids]);
    moved += fresh.length;
  }
  if (moved)
    log.info({ moved, from: V10_SCHEMA, to: schema }, 'moved pg-boss 10 jobs that were still waiting');
  return moved;
}
