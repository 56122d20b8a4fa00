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
});
