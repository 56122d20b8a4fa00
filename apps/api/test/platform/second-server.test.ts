import { spawn } from 'node:child_process';
import net from 'node:net';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const serverEntry = path.resolve(import.meta.dirname, '../../src/server.ts');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pataka-second-'));
const env = (port: number) => ({
  ...process.env,
  NODE_ENV: 'development',
  PORT: String(port),
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  DATABASE_URL: undefined,
  LOG_LEVEL: 'warn',
  SEED_DEMO: 'false',
});
const start = (port: number) =>
  spawn(process.execPath, ['--import', 'tsx', serverEntry], {
    env: env(port),
    stdio: ['ignore', 'pipe', 'pipe'],
  });

/** A port nothing listens on right now. */
const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });

const port = await freePort();
const first = start(port);
afterAll(async () => {
  first.kill('SIGTERM');
  await new Promise((r) => first.once('exit', r));
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('a second server on the same DATA_DIR', () => {
  it('refuses to start with a clear message while the first one runs', async () => {
    for (let i = 0; i < 300; i++) {
      const up = await fetch(`http://127.0.0.1:${port}/api/v1/health`).then(
        (r) => r.ok,
        () => false,
      );
      if (up) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    const second = start(await freePort());
    let stderr = '';
    second.stderr.on('data', (chunk) => (stderr += chunk));
    const code = await new Promise((r) => second.once('exit', r));
    expect(code).toBe(1);
    expect(stderr).toContain(
      `The data folder ${dataDir} is in use by another Pataka server (pid ${first.pid})`,
    );
  }, 60_000);
});
