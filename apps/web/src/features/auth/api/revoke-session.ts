// DELETE /customers/me/session: the server forgets the token, so a copy of it stops working at once.
import { api } from '../../../lib/api-client.ts';

/** Best effort (a failure is ignored): signing out must work offline too. */
export async function revokeSession(): Promise<void> {
  try {
    await api.delete('/customers/me/session');
  } catch {
    // ignored: the local sign-out below is what the shopper asked for
  }
}
