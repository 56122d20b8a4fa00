import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { acquireDataDirLock, DataDirLockedError } from './data-dir-lock.ts';

const dirs: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pataka-lock-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => dirs.splice(0).forEach((d) => fs.rmSync(d, { recursive: true, force: true })));

describe('acquireDataDirLock', () => {
  it('writes our pid and removes the lock on release', () => {
    const dir = tempDir();
    const release = acquireDataDirLock(dir);
    expect(fs.readFileSync(path.join(dir, 'pataka.lock'), 'utf8')).toBe(String(process.pid));
    release();
    expect(fs.existsSync(path.join(dir, 'pataka.lock'))).toBe(false);
  });

  it('refuses a folder locked by a live process, naming it', () => {
    const dir = tempDir();
    fs.writeFileSync(path.join(dir, 'pataka.lock'), String(process.ppid));
    expect(() => acquireDataDirLock(dir)).toThrow(DataDirLockedError);
    expect(() => acquireDataDirLock(dir)).toThrow(`in use by another Pataka server (pid ${process.ppid})`);
  });

  it('takes over a lock left by a process that is gone', () => {
    const dir = tempDir();
    fs.writeFileSync(path.join(dir, 'pataka.lock'), '4194300'); // above any live pid here
    const release = acquireDataDirLock(dir);
    expect(fs.readFileSync(path.join(dir, 'pataka.lock'), 'utf8')).toBe(String(process.pid));
    release();
  });
});
