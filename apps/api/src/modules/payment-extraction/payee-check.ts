import { isAmbiguousId, sameNameUnderConfusion, sameUnderConfusion } from './ocr-confusables.ts';
import { isKnownHandle } from './upi-handles.ts';

/**
 * What the shop expects a genuine payment to be paid to: its own UPI id and payee name (company
 * settings). Either may be unknown (null): a shop without a UPI id, or a reading with no shop behind it.
 */
export type ExpectedPayee = { upiId: string | null; payeeName: string | null };

export const NO_EXPECTED_PAYEE: ExpectedPayee = { upiId: null, payeeName: null };

/**
 * The payee UPI id to show, from the readings of one screenshot (first reading, then the second and
 * third looks of reread-words.ts; null where a reading found none). Right or empty, never wrong:
 *
 * - two readings must agree, where agreeing allows OCR's confusions ("uniquefwb44" and "uniquefw644"),
 *   or two of the ids `seen` in the payee's section be the shop's (isShopBySight);
 * - when the agreed id is the shop's id under those confusions, the payee IS the shop's id: its exact
 *   spelling is returned, not the misread one;
 * - otherwise the id is shown only when it was read unambiguously: the agreeing readings are equal
 *   letter for letter and no character could plausibly be its confusable partner (ocr-confusables.ts).
 *   An ambiguous id that is not the shop's gives no payee: a guess would raise "payee is not the shop"
 *   on a genuine payment, or hide a real one behind a wrong id.
 */
export function decidePayeeId(
  readings: readonly (string | null)[],
  expected: ExpectedPayee,
  seen: readonly string[] = [],
): string | null {
  const read = readings.filter((r): r is string => r !== null);
  const shopId = expected.upiId?.trim() || null;
  if (shopId && isShopBySight(seen, shopId)) return shopId;
  // The first reading with those that agree with it; failing that, the next reading's group.
  const group = read.map((r) => read.filter((o) => sameUnderConfusion(o, r))).find((g) => g.length >= 2);
  if (!group) return null;
  if (shopId && group.every((r) => sameUnderConfusion(r, shopId))) return shopId;
  const value = group[0]!;
  if (group.some((r) => r.toLowerCase() !== value.toLowerCase())) return null;
  return isAmbiguousId(value, isKnownHandle) ? null : value;
}

/**
 * `seen`: every id read in the payee's section, over all readings (Google Pay prints it twice). The
 * payee is the shop's when two of them are the shop's id under OCR's confusions and none of the others
 * is an unambiguous other id (a clearly different id beside it would contradict it).
 */
function isShopBySight(seen: readonly string[], shopId: string): boolean {
  const shopLike = seen.filter((id) => sameUnderConfusion(id, shopId));
  return (
    shopLike.length >= 2 && seen.every((id) => shopLike.includes(id) || isAmbiguousId(id, isKnownHandle))
  );
}

/**
 * The payee name to show: the shop's own spelling when the name read is the shop's under OCR's
 * confusions. When the payee id was settled as the shop's (`payeeId`), a name read that is not the
 * shop's name is no name at all: the id decides whose payment it is, and a name contradicting it is a
 * misreading far more often than a bank showing another name (an avatar letter read into it, a name cut
 * short, "MARTAPPAN"); it stays empty rather than wrong.
 */
export function decidePayeeName(
  read: string | null,
  expected: ExpectedPayee,
  payeeId: string | null = null,
): string | null {
  const shopName = expected.payeeName?.trim() || null;
  if (read && shopName && sameNameUnderConfusion(read, shopName)) return shopName;
  const shopId = expected.upiId?.trim() || null;
  if (shopName && shopId && payeeId === shopId) return null;
  return read;
}

/**
 * Whether a stored payee reading says the money went elsewhere than the shop's id: only an id that is
 * neither the shop's under OCR's confusions nor ambiguous counts. A reading stored before the shop's
 * id was known to the extraction (or before this rule) is judged the same way.
 */
export function payeeDiffers(readId: string, shopUpiId: string): boolean {
  if (sameUnderConfusion(readId, shopUpiId)) return false;
  return !isAmbiguousId(readId, isKnownHandle);
}
