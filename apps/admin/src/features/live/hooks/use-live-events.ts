// Reads GET /admin/events with fetch + ReadableStream, reconnects with backoff (1 s → 30 s) and keeps
// the console's lists fresh: every event refetches the inbox, the counts and that enquiry; a reconnect
// refetches everything, so an event missed while offline is still seen.
import { useEffect } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { SHOP_EVENT_TYPES, type ShopEvent } from '@pataka/domain/shop-events';
import { apiHeaders, apiUrl } from '../../../lib/api-client.ts';
import { authStore } from '../../../lib/auth.ts';
import { playNewEnquirySound } from '../../../lib/sound.ts';
import { toast } from '../../../lib/toast.ts';
import { liveStore } from '../live-store.ts';
import { backoffMs, SseParser, type SseMessage } from '../sse-parser.ts';

const isShopEvent = (value: unknown): value is ShopEvent =>
  typeof value === 'object' &&
  value !== null &&
  (SHOP_EVENT_TYPES as readonly string[]).includes((value as ShopEvent).type);

export function handleShopEvent(client: QueryClient, event: ShopEvent) {
  if (event.type === 'payee.changed') {
    // The banner reads the recent changes; the shop form shows the new id.
    void client.invalidateQueries({ queryKey: ['payee-changes'] });
    void client.invalidateQueries({ queryKey: ['company'] });
    toast.info(event.message);
    return;
  }
  void client.invalidateQueries({ queryKey: ['orders'] });
  void client.invalidateQueries({ queryKey: ['order-counts'] });
  void client.invalidateQueries({ queryKey: ['order', event.orderId] });
  void client.invalidateQueries({ queryKey: ['dashboard'] });
  if (event.type === 'order.updated') return; // staff's own edits already toast where they were made
  liveStore.bump();
  toast.info(event.message);
  if (event.type === 'order.created' || event.type === 'payment.uploaded') playNewEnquirySound();
}

export function useLiveEvents() {
  const client = useQueryClient();
  useEffect(() => {
    let stopped = false;
    let attempt = 0;
    let controller: AbortController | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let everConnected = false;

    const onMessage = (message: SseMessage) => {
      if (message.event === 'ready') return;
      try {
        const parsed: unknown = JSON.parse(message.data);
        if (isShopEvent(parsed)) handleShopEvent(client, parsed);
      } catch {
        // A malformed event is skipped; the next refetch shows the truth anyway.
      }
    };

    async function connect() {
      if (stopped || !authStore.get().token) return;
      controller = new AbortController();
      try {
        const response = await fetch(apiUrl('/admin/events'), {
          headers: apiHeaders({ Accept: 'text/event-stream' }),
          signal: controller.signal,
          cache: 'no-store',
        });
        if (response.status === 401) {
          // The API client's 401 rule signs out on the next call; the stream just stops.
          liveStore.setConnected(false);
          return;
        }
        if (!response.ok || !response.body) throw new Error(`events ${response.status}`);
        liveStore.setConnected(true);
        if (everConnected) void client.invalidateQueries();
        everConnected = true;
        attempt = 0;
        const parser = new SseParser(onMessage);
        const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
        for (;;) {
          const { value, done } = await reader.read();
          if (done) break;
          parser.push(value);
        }
      } catch {
        // Network drop or abort: fall through to the retry below.
      }
      liveStore.setConnected(false);
      if (stopped) return;
      timer = setTimeout(() => void connect(), backoffMs(attempt++));
    }

    void connect();
    const unsubscribe = authStore.subscribe(() => {
      if (!authStore.get().token) controller?.abort();
    });
    return () => {
      stopped = true;
      clearTimeout(timer);
      controller?.abort();
      unsubscribe();
      liveStore.setConnected(false);
    };
  }, [client]);
}
