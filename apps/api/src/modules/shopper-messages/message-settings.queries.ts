import { eq } from 'drizzle-orm';
import {
  SHOPPER_MESSAGE_EVENTS,
  type ShopperMessageEvent,
  type ShopperMessageSettingsInput,
} from '@pataka/domain/shopper-messages';
import { shopperMessageSettings } from '../../db/schema/shopper-messages.ts';
import type { Db } from '../../db/types.ts';

export type MessageSettings = typeof shopperMessageSettings.$inferSelect;

/** The shop's message settings; a shop that never saved them has both channels off. */
export async function loadMessageSettings(db: Db, tenantId: string): Promise<MessageSettings | null> {
  const [row] = await db
    .select()
    .from(shopperMessageSettings)
    .where(eq(shopperMessageSettings.tenantId, tenantId));
  return row ?? null;
}

/** SMS can go for this event: switched on, an auth key, and a DLT template id for the event. */
export const smsReady = (s: MessageSettings | null, event: ShopperMessageEvent) =>
  !!s?.smsEnabled && !!s.msg91AuthKey && !!s.smsTemplateIds[event];

/** WhatsApp is set up at all (else staff get a wa.me link): switched on, a number id and a token. */
export const whatsappSetUp = (s: MessageSettings | null) =>
  !!s?.whatsappEnabled && !!s.whatsappPhoneNumberId && !!s.whatsappToken;

/** '••••cdef': enough for the owner to recognise the saved secret, never the secret itself. */
const hint = (secret: string | null) => (secret ? `••••${secret.slice(-4)}` : null);

const perEvent = (map: Record<string, string>) =>
  Object.fromEntries(SHOPPER_MESSAGE_EVENTS.map((e) => [e, map[e] ?? ''])) as Record<
    ShopperMessageEvent,
    string
  >;

/** What the console sees: secrets only as "set" with their last four characters. */
export function toSettingsDto(s: MessageSettings | null) {
  return {
    smsEnabled: s?.smsEnabled ?? false,
    msg91AuthKeySet: !!s?.msg91AuthKey,
    msg91AuthKeyHint: hint(s?.msg91AuthKey ?? null),
    msg91Sender: s?.msg91Sender ?? '',
    smsTemplateIds: perEvent(s?.smsTemplateIds ?? {}),
    whatsappEnabled: s?.whatsappEnabled ?? false,
    whatsappPhoneNumberId: s?.whatsappPhoneNumberId ?? '',
    whatsappTokenSet: !!s?.whatsappToken,
    whatsappTokenHint: hint(s?.whatsappToken ?? null),
    whatsappTemplateNames: perEvent(s?.whatsappTemplateNames ?? {}),
    updatedAt: s?.updatedAt.toISOString() ?? null,
  };
}

const compact = (map: Partial<Record<string, string>>) =>
  Object.fromEntries(Object.entries(map).filter((kv): kv is [string, string] => !!kv[1]));

/** Saves the settings; a blank secret keeps the saved one (the console never has it to send back). */
export async function saveMessageSettings(
  db: Db,
  tenantId: string,
  input: ShopperMessageSettingsInput,
  before: MessageSettings | null,
): Promise<MessageSettings> {
  const values = {
    smsEnabled: input.smsEnabled,
    msg91AuthKey: input.msg91AuthKey || before?.msg91AuthKey || null,
    msg91Sender: input.msg91Sender || null,
    smsTemplateIds: compact(input.smsTemplateIds),
    whatsappEnabled: input.whatsappEnabled,
    whatsappPhoneNumberId: input.whatsappPhoneNumberId || null,
    whatsappToken: input.whatsappToken || before?.whatsappToken || null,
    whatsappTemplateNames: compact(input.whatsappTemplateNames),
    updatedAt: new Date(),
  };
  const [row] = await db
    .insert(shopperMessageSettings)
    .values({ tenantId, ...values })
    .onConflictDoUpdate({ target: shopperMessageSettings.tenantId, set: values })
    .returning();
  return row!;
}
