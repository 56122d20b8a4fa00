// POST /flashnews/{id}/dismiss (§7): remembered locally always, on the server when signed in.
import { api } from '../../../lib/api-client.ts';
import { isLoggedIn } from '../../../lib/auth.ts';
import { dismissedFlashNews } from '../../../lib/storage.ts';

export function getDismissedFlashNews(): string[] {
  return dismissedFlashNews.get() ?? [];
}

/** Saves the dismissal locally and, if signed in, tells the server; a server failure is ignored (§4). */
export async function dismissFlashNews(id: string): Promise<void> {
  const dismissed = getDismissedFlashNews();
  if (!dismissed.includes(id)) dismissedFlashNews.set([...dismissed, id]);
  if (!isLoggedIn()) return;
  try {
    await api.post(`/flashnews/${encodeURIComponent(id)}/dismiss`);
  } catch {
    // Ignored on purpose: the local record already hides it on this device.
  }
}
