// The services of decision 151 bound to a running app: every write tells the host index and the other
// instances (app.shopsChanged). Routes (the shop console's, the operator console's) call these.
import type { FastifyInstance } from 'fastify';
import type { DomainContext } from '../domains/domains.service.ts';
import { changeShopStatus, type ChangeShopStatusInput, type ShopStatusRecord } from './lifecycle.ts';

/** The domains services' context for this app: its database, config and change hook. */
export function domainContext(app: FastifyInstance): DomainContext {
  return { db: app.db, config: app.config, changed: (tenantId) => app.shopsChanged(tenantId) };
}

/** changeShopStatus, then the index reloads here and on every other instance within moments. */
export async function changeShopStatusFor(
  app: FastifyInstance,
  input: ChangeShopStatusInput,
): Promise<ShopStatusRecord> {
  const record = await changeShopStatus(app.db, input);
  await app.shopsChanged(input.tenantId);
  if (record.status === 'closed' && record.closedAt)
    await app.schedulePurge?.(input.tenantId, record.closedAt);
  return record;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Set by the purge job's plugin (shops/purge.plugin.ts): queues the closed shop's purge. */
    schedulePurge?: (tenantId: string, closedAt: Date) => Promise<void>;
  }
}
