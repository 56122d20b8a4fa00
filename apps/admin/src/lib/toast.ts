// Toasts: every console write says how it went. `toast.success('…')` from anywhere; <ToastStack /> shows them.
import { useSyncExternalStore } from 'react';

export type ToastType = 'success' | 'error' | 'info';
export type Toast = { id: number; type: ToastType; message: string };

const DURATION_MS: Record<ToastType, number> = { success: 3500, info: 6000, error: 7000 };
const MAX_TOASTS = 4;

let toasts: readonly Toast[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const timers = new Map<number, ReturnType<typeof setTimeout>>();

function set(next: readonly Toast[]) {
  toasts = next;
  listeners.forEach((l) => l());
}

export function dismissToast(id: number) {
  clearTimeout(timers.get(id));
  timers.delete(id);
  set(toasts.filter((t) => t.id !== id));
}

function show(type: ToastType, message: string): number {
  const id = nextId++;
  const next = [...toasts, { id, type, message }];
  for (const old of next.slice(0, -MAX_TOASTS)) clearTimeout(timers.get(old.id));
  set(next.slice(-MAX_TOASTS));
  timers.set(
    id,
    setTimeout(() => dismissToast(id), DURATION_MS[type]),
  );
  return id;
}

export const toast = {
  success: (message: string) => show('success', message),
  error: (message: string) => show('error', message),
  info: (message: string) => show('info', message),
};

const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};
const get = () => toasts;

export function useToasts(): readonly Toast[] {
  return useSyncExternalStore(subscribe, get, get);
}
