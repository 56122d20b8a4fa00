import { mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localFileStorage } from '../../src/lib/storage/local-file-storage.ts';

let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'pataka-local-'));
});
afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

const collect = async (keys: AsyncIterable<string>) => {
  const all: string[] = [];
  for await (const key of keys) all.push(key);
  return all.sort();
};

describe('local file storage', () => {
  it('keeps the on-disk layout of earlier versions: a key is a path under DATA_DIR', async () => {
    const storage = localFileStorage(dataDir);
    await storage.put('uploads/demo/0123456789abcdef0123456789abcdef.pdf', Buffer.from('%PDF-new'), {
      contentType: 'application/pdf',
    });
    const file = path.join(dataDir, 'uploads', 'demo', '0123456789abcdef0123456789abcdef.pdf');
    expect(await readFile(file, 'utf8')).toBe('%PDF-new');

    // A file an older version wrote is read through the same key.
    await writeFile(path.join(dataDir, 'uploads', 'demo', 'fedcba9876543210fedcba9876543210.png'), 'old');
    expect((await storage.read('uploads/demo/fedcba9876543210fedcba9876543210.png'))?.toString()).toBe('old');
  });

  it('keeps files private to the server user (0600 files, 0700 folders)', async () => {
    const storage = localFileStorage(dataDir);
    await storage.put('private/demo/a.png', Buffer.from('x'), { contentType: 'image/png' });
    expect((await stat(path.join(dataDir, 'private', 'demo', 'a.png'))).mode & 0o777).toBe(0o600);
    expect((await stat(path.join(dataDir, 'private', 'demo'))).mode & 0o777).toBe(0o700);
    expect((await stat(path.join(dataDir, 'private'))).mode & 0o777).toBe(0o700);
  });

  it('leaves no temporary file behind and lists neither those nor the database', async () => {
    const storage = localFileStorage(dataDir);
    await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        storage.put('atomic/demo/same.png', Buffer.alloc(64 * 1024, i), { contentType: 'image/png' }),
      ),
    );
    expect(await readdir(path.join(dataDir, 'atomic', 'demo'))).toEqual(['same.png']);
    // Whole writes only: the file is one of the twenty, never a mix.
    const bytes = (await storage.read('atomic/demo/same.png'))!;
    expect(bytes.length).toBe(64 * 1024);
    expect(new Set(bytes).size).toBe(1);

    await writeFile(path.join(dataDir, 'atomic', 'demo', '.same.png.123.abcd.tmp'), 'half');
    expect(await collect(storage.list('atomic/'))).toEqual(['atomic/demo/same.png']);
    await expect(storage.check()).resolves.toBeUndefined();
    expect((await readdir(dataDir)).filter((name) => name.startsWith('.'))).toEqual([]);
  });

  it('types a file by its extension (the disk keeps no metadata)', async () => {
    const storage = localFileStorage(dataDir);
    const types: Record<string, string> = {
      'types/a.webp': 'image/webp',
      'types/a.jpg': 'image/jpeg',
      'types/a.pdf': 'application/pdf',
      'types/0123456789abcdef0123456789abcdef': 'application/octet-stream',
    };
    for (const [key, type] of Object.entries(types)) {
      // What the caller said is not kept: on S3 this would come back as 'image/jpeg'.
      await storage.put(key, Buffer.from('x'), { contentType: 'image/jpeg' });
      const file = await storage.open(key);
      expect(file?.contentType).toBe(type);
      file?.stream.destroy();
    }
  });

  it('creates DATA_DIR when it checks a folder that does not exist yet', async () => {
    const fresh = path.join(dataDir, 'fresh', 'data');
    await expect(localFileStorage(fresh).check()).resolves.toBeUndefined();
    expect((await stat(fresh)).isDirectory()).toBe(true);
  });
});
