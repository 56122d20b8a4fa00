// The compiled server (apps/api/dist/server.js on plain node) and its signals: what SIGTERM/SIGINT do to
// idle and in-flight connections, the time limit, a second signal, an uncaught exception.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDbKind } from '../helpers/test-db.ts';
import { ensureApiBuild } from './shutdown/api-build.ts';
import { databaseUrl } from './shutdown/fixture.ts';
import { freePort, startTarget, waitForStatus, type Target } from './shutdown/target.ts';

const cleanups: Array<() => Promise<void>> = [];
beforeAll(() => ensureApiBuild(), 60_000);
afterAll(async () => {
  for (const clean of cleanups) await clean();
});

async function onServer(sql: string) {
  const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await client.connect();
  await client.query(sql).finally(() => client.end());
}

/** The compiled server on a fresh data folder (and, on the PostgreSQL project, a fresh database). */
async function startServer(env: Record<string, string> = {}): Promise<Target & { dataDir: string }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pataka-graceful-'));
  const port = await freePort();
  const vars: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'development',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'info',
    REMINDERS_ENABLED: 'false',
    ...env,
  };
  delete vars.DATABASE_URL;
  delete vars.REDIS_URL;
  if (testDbKind() === 'postgres') {
    const name = `pataka_graceful_${randomBytes(5).toString('hex')}`;
    await onServer(`create database ${name}`);
    vars.DATABASE_URL = databaseUrl(process.env.TEST_DATABASE_URL!, name);
    cleanups.push(() => onServer(`drop database if exists ${name} with (force)`));
  }
  cleanups.push(async () => fs.rmSync(dataDir, { recursive: true, force: true }));
  const target = startTarget('node', vars, port);
  cleanups.push(async () => void (target.proc.exitCode === null && target.proc.kill('SIGKILL')));
  await waitForStatus(target, '/api/v1/ready', 60_000);
  return { ...target, dataDir };
}

const lockLeft = (dataDir: string) => fs.existsSync(path.join(dataDir, 'pataka.lock'));

/** A request whose body is still arriving: in flight until `finish` sends the rest. */
async function slowOtpRequest(target: Target) {
  const body = JSON.stringify({ phone: '9876501234' });
  const socket = net.connect(Number(new URL(target.url).port), '127.0.0.1');
  await new Promise((resolve) => socket.once('connect', resolve));
  let reply = '';
  socket.on('data', (chunk) => (reply += chunk.toString()));
  const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  socket.on('error', () => undefined);
  socket.write(
    'POST /api/v1/customers/otp/generate HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Tenant-ID: demo\r\n' +
      `Content-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n${body.slice(0, 5)}`,
  );
  await sleep(200); // the server has read the headers: the request is open
  return {
    finish: async () => {
      // write, not end: a half-closed client gets no answer from node's HTTP server (httpAllowHalfOpen).
      socket.write(body.slice(5));
      await closed;
      return reply;
    },
    destroy: () => socket.destroy(),
  };
}

const exitWithin = (target: Target, ms: number) =>
  Promise.race([target.exited, sleep(ms, 'still running' as const)]);

describe('the compiled server on a signal', () => {
  it('exits 0 on SIGINT at once, closing idle keep-alive connections, and frees its data folder', async () => {
    const server = await startServer();
    const agent = new http.Agent({ keepAlive: true });
    // One request on a keep-alive agent: its socket then stays open, idle, until someone closes it.
    const socket = await new Promise<net.Socket>((resolve, reject) => {
      const req = http.get(`${server.url}/api/v1/health`, { agent }, (res) => {
        res.resume();
        res.on('end', () => resolve(req.socket!));
      });
      req.on('error', reject);
    });
    const socketClosed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
    expect(socket.destroyed).toBe(false);
    const signalledAt = performance.now();
    server.proc.kill('SIGINT');
    const exit = await exitWithin(server, 5000);
    expect(exit).toMatchObject({ code: 0 });
    expect(performance.now() - signalledAt).toBeLessThan(5000);
    await socketClosed;
    expect(lockLeft(server.dataDir)).toBe(false);
    agent.destroy();
  }, 90_000);

  it('lets an in-flight request finish, answers it with Connection: close, then exits 0', async () => {
    const server = await startServer();
    const request = await slowOtpRequest(server);
    server.proc.kill('SIGTERM');
    expect(await exitWithin(server, 700)).toBe('still running');
    const ready = await fetch(`${server.url}/api/v1/ready`).then(
      (r) => r.status,
      () => 'refused',
    );
    expect(ready).toBe('refused'); // no longer accepting: a load balancer moves on
    const reply = await request.finish();
    expect(reply, server.tail()).toMatch(/^HTTP\/1\.1 200 /);
    expect(reply.toLowerCase()).toContain('connection: close');
    expect(reply).toContain('devOtp');
    expect(await exitWithin(server, 5000)).toMatchObject({ code: 0 });
    expect(lockLeft(server.dataDir)).toBe(false);
  }, 90_000);

  it('gives up after SHUTDOWN_TIMEOUT_MS naming the request that held it, exits 1, frees the folder', async () => {
    const server = await startServer({ SHUTDOWN_TIMEOUT_MS: '1500' });
    const request = await slowOtpRequest(server);
    const signalledAt = performance.now();
    server.proc.kill('SIGTERM');
    expect(await exitWithin(server, 8000)).toMatchObject({ code: 1 });
    const took = performance.now() - signalledAt;
    expect(took).toBeGreaterThan(1400);
    expect(took).toBeLessThan(4000);
    expect(server.tail()).toContain('Shutdown did not finish within 1500 ms');
    expect(server.tail()).toMatch(/POST \/api\/v1\/customers\/otp\/generate \(\d+\.\d s\)/);
    expect(lockLeft(server.dataDir)).toBe(false);
    request.destroy();
  }, 90_000);

  it('ignores a duplicate signal within a second, but exits 1 at once on a second one after it', async () => {
    const server = await startServer();
    const request = await slowOtpRequest(server);
    server.proc.kill('SIGTERM');
    await sleep(100);
    server.proc.kill('SIGTERM'); // npm forwarding the same Ctrl-C, systemd signalling the whole group
    expect(await exitWithin(server, 1200)).toBe('still running');
    const secondAt = performance.now();
    server.proc.kill('SIGTERM');
    expect(await exitWithin(server, 3000)).toMatchObject({ code: 1 });
    expect(performance.now() - secondAt).toBeLessThan(1000);
    expect(lockLeft(server.dataDir)).toBe(false);
    request.destroy();
  }, 90_000);
});

describe('an uncaught exception', () => {
  it('is logged, the app still closes, and the process exits 1', async () => {
    const entry = path.join(import.meta.dirname, 'fixtures/crashing-server.ts');
    const proc = spawn(process.execPath, ['--import', 'tsx', entry], { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    proc.stdout.on('data', (c) => (out += c));
    proc.stderr.on('data', (c) => (out += c));
    const code = await new Promise((resolve) => proc.once('exit', resolve));
    expect(code).toBe(1);
    expect(out).toContain('uncaught exception');
    expect(out).toContain('boom outside any request');
    expect(out).toContain('onClose ran');
  }, 60_000);
});
