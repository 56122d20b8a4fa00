// S3-compatible object storage (AWS S3, MinIO, Cloudflare R2): several API instances share one bucket.
// The bucket stays private; the API streams files after its own checks (DESIGN.md "Running in production").
import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import type { Config } from '../../config.ts';
import { assertSafeKey, type FileStorage, type StorageKey } from './file-storage.ts';
import { assertListPrefix } from './list-prefix.ts';

export type S3StorageConfig = NonNullable<Config['s3']>;

/**
 * A hung bucket must not hold a request (or a shutdown) forever: connect within 5 s, headers within 30 s,
 * no more than 30 s of silence while a body streams. The SDK retries twice more (3 attempts) on throttling
 * and network errors, so one call is bounded at about a minute and a half in the worst case.
 */
const TIMEOUTS = { connectionTimeout: 5_000, requestTimeout: 30_000, socketTimeout: 30_000 };
const CHECK_TIMEOUT_MS = 5_000;

/** 'prod', '/prod/' and 'prod/' are one prefix: 'prod/'. Empty stays empty (keys at the bucket's root). */
export function normaliseKeyPrefix(prefix: string): string {
  const trimmed = prefix.replace(/^\/+|\/+$/g, '');
  if (!trimmed) return '';
  for (const part of trimmed.split('/')) assertSafeKey(part);
  return `${trimmed}/`;
}

const statusOf = (err: unknown) =>
  (err as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
const isNotFound = (err: unknown) =>
  (err as Error).name === 'NoSuchKey' || (err as Error).name === 'NotFound' || statusOf(err) === 404;

async function toBuffer(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
  return Buffer.concat(chunks);
}

/** listPageSize: keys per ListObjectsV2 page (S3's maximum by default; tests make it small to page). */
export function s3FileStorage(config: S3StorageConfig, opts: { listPageSize?: number } = {}): FileStorage {
  const { bucket } = config;
  const keyPrefix = normaliseKeyPrefix(config.keyPrefix);
  const client = new S3Client({
    region: config.region,
    endpoint: config.endpoint,
    forcePathStyle: config.forcePathStyle,
    // Unset = the SDK's default chain (environment, shared files, instance or task role).
    credentials:
      config.accessKeyId && config.secretAccessKey
        ? { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey }
        : undefined,
    // Recent SDKs add CRC32 checksums (and aws-chunked bodies) to every request by default, which some
    // S3-compatible services (older MinIO, R2, others) reject. Only operations that require one send it.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    maxAttempts: 3,
    requestHandler: { ...TIMEOUTS, throwOnRequestTimeout: true },
  });
  const objectKey = (key: StorageKey) => {
    assertSafeKey(key);
    return keyPrefix + key;
  };

  async function open(key: StorageKey) {
    const Key = objectKey(key);
    let response;
    try {
      response = await client.send(new GetObjectCommand({ Bucket: bucket, Key }));
    } catch (err) {
      if (isNotFound(err)) return null;
      throw err;
    }
    const body = response.Body;
    if (!(body instanceof Readable)) throw new Error(`S3 returned no readable body for ${Key}`);
    const contentType = response.ContentType ?? 'application/octet-stream';
    if (response.ContentLength !== undefined) {
      return { stream: body, size: response.ContentLength, contentType };
    }
    // Every S3 implementation sends Content-Length on GetObject; should one not, the size is still exact.
    const bytes = await toBuffer(body);
    return { stream: Readable.from([bytes]), size: bytes.length, contentType };
  }

  return {
    kind: 's3',

    async put(key, bytes, { contentType }) {
      await client.send(
        new PutObjectCommand({
          Bucket: bucket,
          Key: objectKey(key),
          Body: bytes,
          ContentLength: bytes.length,
          ContentType: contentType,
        }),
      );
    },

    open,

    async read(key) {
      const file = await open(key);
      return file ? toBuffer(file.stream) : null;
    },

    async delete(key) {
      // S3 answers 204 for a missing key too, so "already gone" needs no special case.
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: objectKey(key) }));
    },

    async *list(prefix) {
      assertListPrefix(prefix);
      let token: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({
            Bucket: bucket,
            Prefix: keyPrefix + prefix,
            ContinuationToken: token,
            MaxKeys: opts.listPageSize,
          }),
        );
        for (const item of page.Contents ?? []) {
          if (item.Key?.startsWith(keyPrefix)) yield item.Key.slice(keyPrefix.length);
        }
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
    },

    async check() {
      try {
        await client.send(new HeadBucketCommand({ Bucket: bucket }), {
          abortSignal: AbortSignal.timeout(CHECK_TIMEOUT_MS),
        });
      } catch (err) {
        const status = statusOf(err);
        // The detail is shown on /ready: name the bucket and the cause, never the credentials.
        if (status === 404) throw new Error(`bucket "${bucket}" does not exist`);
        if (status === 403) throw new Error(`access to bucket "${bucket}" is denied`);
        throw new Error(
          `bucket "${bucket}" is unreachable: ${(err as Error).name}: ${(err as Error).message}`,
        );
      }
    },

    async close() {
      client.destroy();
    },
  };
}
