import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { REPO_ROOT, startTsChild } from './child-process.ts';

export type ApiServer = {
  url: string;
  kind: 'pglite' | 'postgres';
  startMs: number;
  /** The server process, to read its CPU time (lib/process-cpu.ts). */
  pid: number | undefined;
  stop(): Promise<void>;
};

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      srv.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

export function tempDataDir(label: string): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), `pataka-bench-${label}-`));
}

/**
 * Starts the real server (`apps/api/src/server.ts`) on a free port and waits for /api/v1/health.
 * Development mode: production refuses the log SMS provider, which the bench needs for devOtp.
 * The shop-wide OTP cap is raised because the order benchmark signs in many customers at once.
 */
export async function startApiServer(opts: {
  dataDir?: string;
  databaseUrl?: string;
  env?: Record<string, string>;
  /** Extra node flags, e.g. --cpu-prof (not allowed in NODE_OPTIONS). */
  nodeArgs?: string[];
}): Promise<ApiServer> {
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'development',
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    SEED_DEMO: 'true',
    OTP_TENANT_PER_MINUTE: '100000',
    ...opts.env,
  };
  delete env.DATABASE_URL;
  delete env.REDIS_URL;
  if (opts.databaseUrl) env.DATABASE_URL = opts.databaseUrl;
  env.DATA_DIR = opts.dataDir ?? tempDataDir('api');

  const started = performance.now();
  const child = startTsChild(path.join(REPO_ROOT, 'apps/api/src/server.ts'), [], env, {
    nodeArgs: opts.nodeArgs,
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  let exitCode: number | null | undefined;
  void child.exited.then((code) => (exitCode = code));
  for (;;) {
    if (exitCode !== undefined) throw new Error(`the API server exited (code ${exitCode}): ${child.tail()}`);
    if (Date.now() > deadline) {
      await child.stop();
      throw new Error(`the API server did not answer /api/v1/health within 120 s: ${child.tail()}`);
    }
    try {
      const res = await fetch(`${url}/api/v1/health`);
      if (res.ok) {
        const body = (await res.json()) as { data?: { database?: 'pglite' | 'postgres' } };
        return {
          url,
          kind: body.data?.database ?? (opts.databaseUrl ? 'postgres' : 'pglite'),
          startMs: performance.now() - started,
          pid: child.proc.pid,
          async stop() {
            await child.stop();
            if (!opts.dataDir) fs.rmSync(env.DATA_DIR!, { recursive: true, force: true });
          },
        };
      }
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
}
