import { nextMeaningfulLine, toLines } from './receipt-lines.ts';

/**
 * Words the apps print as labels and headings around names. A "name" holding one of them is a label
 * OCR read into the row (PhonePe's "UTR:" under "Debited from"), never a person or a shop.
 */
const LABEL_WORDS = new Set(
  (
    'utr rrn upi ref reference transaction txn id no number paid pay sent to from debited credited ' +
    'received bank a/c account google phonepe paytm bhim amount status successful successfully ' +
    'completed failed pending details transfer share support powered date time'
  ).split(' '),
);

/** Tesseract reads a capital I at a word's start as 'l' ("Divya lyer"): in a capitalised name it is an I. */
function capitalI(token: string, others: string[]): string {
  if (!/^l(?:[a-z]+|[A-Z]+)$/.test(token)) return token;
  return others.every((t) => !/^[a-z]/.test(t)) ? `I${token.slice(1)}` : token;
}

/**
 * A person's or shop's name as printed after "To:"/"From:", cleaned of what OCR adds around it:
 * the bank in brackets, an id after a bullet, an amount in the same row, stray icon characters.
 */
export function cleanName(raw: string): string | null {
  let s = raw.split(/[(•|«»*]|\s[-–]\s/)[0]!.trim();
  const tokens = s.split(' ');
  // Trailing junk: icons read as "8", "5)", "a", or a rupee figure ("X1,250") sharing the row.
  while (tokens.length > 1) {
    const t = tokens[tokens.length - 1]!;
    if (/[A-Za-z]{2,}/.test(t) && !/\d/.test(t) && /^[A-Za-z.'&-]+$/.test(t)) break;
    if (/^[A-Z]\.?$/.test(t)) break; // an initial, as in "Ramesh V"
    tokens.pop();
  }
  // An avatar's initial read into the row: "G Ganesh Sparklers", "Ss Sony Fireworks".
  if (tokens.length > 2 && /^[A-Z][a-z]?$/.test(tokens[0]!) && tokens[1]!.startsWith(tokens[0]![0]!))
    tokens.shift();
  if (tokens.some((t) => LABEL_WORDS.has(t.toLowerCase().replace(/[^a-z/]/g, '')))) return null;
  s = tokens
    .map((t, i) =>
      capitalI(
        t,
        tokens.filter((_, j) => j !== i),
      ),
    )
    .join(' ')
    .replace(/[:;,.]+$/, '')
    .trim();
  if (!/^[A-Za-z][A-Za-z .'&-]*$/.test(s) || s.replace(/[^A-Za-z]/g, '').length < 2) return null;
  // Masked accounts and ids are not names.
  if (/^X{3,}/i.test(s) || s.includes('@')) return null;
  return s;
}

type Rule = { re: RegExp; valueOnNextLine: boolean };

function nameAfter(lines: string[], rules: Rule[]): string | null {
  for (let i = 0; i < lines.length; i += 1) {
    for (const { re, valueOnNextLine } of rules) {
      const m = re.exec(lines[i]!);
      if (!m) continue;
      const rest = (m[1] ?? '').trim();
      if (rest) {
        const name = cleanName(rest);
        if (name) return name;
      } else if (valueOnNextLine) {
        // The name may sit below a figure or an avatar letter: look at the next two meaningful lines.
        let from = i;
        for (let k = 0; k < 2; k += 1) {
          const next = nextMeaningfulLine(lines, from, 2);
          if (next === null) break;
          const name = cleanName(lines[next]!);
          if (name) return name;
          from = next;
        }
      }
    }
  }
  return null;
}

// "Pay to BharatPe Merchant" on Paytm is a note, not the payee: it is only a last resort.
const PAYEE_RULES: Rule[] = [
  { re: /^To\s*[:;.]\s*(.*)$/i, valueOnNextLine: true },
  { re: /^(?:Paid|Sent)\s+to\s*[:;.]?\s*(.*)$/i, valueOnNextLine: true },
  { re: /^To\s+([A-Za-z].*)$/, valueOnNextLine: false },
];
const PAYEE_FALLBACK: Rule[] = [{ re: /^Pay(?:ing)?\s+to\s+(.+)$/i, valueOnNextLine: false }];

// PhonePe's "Debited from" names an account, not a person: cleanName rejects "XXXXXXXX1234".
const PAYER_RULES: Rule[] = [
  { re: /^(?:Sent\s+|Debited\s+|Paid\s+)?From\s*[:;.]?\s*(.*)$/i, valueOnNextLine: true },
];

export function parsePayeeName(text: string): string | null {
  const lines = toLines(text);
  return nameAfter(lines, PAYEE_RULES) ?? nameAfter(lines, PAYEE_FALLBACK);
}

export function parsePayerName(text: string): string | null {
  return nameAfter(toLines(text), PAYER_RULES);
}
