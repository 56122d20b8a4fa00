import { EventEmitter } from 'node:events';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ShopEvent } from '@pataka/domain/shop-events';

export type ShopEventListener = (event: ShopEvent) => void;
export type AnyShopEventListener = (tenantId: string, event: ShopEvent) => void;

/**
 * The bus that carries live events to the staff consoles of one shop. In process for now: every
 * publisher and every SSE stream of this process share it. Publish after the write has committed.
 */
export class ShopEvents {
  private readonly emitter = new EventEmitter();
  private readonly allListeners = new Set<AnyShopEventListener>();

  constructor() {
    // One listener per open console: a busy shop may have dozens.
    this.emitter.setMaxListeners(0);
  }

  publish(tenantId: string, event: ShopEvent): void {
    this.emitter.emit(tenantId, event);
    for (const listener of this.allListeners) listener(tenantId, event);
  }

  /** Listens to every tenant's events (push notifications); returns the function that stops listening. */
  subscribeAll(listener: AnyShopEventListener): () => void {
    this.allListeners.add(listener);
    return () => {
      this.allListeners.delete(listener);
    };
  }

  /** Listens to one tenant's events; returns the function that stops listening. */
  subscribe(tenantId: string, listener: ShopEventListener): () => void {
    this.emitter.on(tenantId, listener);
    return () => this.emitter.off(tenantId, listener);
  }

  listenerCount(tenantId: string): number {
    return this.emitter.listenerCount(tenantId);
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    shopEvents: ShopEvents;
  }
}

async function shopEventsPlugin(app: FastifyInstance) {
  app.decorate('shopEvents', new ShopEvents());
}

export default fp(shopEventsPlugin, { name: 'shop-events' });
