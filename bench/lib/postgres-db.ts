import pg from 'pg';

export type BenchDatabase = { name: string; url: string; drop(): Promise<void> };

function urlFor(serverUrl: string, dbName: string): string {
  const u = new URL(serverUrl);
  u.pathname = `/${dbName}`;
  return u.toString();
}

async function onServer(serverUrl: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/**
 * A fresh, empty database `pataka_bench_<pid>[_suffix]` on the server of DATABASE_URL, so a bench run
 * never touches real data; drop() removes it (force: the server's pool may still hold connections).
 */
export async function createBenchDatabase(serverUrl: string, suffix = ''): Promise<BenchDatabase> {
  const name = `pataka_bench_${process.pid}${suffix ? `_${suffix}` : ''}`;
  await onServer(serverUrl, `drop database if exists ${name} with (force)`);
  await onServer(serverUrl, `create database ${name}`);
  return {
    name,
    url: urlFor(serverUrl, name),
    drop: () => onServer(serverUrl, `drop database if exists ${name} with (force)`),
  };
}
