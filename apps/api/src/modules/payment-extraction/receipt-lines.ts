/** Shared text clean-up for the field parsers. OCR output is noisy; every parser starts from these lines. */

/** Non-empty, trimmed lines with runs of whitespace collapsed. */
export function toLines(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((l) => l.replace(/[\t\u00a0 ]+/g, ' ').trim())
    .filter((l) => l.length > 0);
}

/**
 * OCR confuses O/o with 0 and I/l/| with 1. Fixes those only where they touch a digit, so words
 * ("Oct", "UPI ID") stay intact while "2O23" and "l1" become numbers.
 */
export function fixDigitLookalikes(s: string): string {
  let out = s;
  // Twice, so a run like "1OO" (two letters in a row) is fixed completely.
  for (let i = 0; i < 2; i += 1) {
    out = out.replace(/(?<=\d)[Oo]|[Oo](?=\d)/g, '0').replace(/(?<=\d)[Il|]|[Il|](?=\d)/g, '1');
  }
  return out;
}

/** A line carrying no information: a stray icon or border read as one or two characters. */
export function isJunkLine(line: string): boolean {
  return line.replace(/[^A-Za-z0-9@]/g, '').length <= 2 && !/^\d+$/.test(line);
}

/** The next line after `index` that is not junk, within `reach` lines. */
export function nextMeaningfulLine(lines: string[], index: number, reach = 3): number | null {
  for (let i = index + 1; i < lines.length && i <= index + reach; i += 1) {
    if (!isJunkLine(lines[i]!)) return i;
  }
  return null;
}

/** The previous line before `index` that is not junk, within `reach` lines. */
export function previousMeaningfulLine(lines: string[], index: number, reach = 3): number | null {
  for (let i = index - 1; i >= 0 && i >= index - reach; i -= 1) {
    if (!isJunkLine(lines[i]!)) return i;
  }
  return null;
}
