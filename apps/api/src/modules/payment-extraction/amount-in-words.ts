const UNITS: Record<string, number> = {
  zero: 0,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
  twenty: 20,
  thirty: 30,
  forty: 40,
  fourty: 40,
  fifty: 50,
  sixty: 60,
  seventy: 70,
  eighty: 80,
  ninety: 90,
};
const SCALES: Record<string, number> = {
  thousand: 1000,
  lakh: 100_000,
  lakhs: 100_000,
  lac: 100_000,
  lacs: 100_000,
  crore: 10_000_000,
  crores: 10_000_000,
};

/** "Two Lakh Forty Five Thousand" → 245000 (Indian scale); null on any word it does not know. */
function wordsToNumber(words: string[]): number | null {
  let total = 0;
  let group = 0;
  let seen = false;
  for (const w of words) {
    if (w === 'and' || w === '') continue;
    if (w in UNITS) group += UNITS[w]!;
    else if (w === 'hundred') group = (group || 1) * 100;
    else if (w in SCALES) {
      total += (group || 1) * SCALES[w]!;
      group = 0;
    } else return null;
    seen = true;
  }
  return seen ? total + group : null;
}

/**
 * Paytm prints the amount in words under the figure ("Rupees One Hundred Twenty Only"). OCR reads
 * words far more reliably than a big figure behind a rupee sign, so this is the best cross-check there is.
 */
export function parseAmountInWords(lines: string[]): number | null {
  const joined = lines.join('\n');
  const m = /\bRupees?\s+([A-Za-z\s-]+?)\s+Only\b/i.exec(joined);
  if (!m) return null;
  const phrase = m[1]!.toLowerCase().replace(/-/g, ' ').replace(/\s+/g, ' ');
  const paiseMatch = /^(.*?)\s*\band\s+([a-z\s]+?)\s+paise$/.exec(phrase);
  const rupeeWords = (paiseMatch ? paiseMatch[1]! : phrase).split(' ');
  const rupees = wordsToNumber(rupeeWords);
  if (rupees === null) return null;
  const paise = paiseMatch ? wordsToNumber(paiseMatch[2]!.split(' ')) : 0;
  if (paise === null || paise > 99) return null;
  return Math.round(rupees * 100 + paise) / 100;
}
