import { toLines } from './receipt-lines.ts';

/**
 * Labels that introduce the UPI reference (the 12-digit UTR/RRN), tolerant of OCR's "UPI'ID", "UP! Ref".
 * PhonePe's own "Transaction ID T2311…" and GPay's "Google transaction ID" are deliberately not here:
 * they are the app's ids, not the bank reference.
 */
const UPI = String.raw`U\s*P\s*[I1l|!]['’.]?`;
const UTR_LABELS = [
  new RegExp(String.raw`${UPI}\s*(?:transaction|txn|trans)\.?\s*(?:I\s*D|No|Number)`, 'i'),
  new RegExp(String.raw`${UPI}\s*Ref(?:erence)?\.?\s*(?:No|Number|I\s*D)?\.?`, 'i'),
  /\bU\s*T\s*R\b(?:\s*(?:No|Number))?\.?/i,
  /\bRRN\b(?:\s*(?:No|Number))?\.?/i,
  /\b(?:Bank\s+)?Ref(?:erence)?\.?\s*(?:No|ID|Number)\b\.?/i,
];

// Digits and the characters OCR prints for them, with spaces OCR inserts in long numbers.
const DIGITISH_RUN = /[0-9OoIl|!][0-9OoIl|! ]{8,22}[0-9OoIl|!]/g;

function toDigits(run: string): string {
  return run
    .replace(/ /g, '')
    .replace(/[Oo]/g, '0')
    .replace(/[Il|!]/g, '1');
}

/** The first 12-digit number in `s`, reading OCR lookalikes as digits; null if none. */
function twelveDigits(s: string): string | null {
  for (const m of s.matchAll(DIGITISH_RUN)) {
    const before = s[m.index - 1] ?? ' ';
    const after = s[m.index + m[0].length] ?? ' ';
    // Part of a longer id (PhonePe's T…): not a UTR.
    if (/[A-Za-z0-9]/.test(before) || /[A-Za-z0-9]/.test(after)) continue;
    const digits = toDigits(m[0]);
    const realDigits = m[0].replace(/[^0-9]/g, '').length;
    if (/^\d{12}$/.test(digits) && realDigits >= 9) return digits;
  }
  return null;
}

export function parseUtr(text: string): string | null {
  const lines = toLines(text);
  for (let i = 0; i < lines.length; i += 1) {
    const line = lines[i]!;
    for (const label of UTR_LABELS) {
      const m = label.exec(line);
      if (!m) continue;
      // The number follows the label on the same line or, in card layouts, on the next line or two.
      const candidates = [line.slice(m.index + m[0].length), lines[i + 1] ?? '', lines[i + 2] ?? ''];
      for (const c of candidates) {
        const utr = twelveDigits(` ${c} `);
        if (utr) return utr;
      }
    }
  }
  // No label read: a lone 12-digit number is still most likely the UTR (phones have 10, accounts are masked).
  const lone = new Set(
    lines.map((l) => (/^[\d\s]{12,16}$/.test(l) ? twelveDigits(` ${l} `) : null)).filter(Boolean),
  );
  return lone.size === 1 ? [...lone][0]! : null;
}
