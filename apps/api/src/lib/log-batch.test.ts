import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { LogBatch } from './log-batch.ts';

describe('LogBatch', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pataka-log-batch-'));
  const file = path.join(dir, 'out.log');
  let fd = -1;
  afterEach(() => {
    if (fd >= 0) fs.closeSync(fd);
    fd = -1;
  });

  it('holds lines until a batch is full, then writes them all in order, Tamil included', () => {
    fd = fs.openSync(file, 'w');
    const batch = new LogBatch(fd, 100);
    batch.write('{"msg":"one"}\n');
    batch.write('{"msg":"இரண்டு"}\n');
    expect(fs.readFileSync(file, 'utf8')).toBe('');
    const long = `{"msg":"${'x'.repeat(80)}"}\n`;
    batch.write(long);
    expect(fs.readFileSync(file, 'utf8')).toBe(`{"msg":"one"}\n{"msg":"இரண்டு"}\n${long}`);
  });

  it('writes a partial batch when flushed, and nothing twice', () => {
    fd = fs.openSync(file, 'w');
    const batch = new LogBatch(fd, 1000);
    batch.write('a\n');
    batch.flush();
    batch.flush();
    batch.write('b\n');
    batch.flush();
    expect(fs.readFileSync(file, 'utf8')).toBe('a\nb\n');
  });

  it('writes the pending lines when the process exits', async () => {
    const { execFileSync } = await import('node:child_process');
    const script = `
      import { stdoutLogBatch } from ${JSON.stringify(path.resolve(import.meta.dirname, 'log-batch.ts'))};
      const batch = stdoutLogBatch();
      batch.write('last words\\n');
      process.exit(3);
    `;
    let out = '';
    try {
      execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
        encoding: 'utf8',
      });
    } catch (err) {
      out = (err as { stdout: string; status: number }).stdout;
      expect((err as { status: number }).status).toBe(3);
    }
    expect(out).toBe('last words\n');
  });

  it('does not hold the server up while a reader has fallen behind: the lines wait, then all arrive in order', async () => {
    const { spawn } = await import('node:child_process');
    const script = `
      import { stdoutLogBatch } from ${JSON.stringify(path.resolve(import.meta.dirname, 'log-batch.ts'))};
      process.stdout; // as at the server's start-up: libuv makes fd 1 non-blocking
      const batch = stdoutLogBatch();
      const started = performance.now();
      for (let i = 0; i < 20000; i++) batch.write('{"n":' + i + ',"pad":"' + 'x'.repeat(40) + '"}\\n');
      process.stderr.write(JSON.stringify({ ms: performance.now() - started, waiting: batch.waitingBytes }));
    `;
    const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let report = '';
    child.stderr.on('data', (c: Buffer) => (report += c));
    // The reader looks away for a second and a half: ~1.1 MB of lines is far more than the pipe holds.
    const stderrDone = new Promise((resolve) => child.stderr.on('end', resolve));
    await new Promise((r) => setTimeout(r, 1500));
    const chunks: Buffer[] = [];
    child.stdout.on('data', (c: Buffer) => chunks.push(c));
    const code = await new Promise((resolve) => child.on('close', resolve));
    await stderrDone;
    expect(code).toBe(0);
    const { ms, waiting } = JSON.parse(report) as { ms: number; waiting: number };
    expect(waiting).toBeGreaterThan(0); // the pipe did fill: the case is real
    expect(ms).toBeLessThan(500); // …and the writes did not wait for the reader
    const lines = Buffer.concat(chunks).toString('utf8').trimEnd().split('\n');
    expect(lines).toHaveLength(20000);
    expect(lines.every((l, i) => (JSON.parse(l) as { n: number }).n === i)).toBe(true);
  });

  it('still lets the process exit when its reader has stopped reading: the last lines wait 2 s, then go', async () => {
    const { spawn } = await import('node:child_process');
    const script = `
      import { stdoutLogBatch } from ${JSON.stringify(path.resolve(import.meta.dirname, 'log-batch.ts'))};
      process.stdout;
      const batch = stdoutLogBatch();
      for (let i = 0; i < 20000; i++) batch.write('{"n":' + i + ',"pad":"' + 'x'.repeat(40) + '"}\\n');
    `;
    const started = performance.now();
    const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const chunks: Buffer[] = [];
    child.stdout.on('data', (c: Buffer) => chunks.push(c));
    const ended = new Promise((r) => child.stdout.on('end', r));
    // Nobody reads its stdout (past what the stream buffers): it must exit on its own all the same.
    child.stdout.pause();
    const code = await new Promise((resolve) => child.on('exit', resolve));
    const ms = performance.now() - started;
    expect(code).toBe(0);
    expect(ms).toBeLessThan(8000);
    child.stdout.resume();
    await ended;
    // What did arrive is the start of the lines, in order (the last one may be cut where the pipe was full).
    const lines = Buffer.concat(chunks).toString('utf8').split('\n').slice(0, -1);
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.length).toBeLessThan(20000);
    expect(lines.every((l, i) => (JSON.parse(l) as { n: number }).n === i)).toBe(true);
  }, 20_000);

  it('keeps the process serving when its log reader has gone away (EPIPE): lines are dropped, said once on stderr', async () => {
    const { spawn } = await import('node:child_process');
    const script = `
      import { stdoutLogBatch } from ${JSON.stringify(path.resolve(import.meta.dirname, 'log-batch.ts'))};
      process.stdout;
      const batch = stdoutLogBatch();
      batch.write('first\\n');
      batch.flush();
      // The reader closes its end; the parent tells us when.
      process.stdin.once('data', () => {
        for (let i = 0; i < 5000; i++) batch.write('{"n":' + i + '}\\n');
        batch.flush();
        setTimeout(() => {
          batch.write('after\\n');
          process.stderr.write('still here ' + batch.failure?.code + '\\n');
          process.exit(0);
        }, 1100); // past a timer flush too
      });
    `;
    const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let err = '';
    child.stderr.on('data', (c: Buffer) => (err += c));
    const first = await new Promise<string>((resolve) =>
      child.stdout.once('data', (c: Buffer) => resolve(String(c))),
    );
    expect(first).toBe('first\n');
    child.stdout.destroy(); // the log reader exits
    child.stdin.write('go\n');
    const code = await new Promise((resolve) => child.on('exit', resolve));
    expect(err).toContain('still here EPIPE');
    expect(err.match(/Log lines are dropped from now on/g)).toHaveLength(1);
    expect(code).toBe(0);
  }, 20_000);
});
