// Real API server processes sharing one PostgreSQL database, one Redis and one S3 bucket: what two
// instances behind a load balancer are. Started from the sources with tsx (the compiled build runs the
// same code; the shutdown test covers dist/), each with its own DATA_DIR so nothing is shared by disk.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { S3TestServer } from '../helpers/s3-server.ts';
import { templateDatabaseName, withDatabase } from '../helpers/test-db.ts';

const serverEntry = path.resolve(import.meta.dirname, '../../src/server.ts');

export type Instance = {
  name: string;
  base: string;
  process: ChildProcess;
  /** Every line the server has logged so far (JSON from pino). */
  logs: string[];
  exited: Promise<number | null>;
};

/** A port nothing listens on right now. */
export const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });

/** A fresh copy of the seeded template database (demo and demo2); dropped by the returned function. */
export async function freshDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `pataka_so_${randomBytes(5).toString('hex')}`;
  await withDatabase('postgres', (c) =>
    c.query(`create database ${name} template ${templateDatabaseName()}`),
  );
  return {
    url: withDatabase.urlFor(name),
    drop: async () => {
      await withDatabase('postgres', (c) => c.query(`drop database if exists ${name} with (force)`));
    },
  };
}

export type SharedServices = { databaseUrl: string; redisUrl: string; redisPrefix: string; s3: S3TestServer };

export async function startInstance(
  name: string,
  shared: SharedServices,
  extraEnv: Record<string, string> = {},
): Promise<Instance> {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `pataka-${name}-`));
  const s3 = shared.s3.config;
  const child = spawn(process.execPath, ['--import', 'tsx', serverEntry], {
    env: {
      ...process.env,
      NODE_ENV: 'development',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: shared.databaseUrl,
      DATABASE_POOL_SIZE: '5',
      REDIS_URL: shared.redisUrl,
      REDIS_KEY_PREFIX: shared.redisPrefix,
      S3_BUCKET: s3.bucket,
      S3_ENDPOINT: s3.endpoint!,
      S3_REGION: s3.region,
      S3_ACCESS_KEY_ID: s3.accessKeyId!,
      S3_SECRET_ACCESS_KEY: s3.secretAccessKey!,
      S3_FORCE_PATH_STYLE: 'true',
      SEED_DEMO: 'false',
      REMINDERS_ENABLED: 'false',
      LOG_LEVEL: 'info',
      OCR_WORKERS: '1',
      ...extraEnv,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const logs: string[] = [];
  const collect = (chunk: Buffer) => logs.push(...chunk.toString().split('\n').filter(Boolean));
  child.stdout!.on('data', collect);
  child.stderr!.on('data', collect);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const base = `http://127.0.0.1:${port}`;
  const instance: Instance = { name, base, process: child, logs, exited };
  let running = true;
  void exited.then(() => (running = false));
  for (let i = 0; i < 600; i++) {
    if (!running) throw new Error(`instance ${name} exited before it was ready:\n${logs.join('\n')}`);
    const ready = await fetch(`${base}/api/v1/ready`).then(
      (r) => r.status === 200,
      () => false,
    );
    if (ready) return instance;
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill('SIGKILL');
  throw new Error(`instance ${name} not ready within 60 s:\n${logs.join('\n')}`);
}

export async function stopInstance(instance: Instance): Promise<void> {
  if (instance.process.exitCode !== null || instance.process.signalCode !== null) return;
  instance.process.kill('SIGTERM');
  await instance.exited;
}

/** Polls until check() is true; returns the milliseconds it took, or throws after timeoutMs. */
export async function within(timeoutMs: number, check: () => boolean | Promise<boolean>): Promise<number> {
  const started = performance.now();
  for (;;) {
    if (await check()) return performance.now() - started;
    if (performance.now() - started > timeoutMs) throw new Error(`not true within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 20));
  }
}
