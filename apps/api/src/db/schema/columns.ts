import { text, timestamp } from 'drizzle-orm/pg-core';

// Every tenant-owned table starts with these: tenant_id leads every key so the
// schema can be distributed by tenant (Citus) without a rewrite.
export const tenantId = () => text('tenant_id').notNull();
export const id = () => text('id').notNull();
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
