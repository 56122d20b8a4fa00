import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';

const root = path.resolve(import.meta.dirname, '../../..');
/** The loopback port of the DNS server the browser tests start (platform.e2e.ts). */
const E2E_DNS_PORT = Number(process.env.E2E_DNS_PORT ?? 4653);

/**
 * Builds the storefront and the console (unless E2E_SKIP_BUILD=1), then starts the real server on a
 * fresh embedded database with the demo shops, on a free port. Tests read its URL
 * with inject('baseURL').
 */
export default async function setup(project: TestProject) {
  if (process.env.E2E_SKIP_BUILD !== '1') {
    // Vitest sets NODE_ENV=test; the build must be the production one that ships.
    // The storefront and the staff console.
    const build = spawnSync('npm', ['run', 'build'], {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, NODE_ENV: 'production' },
    });
    if (build.status !== 0) throw new Error('build failed');
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pataka-e2e-'));
  const port = 3900 + Math.floor(Math.random() * 90);
  // Left out rather than set to '': the server's config refuses an empty URL, and unset means embedded PGlite.
  const { DATABASE_URL: _db, REDIS_URL: _redis, ...inherited } = process.env;
  // An operator for the operator console's journey (platform.e2e.ts), made with the real CLI before the
  // server holds the embedded database; its one-time password is read from what the CLI prints.
  const operatorEmail = 'ops@platform.pataka.local';
  const created = spawnSync(
    process.execPath,
    [
      '--import',
      'tsx',
      'apps/api/src/modules/admin/admin.cli.ts',
      'create-operator',
      '--email',
      operatorEmail,
      '--name',
      'Arun Operator',
    ],
    {
      cwd: root,
      env: { ...inherited, NODE_ENV: 'development', DATA_DIR: dataDir, INIT_CWD: root },
      encoding: 'utf8',
    },
  );
  const operatorPassword = /One-time password[^:]*: (\S+)/.exec(created.stdout ?? '')?.[1];
  if (!operatorPassword) throw new Error(`create-operator failed: ${created.stdout}${created.stderr}`);
  const server: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
    cwd: root,
    env: {
      ...inherited,
      NODE_ENV: 'development',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ADMIN_PASSWORD: 'e2e-admin-password',
      // Domain checks ask a dnsmasq the operator console's journey starts on this loopback port.
      DNS_SERVERS: `127.0.0.1:${E2E_DNS_PORT}`,
      PLATFORM_ADDRESS: '127.0.0.1',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const baseURL = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`server exited with ${server.exitCode}`);
    try {
      const res = await fetch(`${baseURL}/api/v1/health`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('server did not start in 90 s');
    await new Promise((r) => setTimeout(r, 250));
  }
  project.provide('baseURL', baseURL);
  project.provide('operator', { email: operatorEmail, password: operatorPassword });
  project.provide('dnsPort', E2E_DNS_PORT);
  project.provide('screenshotDir', path.join(root, 'test-results/screenshots'));
  return async () => {
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
    screenshotDir: string;
    operator: { email: string; password: string };
    dnsPort: number;
  }
}
