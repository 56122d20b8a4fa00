import { isJunkLine, previousMeaningfulLine, nextMeaningfulLine, toLines } from './receipt-lines.ts';
import { snapHandle } from './upi-handles.ts';

// name@handle: the local part allows dots, dashes and underscores; handles are letters then digits.
// OCR prints a handle's 'l' as '!' or '|' ("@ax!"): those are read as 'l' inside a handle.
const VPA = /(?<![A-Za-z0-9._-])([A-Za-z0-9._-]{2,64})@([A-Za-z][A-Za-z0-9!|]{1,30})(?![A-Za-z0-9])/g;
const UPI_ID_LABEL = /U\s*P\s*[I1l|!]['’.]?\s*I\s*D\s*[:;.]?\s*/i;
const TO_MARKER = /^(?:(?:paid|sent|pay|paying)\s+)?to\b/i;
const FROM_MARKER = /^(?:(?:debited|sent|paid|received)\s+)?from\b/i;

/**
 * OCR puts spaces into ids ("sivakasi. crackers @ybl"). Spaces are closed up around '@', and on
 * the one side of a '.', '-' or '_' that has none, so a separator like "Google Pay - x@y" survives.
 */
function closeUpSpaces(line: string): string {
  if (!line.includes('@')) return line;
  return line
    .replace(/\s*@\s*/g, '@')
    .replace(/([A-Za-z0-9][._-]) (?=[A-Za-z0-9])/g, '$1')
    .replace(/([A-Za-z0-9]) (?=[._-][A-Za-z0-9])/g, '$1');
}

/** A line holding only an id's first half: "UPI ID: BHARATPE" or "sivakasi." */
function idHead(line: string): string | null {
  const labelled = UPI_ID_LABEL.exec(line);
  const rest = labelled ? line.slice(labelled.index + labelled[0].length) : line;
  const m = /^([A-Za-z0-9][A-Za-z0-9._-]*)$/.exec(rest.trim());
  if (!m) return null;
  return labelled || /[._-]$/.test(m[1]!) ? m[1]! : null;
}

type Found = { id: string; line: number };

/** Every UPI id on the receipt, mending ids that the app or OCR broke across two lines. */
export function findUpiIds(text: string): Found[] {
  const lines = toLines(text).map(closeUpSpaces);
  const found: Found[] = [];
  for (let i = 0; i < lines.length; i += 1) {
    const line = lines[i]!;
    for (const m of line.matchAll(VPA)) {
      if (!/[A-Za-z0-9]/.test(m[1]!)) continue;
      let id = `${m[1]}@${snapHandle(m[2]!.replace(/[!|]/g, 'l'))}`;
      const startsLine = line.slice(0, m.index).replace(/[^A-Za-z0-9]/g, '') === '';
      const prev = startsLine ? previousMeaningfulLine(lines, i) : null;
      const head = prev !== null ? idHead(lines[prev]!) : null;
      if (head && !head.includes('@')) id = `${head}${id}`;
      found.push({ id: id.replace(/^[._-]+/, ''), line: i });
    }
    // "name@" at the end of a line, the handle on the next.
    const tail = /([A-Za-z0-9][A-Za-z0-9._-]{1,63})@$/.exec(line);
    const next = tail ? nextMeaningfulLine(lines, i) : null;
    const handle = next !== null ? /^([A-Za-z][A-Za-z0-9]{1,30})\b/.exec(lines[next]!) : null;
    if (tail && handle) found.push({ id: `${tail[1]}@${snapHandle(handle[1]!)}`, line: i });
  }
  return found;
}

/**
 * Every id on the receipt that may be the payee's, the payee's (parsePayeeUpiId) first: the ids in the
 * "To"/"Paid to" section, or failing one, those outside any "From" section. Google Pay prints the
 * payee's id twice (under the name and in the card): two renderings OCR reads independently.
 */
export function parsePayeeUpiIds(text: string): string[] {
  const lines = toLines(text);
  const ids = findUpiIds(text);
  if (ids.length === 0) return [];
  const section = (line: number): 'to' | 'from' | null => {
    for (let i = line; i >= 0; i -= 1) {
      const l = lines[i]!;
      if (isJunkLine(l)) continue;
      if (FROM_MARKER.test(l)) return 'from';
      if (TO_MARKER.test(l)) return 'to';
    }
    return null;
  };
  const inTo = ids.filter((f) => section(f.line) === 'to');
  const outsideFrom = ids.filter((f) => section(f.line) !== 'from');
  const chosen = inTo.length ? inTo : outsideFrom.length ? outsideFrom : [ids[0]!];
  return chosen.map((f) => f.id);
}

/**
 * The payee's id: the first one after a "To"/"Paid to" marker and before the "From" section;
 * failing that, the first id outside any "From" section. The payer's own id is never taken.
 */
export function parsePayeeUpiId(text: string): string | null {
  return parsePayeeUpiIds(text)[0] ?? null;
}
