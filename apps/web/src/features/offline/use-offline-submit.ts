// An enquiry sent without a connection is held, not lost (decision 131): submitted while the browser is
// offline, or failed for want of a connection it has just lost, it waits; the form stays as filled, the
// shopper is told, and when the browser is back online the same request (same body, same Idempotency-Key)
// is sent again, once at a time, so the server makes one enquiry however many tries it took.
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '../../lib/api-client.ts';

/** With the browser "online" but the shop unreachable, try again this often. */
export const OFFLINE_RETRY_MS = 8000;

export type OfflineSubmitState = 'idle' | 'held' | 'sending';

/** The request never got an answer (no connection, server unreachable): worth sending again. */
export const isNetworkFailure = (error: unknown) => error instanceof ApiError && error.status === 0;

const browserOffline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

class Abandoned extends Error {}

/** Resolves when the browser says it is back online or, when it already claims to be, after a while. */
function connectionBack(signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const done = () => {
      window.removeEventListener('online', done);
      clearTimeout(timer);
      signal.removeEventListener('abort', abandon);
      resolve();
    };
    const abandon = () => {
      window.removeEventListener('online', done);
      clearTimeout(timer);
      reject(new Abandoned('The page was left with the enquiry unsent.'));
    };
    window.addEventListener('online', done);
    signal.addEventListener('abort', abandon);
    const timer = setTimeout(() => (browserOffline() ? undefined : done()), OFFLINE_RETRY_MS);
    // Offline and still offline when the timer fires: keep waiting for the event only.
  });
}

export function useOfflineSubmit() {
  const [state, setState] = useState<OfflineSubmitState>('idle');
  const leaving = useRef<AbortController | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    leaving.current = controller;
    return () => controller.abort();
  }, []);

  /** Sends now, or holds while offline and sends when the connection is back; resolves with the answer. */
  const run = useCallback(async <T>(send: () => Promise<T>): Promise<T> => {
    const signal = leaving.current?.signal ?? new AbortController().signal;
    try {
      for (;;) {
        if (browserOffline()) {
          setState('held');
          await connectionBack(signal);
          setState('sending');
        }
        try {
          return await send();
        } catch (error) {
          // The browser still claims a connection (a server hiccup): the form's own error and its retry
          // button, with the same key, as before. Only a real loss of connection holds the enquiry.
          if (!isNetworkFailure(error) || !browserOffline()) throw error;
          setState('held');
          await connectionBack(signal);
          setState('sending');
        }
      }
    } finally {
      if (!signal.aborted) setState('idle');
    }
  }, []);

  return { state, run };
}
