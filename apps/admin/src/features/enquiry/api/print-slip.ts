import { fetchBlobUrl } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';

/** Opens a protected file in a new tab; the tab is opened first so popup blockers allow it. */
export async function openProtectedFile(path: string, query?: Record<string, string>) {
  const tab = window.open('', '_blank');
  try {
    const url = await fetchBlobUrl(path, query);
    if (tab) tab.location.href = url;
    else window.location.href = url;
  } catch (error) {
    tab?.close();
    toast.error((error as Error).message);
  }
}

export const openSlip = (orderId: string, size: 'a4' | '80mm') =>
  openProtectedFile(`/orders/${encodeURIComponent(orderId)}/slip.pdf`, { size });
