// GET /uploads/{id}: an upload with its latest extracted payment details (polled while 'processing').
import { api } from '../../../lib/api-client.ts';
import { isExtractionPending, type UploadedProof } from './upload-payment-proof.ts';

export const getUpload = (id: string) =>
  api.get<UploadedProof>(`/uploads/${encodeURIComponent(id)}`, { dedup: false });

export type PollOptions = { intervalMs?: number; timeoutMs?: number; signal?: AbortSignal };

const sleep = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve();
    });
  });

/**
 * Polls until the reading is no longer 'processing' or `timeoutMs` passes; answers the latest upload.
 * A timeout is not an error: the proof is attached anyway and staff see the reading when it lands.
 */
export async function waitForExtraction(
  upload: UploadedProof,
  options: PollOptions = {},
): Promise<UploadedProof> {
  const { intervalMs = 1500, timeoutMs = 30_000, signal } = options;
  const deadline = Date.now() + timeoutMs;
  let latest = upload;
  while (isExtractionPending(latest.extractedData) && Date.now() < deadline && !signal?.aborted) {
    await sleep(intervalMs, signal);
    if (signal?.aborted) break;
    try {
      latest = await getUpload(upload.id);
    } catch {
      // A hiccup while polling: try again until the deadline.
    }
  }
  return latest;
}
