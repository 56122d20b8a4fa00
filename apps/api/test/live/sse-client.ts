import type { OrderEvent } from '@pataka/domain/shop-events';

export type SseMessage = { event: string; id?: string; data: string; at: number };

/** Reads /admin/events the way the console does: fetch with the tenant and bearer headers. */
export async function openEventStream(baseUrl: string, headers: Record<string, string>) {
  const abort = new AbortController();
  const res = await fetch(`${baseUrl}/api/v1/admin/events`, {
    headers: { ...headers, 'accept-encoding': 'gzip, br' },
    signal: abort.signal,
  });
  const messages: SseMessage[] = [];
  const comments: string[] = [];
  let raw = '';
  let ended = false;
  const waiters = new Set<() => void>();
  const wake = () => waiters.forEach((w) => w());

  const pump = (async () => {
    if (!res.body) return;
    const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
    let buffer = '';
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        raw += value;
        buffer += value;
        let cut;
        while ((cut = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, cut);
          buffer = buffer.slice(cut + 2);
          const fields: Record<string, string> = {};
          for (const line of block.split('\n')) {
            if (line.startsWith(':')) comments.push(line);
            const m = /^(\w+): ?(.*)$/.exec(line);
            if (m) fields[m[1]!] = m[2]!;
          }
          if (fields.event)
            messages.push({
              event: fields.event,
              id: fields.id,
              data: fields.data ?? '',
              at: performance.now(),
            });
          wake();
        }
      }
    } catch {
      // aborted
    } finally {
      ended = true;
      wake();
    }
  })();

  /** Resolves with the first message matching `test` (already received or still to come). */
  const next = (test: (m: SseMessage) => boolean, timeoutMs = 5000) =>
    new Promise<SseMessage>((resolve, reject) => {
      const check = () => {
        const found = messages.find(test);
        if (found) return done(() => resolve(found));
        if (ended) return done(() => reject(new Error(`stream ended; got ${raw}`)));
      };
      const timer = setTimeout(() => done(() => reject(new Error(`timed out; got ${raw}`))), timeoutMs);
      const done = (fn: () => void) => {
        clearTimeout(timer);
        waiters.delete(check);
        fn();
      };
      waiters.add(check);
      check();
    });

  const ofOrder = (type: string, orderId: string) => (m: SseMessage) =>
    m.event === type && (JSON.parse(m.data) as OrderEvent).orderId === orderId;

  return {
    res,
    messages,
    comments,
    raw: () => raw,
    ended: () => ended,
    finished: pump,
    next,
    ofOrder,
    close: async () => {
      abort.abort();
      await pump;
    },
  };
}
