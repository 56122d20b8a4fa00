import { EventEmitter } from 'node:events';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ShopEvent } from '@pataka/domain/shop-events';
import type { ClusterBus } from '../lib/cluster/cluster-bus.ts';

export type ShopEventListener = (event: ShopEvent) => void;
export type AnyShopEventListener = (tenantId: string, event: ShopEvent) => void;

/**
 * The bus that carries live events to the staff consoles of one shop. Every publisher and SSE stream of this
 * process share it, and through the cluster bus a console connected to another instance sees the event too.
 * Publish after the write has committed.
 */
export class ShopEvents {
  private readonly emitter = new EventEmitter();
  private readonly allListeners = new Set<AnyShopEventListener>();

  /** `bus`: where this process's events go to the other instances (none given: this process only). */
  constructor(private readonly bus?: Pick<ClusterBus, 'publish'>) {
    // One listener per open console: a busy shop may have dozens.
    this.emitter.setMaxListeners(0);
  }

  /** An event that happened in this process: to its consoles and listeners, and to the other instances. */
  publish(tenantId: string, event: ShopEvent): void {
    // First: a local listener that throws must not keep the other instances' consoles in the dark.
    void this.bus?.publish({ type: 'shop.event', tenantId, event });
    this.emitter.emit(tenantId, event);
    for (const listener of this.allListeners) listener(tenantId, event);
  }

  /** An event another instance published: to this process's open consoles only (see subscribeAll). */
  deliverFromPeer(tenantId: string, event: ShopEvent): void {
    this.emitter.emit(tenantId, event);
  }

  /**
   * Listens to every tenant's events published in THIS process (push notifications, webhooks); returns the
   * function that stops listening. Events from other instances never reach these listeners: what they start
   * (a Web Push, a webhook job) must happen once per event, on the instance where the event happened.
   */
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
  const events = new ShopEvents(app.clusterBus);
  const stop = app.clusterBus.subscribe((message) => {
    if (message.type === 'shop.event') events.deliverFromPeer(message.tenantId, message.event);
  });
  app.addHook('onClose', async () => stop());
  app.decorate('shopEvents', events);
}

export default fp(shopEventsPlugin, { name: 'shop-events', dependencies: ['cluster-bus'] });
