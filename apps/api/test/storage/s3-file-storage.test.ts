import { createServer, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { s3FileStorage } from '../../src/lib/storage/s3-file-storage.ts';
import { startS3Server, type S3TestServer } from '../helpers/s3-server.ts';

let s3: S3TestServer;
beforeAll(async () => {
  s3 = await startS3Server({ bucket: 'specifics' });
});
afterAll(async () => {
  await s3.close();
});

const collect = async (keys: AsyncIterable<string>) => {
  const all: string[] = [];
  for await (const key of keys) all.push(key);
  return all.sort();
};

describe('S3 file storage', () => {
  it('writes every key under its key prefix in the bucket', async () => {
    const prefixed = s3FileStorage({ ...s3.config, keyPrefix: '/prod/' });
    const whole = s3FileStorage({ ...s3.config, keyPrefix: '' });
    await prefixed.put('uploads/demo/x.png', Buffer.from('x'), { contentType: 'image/png' });
    expect(await collect(whole.list('prod/'))).toEqual(['prod/uploads/demo/x.png']);
    expect(await collect(prefixed.list('uploads/'))).toEqual(['uploads/demo/x.png']);
    await prefixed.close();
    await whole.close();
  });

  it('keeps the content type it was given, also for a key without an extension', async () => {
    const storage = s3FileStorage(s3.config);
    await storage.put('product-sources/demo/0123456789abcdef0123456789abcdef', Buffer.from('jpeg'), {
      contentType: 'image/jpeg',
    });
    const file = await storage.open('product-sources/demo/0123456789abcdef0123456789abcdef');
    expect(file?.contentType).toBe('image/jpeg');
    file?.stream.destroy();
    await storage.close();
  });

  it('lists past the first page of results', async () => {
    const paging = await startS3Server({ bucket: 'paged', inChild: true });
    const storage = s3FileStorage({ ...paging.config, keyPrefix: 'prefix' }, { listPageSize: 2 });
    try {
      const keys = ['a', 'b', 'c', 'd', 'e'].map((n) => `media/demo/products/${n}.webp`);
      await Promise.all(keys.map((key) => storage.put(key, Buffer.from(key), { contentType: 'image/webp' })));
      expect(await collect(storage.list('media/'))).toEqual(keys);
    } finally {
      await storage.close();
      await paging.close();
    }
  });

  describe('against a server that accepts connections and never answers', () => {
    let hung: Server;
    const sockets = new Set<Socket>();
    beforeAll(async () => {
      hung = createServer((socket) => {
        sockets.add(socket);
        socket.on('close', () => sockets.delete(socket));
      });
      await new Promise<void>((resolve) => hung.listen(0, '127.0.0.1', resolve));
    });
    afterAll(async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => hung.close(resolve));
    });

    it('fails its check within a few seconds instead of waiting forever', async () => {
      const { port } = hung.address() as AddressInfo;
      const storage = s3FileStorage({ ...s3.config, endpoint: `http://127.0.0.1:${port}` });
      const started = Date.now();
      await expect(storage.check()).rejects.toThrow(/bucket "specifics" is unreachable/);
      expect(Date.now() - started).toBeLessThan(8_000);
      await storage.close();
    });
  });
});
