// The console's live state: connected or not, and how many new things arrived since staff last looked.
import { useSyncExternalStore } from 'react';

export type LiveState = { connected: boolean; unseen: number };

let state: LiveState = { connected: false, unseen: 0 };
const listeners = new Set<() => void>();
const set = (next: Partial<LiveState>) => {
  state = { ...state, ...next };
  listeners.forEach((l) => l());
};

export const liveStore = {
  get: () => state,
  setConnected: (connected: boolean) => state.connected !== connected && set({ connected }),
  bump: () => set({ unseen: state.unseen + 1 }),
  markSeen: () => state.unseen !== 0 && set({ unseen: 0 }),
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

export function useLiveState(): LiveState {
  return useSyncExternalStore(liveStore.subscribe, liveStore.get, liveStore.get);
}
