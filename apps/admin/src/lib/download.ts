// Downloads a protected file (exports, templates): a plain link cannot send the staff token and the shop's
// header, so fetch → blob → object URL → <a download>. The server's file name wins over the fallback.
import { ApiError, apiHeaders, apiUrl, type Query } from './api-client.ts';

export async function downloadFile(path: string, query: Query, fallbackName: string): Promise<void> {
  let response: Response;
  try {
    response = await fetch(apiUrl(path, query), { headers: apiHeaders() });
  } catch {
    throw new ApiError(0, 'NETWORK_ERROR', 'No connection. Check the network and try again.');
  }
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
