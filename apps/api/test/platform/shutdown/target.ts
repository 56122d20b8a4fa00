// The server under test, started the ways it runs for real: the compiled build on plain node, `npm start`
// as a user types it, or the old way through the tsx loader (to reproduce the exit hang). Each is the
// leader of its own process group, so whatever it spawned can be found, and killed if it hangs.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { apiRoot, repoRoot } from '../../../src/paths.ts';

export type Via = 'node' | 'npm-start' | 'tsx';
export const VIAS: readonly Via[] = ['node', 'npm-start', 'tsx'];

export type Target = {
  proc: ChildProcess;
  url: string;
  /** Resolves with the exit code (or the signal that ended it) and when it happened. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null; at: number }>;
  tail(): string;
};

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

function command(via: Via, tsEntry: string): string[] {
  if (via === 'node') return [process.execPath, '--enable-source-maps', path.join(apiRoot, 'dist/server.js')];
  if (via === 'npm-start') return ['npm', 'start'];
  return [process.execPath, '--import', 'tsx', tsEntry];
}

export function startTarget(
  via: Via,
  env: NodeJS.ProcessEnv,
  port: number,
  opts: { tsEntry?: string; root?: string } = {},
): Target {
  const [bin, ...args] = command(via, opts.tsEntry ?? path.join(apiRoot, 'src/server.ts'));
  const proc = spawn(bin!, args, {
    cwd: opts.root ?? repoRoot,
    env,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: string[] = [];
  const keep = (chunk: Buffer) => {
    lines.push(...chunk.toString().split('\n').filter(Boolean));
    if (lines.length > 60) lines.splice(0, lines.length - 60);
  };
  proc.stdout!.on('data', keep);
  proc.stderr!.on('data', keep);
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null; at: number }>((resolve) =>
    proc.once('exit', (code, signal) => resolve({ code, signal, at: performance.now() })),
  );
  return { proc, url: `http://127.0.0.1:${port}`, exited, tail: () => lines.join('\n') };
}

/** Waits until GET `path` answers 200 (the process may still be building or migrating). */
export async function waitForStatus(target: Target, urlPath: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let gone = false;
  void target.exited.then(() => (gone = true));
  while (Date.now() < deadline) {
    if (gone) throw new Error(`the server exited before answering ${urlPath}:\n${target.tail()}`);
    const ok = await fetch(`${target.url}${urlPath}`).then(
      (r) => r.status === 200,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 150));
  }
  throw new Error(`no 200 from ${urlPath} within ${timeoutMs} ms:\n${target.tail()}`);
}

/**
 * Processes of the group the target leads (itself, npm's shell and node, …): [pid, command name]. Zombies
 * count only when asked: a killed process holds its pid (and so, for the data-dir lock, looks alive) until
 * it is reaped.
 */
export function processGroup(pgid: number, opts: { zombies?: boolean } = {}): Array<[number, string]> {
  const found: Array<[number, string]> = [];
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      // pid (comm) state ppid pgrp …: comm may hold spaces and parentheses, so split after the last ')'.
      const close = stat.lastIndexOf(')');
      const fields = stat.slice(close + 2).split(' ');
      if (Number(fields[2]) === pgid && (opts.zombies || fields[0] !== 'Z'))
        found.push([Number(entry), stat.slice(stat.indexOf('(') + 1, close)]);
    } catch {
      // exited while we looked
    }
  }
  return found;
}

/**
 * Evidence from a process that did not exit: every thread's name and kernel wait channel, and gdb's
 * backtrace of every thread when gdb is installed.
 */
export function diagnose(pid: number): string {
  const out: string[] = [];
  for (const tid of fs.readdirSync(`/proc/${pid}/task`)) {
    const read = (f: string) => {
      try {
        return fs.readFileSync(`/proc/${pid}/task/${tid}/${f}`, 'utf8').trim();
      } catch {
        return '?';
      }
    };
    out.push(
      `thread ${tid} ${read('comm')} state=${read('stat').split(') ')[1]?.[0]} wchan=${read('wchan')}`,
    );
  }
  try {
    out.push(
      execFileSync('gdb', ['-p', String(pid), '-batch', '-ex', 'thread apply all bt 30'], {
        encoding: 'utf8',
        timeout: 60_000,
        stdio: ['ignore', 'pipe', 'ignore'],
      }),
    );
  } catch (err) {
    out.push(`gdb: ${(err as Error).message.split('\n')[0]}`);
  }
  return out.join('\n');
}
