// What one API instance must tell the others at once (DESIGN.md "Running in production"): a shop's public
// data changed (drop cached reads and rendered pages), and live events for the staff consoles.
// Decision record: docs/decisions/070-cross-instance-messages.md.
import type { ShopEvent } from '@pataka/domain/shop-events';

export type ClusterMessage =
  | { type: 'cache.invalidate'; tenantId: string }
  | { type: 'shop.event'; tenantId: string; event: ShopEvent }
  /** A shop's state or domains changed: reload the host → shop index (decision 151). */
  | { type: 'shops.changed'; tenantId: string };

/**
 * What subscribers receive: the other instances' messages, plus the bus's own notice that it listens again
 * after losing its connection. Messages sent meanwhile are gone, so a subscriber treats whatever they could
 * have invalidated as stale.
 */
export type ClusterDelivery = ClusterMessage | { type: 'cluster.reconnected' };

export interface ClusterBus {
  /** 'local': one process, nothing to tell; 'postgres': LISTEN/NOTIFY on the shared database. */
  readonly kind: 'local' | 'postgres';
  /** Delivers to every other instance (never back to this one). Never throws: a lost message is logged. */
  publish(message: ClusterMessage): Promise<void>;
  /** Messages from other instances; returns the function that stops listening. */
  subscribe(handler: (message: ClusterDelivery) => void): () => void;
  /** Throws when messages cannot currently be sent or received (readiness). */
  check(): Promise<void>;
  close(): Promise<void>;
}
