// Toasts (§2): success, error, warning, info, each with a close button and auto-dismissed.
// Call `toast.success('…')` from anywhere; <ToastStack /> (components/ui/toast-stack.tsx) shows them.
import { createStore, useStore } from './create-store.ts';

export type ToastType = 'success' | 'error' | 'warning' | 'info';
export type Toast = { id: number; type: ToastType; message: string };

/** Errors stay longer: they usually ask the shopper to do something. */
export const TOAST_DURATION_MS: Record<ToastType, number> = {
  success: 3500,
  info: 4000,
  warning: 5000,
  error: 6000,
};
const MAX_TOASTS = 4;

const NO_TOASTS: readonly Toast[] = [];

export const toastStore = createStore<readonly Toast[]>(() => NO_TOASTS, NO_TOASTS);
let nextId = 1;
const timers = new Map<number, ReturnType<typeof setTimeout>>();

export function dismissToast(id: number) {
  clearTimeout(timers.get(id));
  timers.delete(id);
  toastStore.set((list) => list.filter((t) => t.id !== id));
}

function show(type: ToastType, message: string): number {
  const id = nextId++;
  const next = [...toastStore.get(), { id, type, message }];
  // Drop the oldest rather than cover the page.
  for (const old of next.slice(0, -MAX_TOASTS)) {
    clearTimeout(timers.get(old.id));
    timers.delete(old.id);
  }
  toastStore.set(next.slice(-MAX_TOASTS));
  timers.set(
    id,
    setTimeout(() => dismissToast(id), TOAST_DURATION_MS[type]),
  );
  return id;
}

export const toast = {
  success: (message: string) => show('success', message),
  error: (message: string) => show('error', message),
  warning: (message: string) => show('warning', message),
  info: (message: string) => show('info', message),
  dismiss: dismissToast,
};

export function useToasts(): readonly Toast[] {
  return useStore(toastStore);
}
