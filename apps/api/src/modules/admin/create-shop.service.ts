import { eq } from 'drizzle-orm';
import { EmailSchema, nameSchema } from '@pataka/domain/validation';
import { sanitizeText } from '@pataka/domain/sanitize';
import { companySettings, tenants } from '../../db/schema/tenants.ts';
import type { Db } from '../../db/types.ts';
import { generatePassword, hashPassword } from '../../lib/password.ts';
import { insertAdmin } from './admin-users.queries.ts';
import { STAFF_PASSWORD_MIN, StaffAccountError } from './staff-accounts.service.ts';

/** The shape the tenant plugin accepts in X-Tenant-ID (plugins/tenant.ts). */
export const SHOP_ID = /^[a-z0-9][a-z0-9-]{0,62}$/;

export type CreateShopInput = {
  tenant: string;
  name: string;
  ownerEmail: string;
  ownerPassword?: string | undefined;
  ownerName?: string | undefined;
  /**
   * 'invite' (the operator console): no owner account yet; the caller sends the owner an invite link
   * (staff.service inviteStaff), so no password is ever made or shown. Default 'account'.
   */
  owner?: 'account' | 'invite';
};

/**
 * A new, empty shop: its tenant row, company settings with empty defaults (no packing charge, no
 * minimum order, no UPI id yet) and an owner account. Order numbers need no row: the counter is
 * created by the shop's first enquiry. Returns the owner's password when it was generated here.
 */
export async function createShop(db: Db, input: CreateShopInput) {
  const id = input.tenant.trim();
  if (!SHOP_ID.test(id)) {
    throw new StaffAccountError(
      'The shop id must be lower-case letters, digits and hyphens (at most 63, not starting with a hyphen), e.g. kaveri.',
    );
  }
  const name = sanitizeText(input.name);
  if (name.length < 2 || name.length > 100) {
    throw new StaffAccountError('The shop name must be 2 to 100 characters.');
  }
  const email = EmailSchema.safeParse(input.ownerEmail);
  if (!email.success) throw new StaffAccountError(email.error.issues[0]!.message);
  const ownerName = nameSchema('Owner name').safeParse(input.ownerName ?? 'Shop Owner');
  if (!ownerName.success) throw new StaffAccountError(ownerName.error.issues[0]!.message);
  if (input.ownerPassword !== undefined && input.ownerPassword.length < STAFF_PASSWORD_MIN) {
    throw new StaffAccountError(`The password must have at least ${STAFF_PASSWORD_MIN} characters.`);
  }
  const withAccount = input.owner !== 'invite';
  const generated = withAccount && input.ownerPassword === undefined ? generatePassword() : null;
  const passwordHash = withAccount ? await hashPassword(input.ownerPassword ?? generated!) : null;

  await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(tenants)
      .values({ id, name })
      .onConflictDoNothing()
      .returning({ id: tenants.id });
    if (!created) throw new StaffAccountError(`A shop "${id}" already exists in this database.`);
    await tx.insert(companySettings).values({
      tenantId: id,
      companyName: name,
      upiPayeeName: name,
      shippingSettings: { packingChargePercent: 0, minimumOrderPaise: 0 },
    });
    if (passwordHash)
      await insertAdmin(tx, id, {
        email: email.data.toLowerCase(),
        name: ownerName.data,
        passwordHash,
        role: 'owner',
      });
  });
  const [row] = await db.select({ id: tenants.id }).from(tenants).where(eq(tenants.id, id));
  return { id: row!.id, name, ownerEmail: email.data.toLowerCase(), generatedPassword: generated };
}
