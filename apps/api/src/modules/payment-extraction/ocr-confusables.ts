/**
 * The characters tesseract confuses in UPI ids, and what follows for a payee read off a screenshot.
 * One table, one matcher: the extraction (extract-payment.ts) and the payee flag (payment-proofs) use
 * both, so "the same id as far as OCR can tell" means the same thing everywhere.
 *
 * UPI ids are case-insensitive, so everything here compares lower case: 'O'/'o', 'I'/'i', 'S'/'s',
 * 'B'/'b', 'Z'/'z' are one character each. The relation is pairwise, not transitive: '6' and '8' both
 * pass for 'b', but '6' never passes for '8' (digits are compared exactly, as in UTRs and amounts).
 */
export const CONFUSABLE_PAIRS: readonly (readonly [string, string])[] = [
  ['0', 'o'],
  ['1', 'l'],
  ['1', 'i'],
  ['l', 'i'],
  ['5', 's'],
  ['6', 'b'],
  ['8', 'b'],
  ['2', 'z'],
];

/** Letter runs tesseract reads as another run: "rn" printed tight looks like "m", and back. */
export const CONFUSABLE_RUNS: readonly (readonly [string, string])[] = [['rn', 'm']];

const PAIRS = new Set(CONFUSABLE_PAIRS.flatMap(([a, b]) => [`${a}${b}`, `${b}${a}`]));
/** Letters with a digit reading, and digits with a letter reading. */
const DIGIT_LIKE_LETTERS = new Set(CONFUSABLE_PAIRS.flatMap((p) => p).filter((c) => /[a-z]/.test(c)));
const LETTER_LIKE_DIGITS = new Set(CONFUSABLE_PAIRS.flatMap((p) => p).filter((c) => /\d/.test(c)));

const sameChar = (a: string, b: string) => a === b || PAIRS.has(`${a}${b}`);

/**
 * Whether `read` could be OCR's reading of `printed`: equal character by character, where each
 * character may be its confusable partner and "rn" may stand for "m" (or "m" for "rn"). Separators
 * ('.', '-', '_', '@') and every other character must be equal. Case is ignored.
 */
export function sameUnderConfusion(read: string, printed: string): boolean {
  const a = read.trim().toLowerCase();
  const b = printed.trim().toLowerCase();
  // Memo over (i, j): ids are at most ~100 characters, so this is a few thousand steps at worst.
  const seen = new Set<number>();
  const walk = (i: number, j: number): boolean => {
    if (i === a.length && j === b.length) return true;
    const key = i * 1024 + j;
    if (seen.has(key)) return false;
    seen.add(key);
    if (i < a.length && j < b.length && sameChar(a[i]!, b[j]!) && walk(i + 1, j + 1)) return true;
    for (const [x, y] of CONFUSABLE_RUNS) {
      for (const [r, p] of [
        [x, y],
        [y, x],
      ] as const) {
        if (a.startsWith(r, i) && b.startsWith(p, j) && walk(i + r.length, j + p.length)) return true;
      }
    }
    return false;
  };
  return walk(0, 0);
}

const isLetter = (c: string) => c >= 'a' && c <= 'z';
const isDigit = (c: string) => c >= '0' && c <= '9';

/**
 * Whether one part of an id (between separators) could as well be read another way:
 * - it mixes letters and digits and holds a confusable character: next to "fw6" or "4ll", the reading
 *   "fwb"/"411" is as plausible as the one printed ("uniquefwb44" for "uniquefw644");
 * - it ends in two or more letters that are also digits ("ayyanll"): a trailing number read as letters,
 *   which leaves no digit behind to show the part was mixed;
 * - it is a short number (up to 5 digits) holding a digit that is also a letter ("unique.650" read for
 *   "unique.65o"): a word's tail read as digits. Long numbers (phone numbers, merchant ids) are taken as
 *   numbers.
 */
function partIsAmbiguous(part: string): boolean {
  const chars = [...part];
  const letters = chars.some(isLetter);
  const digits = chars.some(isDigit);
  const confusable = chars.some((c) => DIGIT_LIKE_LETTERS.has(c) || LETTER_LIKE_DIGITS.has(c));
  if (letters && digits && confusable) return true;
  if (!letters && chars.length <= 5 && chars.some((c) => LETTER_LIKE_DIGITS.has(c))) return true;
  let tail = 0;
  for (let i = chars.length - 1; i >= 0 && DIGIT_LIKE_LETTERS.has(chars[i]!); i -= 1) tail += 1;
  return tail >= 2;
}

/**
 * Whether a UPI id as read could be another id under the confusions above, in a place where the other
 * reading is plausible: then it must not be shown as the payee unless it matches the one id it is
 * compared with (the shop's). `knownHandle` says the part after '@' is one of the apps' handles
 * (upi-handles.ts), which are whole words and never taken for ambiguous.
 */
export function isAmbiguousId(id: string, knownHandle: (handle: string) => boolean): boolean {
  const [local = '', handle = ''] = id.trim().toLowerCase().split('@');
  const parts = local.split(/[._-]+/).filter(Boolean);
  if (!knownHandle(handle)) parts.push(handle);
  return parts.some(partIsAmbiguous);
}

const squash = (s: string) => s.trim().replace(/\s+/g, ' ');

/** A payee name as read is the shop's payee name when the two agree under the confusions (spacing ignored). */
export function sameNameUnderConfusion(read: string, shopName: string): boolean {
  return sameUnderConfusion(squash(read), squash(shopName));
}
