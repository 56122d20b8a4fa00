// CSV exports need the staff token, so a plain link cannot fetch them: fetch → blob → object URL → <a download>.
import { ApiError, apiHeaders, apiUrl, type Query } from '../../../lib/api-client.ts';

export async function downloadFile(path: string, fileName: string, query?: Query): Promise<void> {
  let response: Response;
  try {
    response = await fetch(apiUrl(path, query), { headers: apiHeaders({ Accept: 'text/csv' }) });
  } catch {
    throw new ApiError(0, 'NETWORK_ERROR', 'No connection. Check the network and try again.');
  }
  if (!response.ok) throw new ApiError(response.status, 'ERROR', `Could not export (${response.status})`);
  const url = URL.createObjectURL(await response.blob());
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
