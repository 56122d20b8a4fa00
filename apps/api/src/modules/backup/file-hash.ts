import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';

/** Size and sha256 of a file, streamed: a database dump can be far larger than memory. */
export async function hashFile(file: string): Promise<{ bytes: number; sha256: string }> {
  const hash = createHash('sha256');
  let bytes = 0;
  for await (const chunk of createReadStream(file) as AsyncIterable<Buffer>) {
    hash.update(chunk);
    bytes += chunk.length;
  }
  return { bytes, sha256: hash.digest('hex') };
}
