// A real S3 API on 127.0.0.1 (s3rver: objects in a temporary folder), so storage tests exercise the
// actual SDK requests and responses rather than a mock of the SDK.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { createInterface } from 'node:readline';
import type { Config } from '../../src/config.ts';

type S3rverOptions = {
  address: string;
  port: number;
  silent: boolean;
  directory: string;
  vhostBuckets: boolean;
  configureBuckets: { name: string }[];
};
type S3rver = { run(): Promise<AddressInfo>; close(): Promise<void> };
const requireCjs = createRequire(import.meta.url);
// s3rver ships no types: the few members used here, typed once.
const S3rver = requireCjs('s3rver') as new (options: S3rverOptions) => S3rver;

/** s3rver's built-in account: it checks the key id exists (it does not verify V4 signatures). */
const ACCESS_KEY = 'S3RVER';

export type S3TestServer = {
  /** The app's S3 settings for this server's bucket. */
  config: NonNullable<Config['s3']>;
  close(): Promise<void>;
};

/**
 * s3rver on a free port of 127.0.0.1 with one bucket, its objects in a temporary folder removed on close.
 * `inChild`: run it in a child process started with --openssl-legacy-provider. s3rver makes ListObjectsV2
 * continuation tokens with DES, which OpenSSL 3 only offers through that provider; in this process a
 * listing that needs a second page fails with InternalError. Only tests that page need it.
 */
export async function startS3Server(
  opts: { bucket?: string; keyPrefix?: string; inChild?: boolean } = {},
): Promise<S3TestServer> {
  const bucket = opts.bucket ?? 'pataka-test';
  const directory = await mkdtemp(path.join(os.tmpdir(), 'pataka-s3-'));
  const options: S3rverOptions = {
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    vhostBuckets: false,
    configureBuckets: [{ name: bucket }],
  };
  const running = opts.inChild ? await runInChild(options) : await runHere(options);
  return {
    config: {
      bucket,
      endpoint: `http://127.0.0.1:${running.port}`,
      region: 'us-east-1',
      accessKeyId: ACCESS_KEY,
      secretAccessKey: ACCESS_KEY,
      forcePathStyle: true,
      keyPrefix: opts.keyPrefix ?? '',
    },
    async close() {
      await running.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}

type Running = { port: number; close(): Promise<void> };

async function runHere(options: S3rverOptions): Promise<Running> {
  const server = new S3rver(options);
  const { port } = await server.run();
  return { port, close: () => server.close() };
}

async function runInChild(options: S3rverOptions): Promise<Running> {
  const script = `
    const S3rver = require(${JSON.stringify(requireCjs.resolve('s3rver'))});
    new S3rver(${JSON.stringify(options)}).run().then(({ port }) => console.log(JSON.stringify({ port })));
  `;
  const child = spawn(process.execPath, ['--openssl-legacy-provider', '-e', script], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const [line] = (await Promise.race([
    once(createInterface({ input: child.stdout }), 'line'),
    once(child, 'exit').then(([code]) => Promise.reject(new Error(`s3rver exited with code ${code}`))),
  ])) as [string];
  const { port } = JSON.parse(line) as { port: number };
  return {
    port,
    async close() {
      if (child.exitCode !== null) return;
      const exited = once(child, 'exit');
      child.kill('SIGTERM');
      await exited;
    },
  };
}
