import { eq } from 'drizzle-orm';
import {
  DEFAULT_TALLY_SETTINGS,
  TALLY_PARTY_MODES,
  type TallyPartyMode,
  type TallySettings,
} from '@pataka/domain/books/tally-settings';
import { tallySettings } from '../../db/schema/books.ts';
import type { Db } from '../../db/types.ts';

export type StoredTallySettings = TallySettings & { updatedAt: string | null };

const isPartyMode = (v: string): v is TallyPartyMode => (TALLY_PARTY_MODES as readonly string[]).includes(v);

/** The shop's ledger names; the defaults until the owner saves their own. */
export async function loadTallySettings(db: Db, tenantId: string): Promise<StoredTallySettings> {
  const [row] = await db.select().from(tallySettings).where(eq(tallySettings.tenantId, tenantId));
  if (!row) return { ...DEFAULT_TALLY_SETTINGS, updatedAt: null };
  const { tenantId: _t, updatedAt, partyMode, ...names } = row;
  return {
    ...names,
    partyMode: isPartyMode(partyMode) ? partyMode : DEFAULT_TALLY_SETTINGS.partyMode,
    updatedAt: updatedAt.toISOString(),
  };
}

export async function saveTallySettings(db: Db, tenantId: string, settings: TallySettings): Promise<void> {
  const values = { ...settings, updatedAt: new Date() };
  await db
    .insert(tallySettings)
    .values({ tenantId, ...values })
    .onConflictDoUpdate({ target: tallySettings.tenantId, set: values });
}
