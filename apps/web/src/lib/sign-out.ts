// Sign Out (§4), shared by the header's user menu and the mobile menu.
import { api, clearApiCache } from './api-client.ts';
import { signOut } from './auth.ts';

/** DELETE /customers/me/session: the server forgets the token, so a copy of it stops working at once. */
async function revokeSession(): Promise<void> {
  try {
    await api.delete('/customers/me/session');
  } catch {
    // ignored: signing out must work offline too; the local sign-out is what the shopper asked for
  }
}

/**
 * Revokes the session on the server (failure ignored) and clears token, user and phone.
 * The request is started before the token is forgotten, since it carries it; it is not awaited,
 * so a slow network never keeps anyone signed in.
 */
export function signOutEverywhere(): void {
  void revokeSession();
  signOut();
  clearApiCache();
}
