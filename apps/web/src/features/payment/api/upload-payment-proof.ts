// POST /uploads/payment-proof (multipart field 'file'): stores the screenshot or PDF and, when it can within
// a few seconds, answers what it read; otherwise extractedData is { extraction: 'processing' } and
// GET /uploads/{id} is polled. XMLHttpRequest rather than fetch: fetch cannot report upload progress.
import { MESSAGES } from '@pataka/domain/messages';
import { getTenant } from '../../../config/env.ts';
import { api, ApiError, buildUrl, errorText } from '../../../lib/api-client.ts';
import { authStore } from '../../../lib/auth.ts';

export type UploadedProof = {
  id: string;
  url: string;
  fileName: string;
  fileType: string;
  extractedData: Record<string, unknown> | null;
  createdAt: string;
};

export const isExtractionPending = (data: Record<string, unknown> | null | undefined) =>
  data?.extraction === 'processing';

export function uploadPaymentProof(
  file: File,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<UploadedProof> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', buildUrl('/uploads/payment-proof'));
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader('X-Tenant-ID', getTenant());
    const { token } = authStore.get();
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    let settled = false;
    xhr.upload.onprogress = (event) => {
      if (!settled && event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      settled = true;
      let json: unknown = null;
      try {
        json = JSON.parse(xhr.responseText);
      } catch {
        json = null;
      }
      const body = (json ?? {}) as { success?: boolean; data?: UploadedProof; error?: { code?: string } };
      if (xhr.status >= 200 && xhr.status < 300 && body.success !== false && body.data) {
        onProgress(1);
        resolve(body.data);
        return;
      }
      if (xhr.status === 401) {
        // The 401 rule (§4) lives in the API client: let it sign out and move home, in one place.
        void api.get('/customers/me', { dedup: false }).catch(() => undefined);
      }
      reject(
        new ApiError(
          xhr.status,
          body.error?.code ?? `HTTP_${xhr.status}`,
          json ? errorText(json) : MESSAGES.requestFailed,
        ),
      );
    };
    xhr.onerror = () => {
      settled = true;
      reject(new ApiError(0, 'NETWORK_ERROR', MESSAGES.paymentProofUploadFailed));
    };
    xhr.onabort = () => reject(new DOMException('Upload cancelled', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    const form = new FormData();
    form.append('file', file, file.name);
    xhr.send(form);
  });
}
