// Uploads a product photo with XMLHttpRequest, because fetch cannot report upload progress and
// a 4 MB camera photo on a phone's 4G takes long enough that staff should see it moving.
import { ApiError, apiHeaders, apiUrl } from '../../../lib/api-client.ts';

export type UploadedImage = {
  url: string;
  sizes?: Record<string, string>;
  preview?: string;
  width?: number;
  height?: number;
};

export function uploadProductImage(
  file: File,
  onProgress?: (fraction: number) => void,
): Promise<UploadedImage> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', apiUrl('/uploads/product-image'));
    for (const [k, v] of Object.entries(apiHeaders({ Accept: 'application/json' })))
      xhr.setRequestHeader(k, v);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress?.(e.loaded / e.total);
    };
    xhr.onerror = () =>
      reject(new ApiError(0, 'NETWORK_ERROR', 'No connection. Check the network and try again.'));
    xhr.onload = () => {
      let json: {
        success?: boolean;
        data?: UploadedImage;
        error?: { code?: string; message?: string };
      } | null = null;
      try {
        json = JSON.parse(xhr.responseText);
      } catch {
        json = null;
      }
      if (xhr.status >= 200 && xhr.status < 300 && json?.data?.url) resolve(json.data);
      else
        reject(
          new ApiError(
            xhr.status,
            json?.error?.code ?? 'ERROR',
            json?.error?.message ?? `Upload failed (${xhr.status})`,
          ),
        );
    };
    const body = new FormData();
    body.append('file', file);
    xhr.send(body);
  });
}
