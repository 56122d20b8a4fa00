// Who is signed in: token + customer in localStorage (§3), readable from any component with useAuth().
// The sign-in screens write here with setSession(); the API client clears it on a 401 (§4).
import type { Customer } from '@pataka/domain/api-types';
import { createStore, useStore } from './create-store.ts';
import { authPhone, authToken, authUser } from './storage.ts';

export type AuthState = { token: string | null; user: Customer | null };

const readStorage = (): AuthState => ({ token: authToken.get(), user: authUser.get() });

/** The server renders every page signed out: it never sees the token, which lives in localStorage. */
const SIGNED_OUT: AuthState = { token: null, user: null };

export const authStore = createStore<AuthState>(readStorage, SIGNED_OUT);

/** After a successful OTP verify or registration: remember the session and forget the phone (§4 step 4). */
/**
 * Set when the server answered 401 to a stored token, until the next sign-in: a protected page then
 * sends the shopper home (§4), not to the sign-in page as it does for a visitor.
 */
let sessionExpired = false;
export const wasSessionExpired = () => sessionExpired;

/** §4: the API refused the stored token — forget it, and remember why for the protected routes. */
export function expireSession() {
  sessionExpired = true;
  clearSession();
}

export function setSession(token: string, user: Customer) {
  sessionExpired = false;
  authToken.set(token);
  authUser.set(user);
  authPhone.remove();
  authStore.set({ token, user });
}

/** Keep the stored customer fresh after GET /customers/me or a profile update. */
export function updateUser(user: Customer) {
  if (!authStore.get().token) return;
  authUser.set(user);
  authStore.set((prev) => ({ ...prev, user }));
}

/**
 * Forget the stored credentials (the 401 rule, §4). The phone stays: a 401 during sign-in (a wrong code)
 * must not throw away the number the visitor is verifying.
 */
export function clearSession() {
  authToken.remove();
  authUser.remove();
  authStore.set({ token: null, user: null });
}

/** Logout clears token, user and phone (§4). */
export function signOut() {
  authPhone.remove();
  clearSession();
}

/** Logged in means both a token and a stored user exist (§4). */
export const isLoggedIn = (state: AuthState = authStore.get()) => Boolean(state.token && state.user);

// Another tab signing in or out changes the same keys.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === null || event.key === authToken.key || event.key === authUser.key) {
      authStore.set(readStorage());
    }
  });
}

export type UseAuth = AuthState & { isLoggedIn: boolean; signOut: typeof signOut };

export function useAuth(): UseAuth {
  const state = useStore(authStore);
  return { ...state, isLoggedIn: isLoggedIn(state), signOut };
}
