// Downloads a protected file (export, template): fetch with the staff headers, then save the blob.
import { ApiError, apiHeaders, apiUrl, type Query } from '../../../lib/api-client.ts';

export async function downloadFile(path: string, query: Query, fallbackName: string): Promise<void> {
  const response = await fetch(apiUrl(path, query), { headers: apiHeaders() });
  if (!response.ok) {
    let message = `Download failed (${response.status})`;
    try {
      const json = (await response.json()) as { error?: { message?: string } };
      message = json.error?.message ?? message;
    } catch {
      // not JSON: keep the status message
    }
    throw new ApiError(response.status, 'ERROR', message);
  }
  const disposition = response.headers.get('Content-Disposition') ?? '';
  const name = /filename="?([^";]+)"?/.exec(disposition)?.[1] ?? fallbackName;
  const url = URL.createObjectURL(await response.blob());
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
