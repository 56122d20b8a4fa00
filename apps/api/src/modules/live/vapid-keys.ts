import { eq } from 'drizzle-orm';
import webpush from 'web-push';
import { z } from 'zod';
import { platformSettings } from '../../db/schema/staff.ts';
import type { Db } from '../../db/types.ts';

export type VapidKeys = { publicKey: string; privateKey: string };

const StoredKeys = z.object({ publicKey: z.string().min(1), privateKey: z.string().min(1) });
const SETTING_KEY = 'vapid';

/**
 * The deployment's VAPID key pair: from the environment, or generated at first use and kept in
 * platform_settings. Several instances starting together all read back the one pair that was stored first.
 */
export async function resolveVapidKeys(
  db: Db,
  configured: { publicKey: string | undefined; privateKey: string | undefined },
): Promise<VapidKeys> {
  if (configured.publicKey && configured.privateKey)
    return { publicKey: configured.publicKey, privateKey: configured.privateKey };
  const read = async () => {
    const [row] = await db
      .select({ value: platformSettings.value })
      .from(platformSettings)
      .where(eq(platformSettings.key, SETTING_KEY));
    return row ? StoredKeys.parse(row.value) : null;
  };
  const stored = await read();
  if (stored) return stored;
  const generated = webpush.generateVAPIDKeys();
  await db
    .insert(platformSettings)
    .values({ key: SETTING_KEY, value: { publicKey: generated.publicKey, privateKey: generated.privateKey } })
    .onConflictDoNothing();
  const winner = await read();
  if (!winner) throw new Error('VAPID keys were not stored');
  return winner;
}
