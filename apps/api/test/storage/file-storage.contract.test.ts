// One behaviour for both storages: whatever passes here on the local disk passes on S3, and the reverse.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FileStorage } from '../../src/lib/storage/file-storage.ts';
import { localFileStorage } from '../../src/lib/storage/local-file-storage.ts';
import { s3FileStorage } from '../../src/lib/storage/s3-file-storage.ts';
import { startS3Server, type S3TestServer } from '../helpers/s3-server.ts';

type Subject = {
  /** Two storages that must not see each other's files (two folders / two key prefixes in one bucket). */
  open(): Promise<{ storage: FileStorage; neighbour: FileStorage }>;
  /** A storage whose check() must fail. */
  broken(): Promise<FileStorage>;
};

const temporary: string[] = [];
const tempDir = async () => {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'pataka-storage-'));
  temporary.push(dir);
  return dir;
};

let s3: S3TestServer;
beforeAll(async () => {
  s3 = await startS3Server({ bucket: 'contract' });
});
afterAll(async () => {
  await s3.close();
  await Promise.all(temporary.map((dir) => rm(dir, { recursive: true, force: true })));
});

const subjects: Record<'local' | 's3', Subject> = {
  local: {
    open: async () => ({
      storage: localFileStorage(await tempDir()),
      neighbour: localFileStorage(await tempDir()),
    }),
    // DATA_DIR below a regular file: the folder can never be made, so nothing can be written.
    broken: async () => {
      const file = path.join(await tempDir(), 'a-file');
      await writeFile(file, 'not a folder');
      return localFileStorage(path.join(file, 'data'));
    },
  },
  s3: {
    open: async () => ({
      storage: s3FileStorage({ ...s3.config, keyPrefix: 'shop-a' }),
      neighbour: s3FileStorage({ ...s3.config, keyPrefix: 'shop-b/' }),
    }),
    broken: async () => s3FileStorage({ ...s3.config, bucket: 'no-such-bucket' }),
  },
};

const collect = async (keys: AsyncIterable<string>) => {
  const all: string[] = [];
  for await (const key of keys) all.push(key);
  return all.sort();
};

describe.each(['local', 's3'] as const)('%s file storage', (kind) => {
  let storage: FileStorage;
  let neighbour: FileStorage;
  beforeAll(async () => {
    ({ storage, neighbour } = await subjects[kind].open());
  });
  afterAll(async () => {
    await storage.close();
    await neighbour.close();
  });

  it('stores bytes and gives them back, as a whole and as a stream with its size and type', async () => {
    const bytes = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 1, 2, 255, 254]);
    await storage.put('uploads/demo/0123456789abcdef0123456789abcdef.png', bytes, {
      contentType: 'image/png',
    });

    expect(await storage.read('uploads/demo/0123456789abcdef0123456789abcdef.png')).toEqual(bytes);
    const file = await storage.open('uploads/demo/0123456789abcdef0123456789abcdef.png');
    expect(file).not.toBeNull();
    expect(file!.size).toBe(bytes.length);
    expect(file!.contentType).toBe('image/png');
    const chunks: Buffer[] = [];
    for await (const chunk of file!.stream) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks)).toEqual(bytes);
  });

  it('replaces a file on a second put', async () => {
    await storage.put('media/demo/products/a-640.webp', Buffer.from('first'), { contentType: 'image/webp' });
    await storage.put('media/demo/products/a-640.webp', Buffer.from('second!'), {
      contentType: 'image/webp',
    });
    expect((await storage.read('media/demo/products/a-640.webp'))?.toString()).toBe('second!');
    const file = await storage.open('media/demo/products/a-640.webp');
    expect(file?.size).toBe(7);
    file?.stream.destroy();
  });

  it('answers null for a missing key, for a folder and below a file', async () => {
    await storage.put('missing/demo/file.png', Buffer.from('x'), { contentType: 'image/png' });
    for (const key of ['missing/demo/other.png', 'missing/demo', 'missing/demo/file.png/below', 'nothing']) {
      expect(await storage.open(key)).toBeNull();
      expect(await storage.read(key)).toBeNull();
    }
  });

  it('deletes a file, and deleting a missing one is no error', async () => {
    await storage.put('uploads/demo/gone.pdf', Buffer.from('%PDF-'), { contentType: 'application/pdf' });
    await storage.delete('uploads/demo/gone.pdf');
    expect(await storage.read('uploads/demo/gone.pdf')).toBeNull();
    await expect(storage.delete('uploads/demo/gone.pdf')).resolves.toBeUndefined();
  });

  it('lists every key under a prefix, in nested folders, and nothing outside it', async () => {
    const put = (key: string) => storage.put(key, Buffer.from(key), { contentType: 'text/plain' });
    await Promise.all([
      put('list/demo/a.png'),
      put('list/demo/b.png'),
      put('list/demo/deep/er/c.pdf'),
      put('list/demo2/d.png'),
      put('listing/e.png'),
    ]);
    expect(await collect(storage.list('list/'))).toEqual([
      'list/demo/a.png',
      'list/demo/b.png',
      'list/demo/deep/er/c.pdf',
      'list/demo2/d.png',
    ]);
    expect(await collect(storage.list('list/demo/'))).toEqual([
      'list/demo/a.png',
      'list/demo/b.png',
      'list/demo/deep/er/c.pdf',
    ]);
    // A prefix is a string prefix, as in S3: 'list/demo' also matches 'list/demo2/…'.
    expect(await collect(storage.list('list/demo'))).toHaveLength(4);
    expect(await collect(storage.list('list/demo/a'))).toEqual(['list/demo/a.png']);
    expect(await collect(storage.list('absent/'))).toEqual([]);
  });

  it('refuses unsafe keys and prefixes before touching the disk or the bucket', async () => {
    for (const key of ['../x', '/abs', 'a//b', 'a/../b', './a', 'a/', '', 'a\\b', 'a b', '.hidden']) {
      await expect(storage.put(key, Buffer.from('x'), { contentType: 'text/plain' })).rejects.toThrow(
        /invalid storage key/,
      );
      await expect(storage.open(key)).rejects.toThrow(/invalid storage key/);
      await expect(storage.read(key)).rejects.toThrow(/invalid storage key/);
      await expect(storage.delete(key)).rejects.toThrow(/invalid storage key/);
    }
    await expect(collect(storage.list('../'))).rejects.toThrow(/invalid storage key/);
    await expect(collect(storage.list(''))).rejects.toThrow(/needs a prefix/);
  });

  it('does not see the files of a storage with another folder or key prefix', async () => {
    await storage.put('iso/demo/mine.png', Buffer.from('mine'), { contentType: 'image/png' });
    expect(await neighbour.open('iso/demo/mine.png')).toBeNull();
    expect(await collect(neighbour.list('iso/'))).toEqual([]);
    await neighbour.delete('iso/demo/mine.png');
    expect((await storage.read('iso/demo/mine.png'))?.toString()).toBe('mine');
  });

  it('passes its check when usable, and fails it when not', async () => {
    await expect(storage.check()).resolves.toBeUndefined();
    const broken = await subjects[kind].broken();
    await expect(broken.check()).rejects.toThrow(
      kind === 's3' ? /bucket "no-such-bucket" does not exist/ : /ENOTDIR|EEXIST/,
    );
    await broken.close();
  });
});
