// The signed-in staff member: token and profile in localStorage, so a reload keeps the session.
import { useSyncExternalStore } from 'react';

export type StaffRole = 'owner' | 'staff';
export type StaffUser = { id: string; email: string; name: string; role: StaffRole | string };
type AuthState = { token: string | null; user: StaffUser | null };

const TOKEN_KEY = 'pataka_admin_token';
const USER_KEY = 'pataka_admin_user';

function read(): AuthState {
  try {
    const token = localStorage.getItem(TOKEN_KEY);
    const user = localStorage.getItem(USER_KEY);
    return { token, user: user ? (JSON.parse(user) as StaffUser) : null };
  } catch {
    return { token: null, user: null };
  }
}

let state: AuthState = typeof localStorage === 'undefined' ? { token: null, user: null } : read();
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());

export const authStore = {
  get: () => state,
  signIn(token: string, user: StaffUser) {
    localStorage.setItem(TOKEN_KEY, token);
    localStorage.setItem(USER_KEY, JSON.stringify(user));
    state = { token, user };
    emit();
  },
  setUser(user: StaffUser) {
    localStorage.setItem(USER_KEY, JSON.stringify(user));
    state = { ...state, user };
    emit();
  },
  signOut() {
    localStorage.removeItem(TOKEN_KEY);
    localStorage.removeItem(USER_KEY);
    state = { token: null, user: null };
    emit();
  },
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** Tests only. */
  reload() {
    state = read();
    emit();
  },
};

export function useAuth(): AuthState {
  return useSyncExternalStore(authStore.subscribe, authStore.get, authStore.get);
}
