// What one API instance must tell the others at once (DESIGN.md "Running in production"): a shop's public
// data changed (drop cached reads and rendered pages), and live events for the staff consoles.
import type { ShopEvent } from '@pataka/domain/shop-events';

export type ClusterMessage =
  { type: 'cache.invalidate'; tenantId: string } | { type: 'shop.event'; tenantId: string; event: ShopEvent };

export interface ClusterBus {
  /** 'local': one process, nothing to tell; 'postgres': LISTEN/NOTIFY on the shared database. */
  readonly kind: 'local' | 'postgres';
  /** Delivers to every other instance (never back to this one). Never throws: a lost message is logged. */
  publish(message: ClusterMessage): Promise<void>;
  /** Messages from other instances; returns the function that stops listening. */
  subscribe(handler: (message: ClusterMessage) => void): () => void;
  /** Throws when messages cannot currently be sent or received (readiness). */
  check(): Promise<void>;
  close(): Promise<void>;
}
