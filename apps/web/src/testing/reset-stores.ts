import { resetLegalNoticeForTests } from '../features/legal-notice/hooks/use-legal-notice.ts';
import { clearApiCache } from '../lib/api-client.ts';
import { authStore } from '../lib/auth.ts';
import { cartStore } from '../lib/cart.ts';
import { toastStore } from '../lib/toast.ts';

/** Module-level stores outlive a test: put them back in step with (cleared) storage. */
export function resetStores() {
  authStore.set({ token: null, user: null });
  cartStore.set([]);
  toastStore.set([]);
  resetLegalNoticeForTests();
  clearApiCache();
}
