import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { customers } from '../../db/schema/customers.ts';
import type { Db } from '../../db/types.ts';

const customerColumns = {
  id: customers.id,
  name: customers.name,
  phone: customers.phone,
  email: customers.email,
  tier: customers.tier,
  totalSpentPaise: customers.totalSpentPaise,
  totalOrders: customers.totalOrders,
  createdAt: customers.createdAt,
};

export async function findCustomerById(db: Db, tenantId: string, id: string) {
  const [row] = await db
    .select(customerColumns)
    .from(customers)
    .where(and(eq(customers.tenantId, tenantId), eq(customers.id, id)));
  return row ?? null;
}

export async function findCustomerIdByPhone(db: Db, tenantId: string, phone: string) {
  const [row] = await db
    .select({ id: customers.id })
    .from(customers)
    .where(and(eq(customers.tenantId, tenantId), eq(customers.phone, phone)));
  return row?.id ?? null;
}

/** A new customer's id, or null when the phone is already registered in this tenant. */
export async function insertCustomer(
  db: Db,
  tenantId: string,
  fields: { phone: string; name: string; email?: string | undefined },
): Promise<string | null> {
  const [row] = await db
    .insert(customers)
    .values({
      tenantId,
      id: randomUUID(),
      phone: fields.phone,
      name: fields.name,
      email: fields.email ?? null,
    })
    .onConflictDoNothing()
    .returning({ id: customers.id });
  return row?.id ?? null;
}

/** Name always; email only when given (a profile form may leave it blank). False when no such customer. */
export async function updateCustomerProfile(
  db: Db,
  tenantId: string,
  id: string,
  fields: { name: string; email?: string | undefined },
): Promise<boolean> {
  const rows = await db
    .update(customers)
    .set({ name: fields.name, ...(fields.email ? { email: fields.email } : {}), updatedAt: new Date() })
    .where(and(eq(customers.tenantId, tenantId), eq(customers.id, id)))
    .returning({ id: customers.id });
  return rows.length > 0;
}

/**
 * Locks the customer's row for the rest of the transaction, so concurrent address changes of one
 * customer run one after another (the "exactly one default" rule needs that). False when absent.
 */
export async function lockCustomer(db: Db, tenantId: string, id: string): Promise<boolean> {
  const rows = await db
    .select({ id: customers.id })
    .from(customers)
    .where(and(eq(customers.tenantId, tenantId), eq(customers.id, id)))
    .for('update');
  return rows.length > 0;
}
