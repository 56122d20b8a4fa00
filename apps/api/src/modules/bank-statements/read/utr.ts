// The 12-digit UPI reference (UTR / RRN) of a statement row: from the reference column when it holds
// exactly that, else from the narration, where banks write it among names, VPAs, IFSCs and notes:
//   UPI/612345678901/Diwali order/ramesh@oksbi/SBI     (ICICI)
//   UPI-RAMESH KUMAR-ramesh@okaxis-SBIN0001234-612345678901-Payment     (HDFC)
//   UPI/CR/612345678901/RAMESH/SBIN/ramesh@oksbi/UPI     (SBI)
//   BY UPI CREDIT 612345678901,  IMPS/P2A/612345678901/RAMESH/SBI     (an IMPS RRN: also 12 digits)

const UTR = /^\d{12}$/;
/**
 * HDFC's Chq./Ref.No. pads the UTR to 16 digits: 0000612345678901. A cheque number is padded the same
 * way (0000000000654321), so a padded tail starting with 00 is taken for a cheque. (A UTR starts with
 * the year's last digit and the day of the year: only one from early 2030 starts with 00, and the
 * narration still carries it.)
 */
const PADDED_UTR = /^0{4}((?!00)\d{12})$/;
/** A payment-rail word: UPI, IMPS, and banks' variants such as UPIAR or UPIINTL. */
const RAIL = /^(?:UPI|IMPS)[A-Z]*$/i;
/**
 * Characters that glue a run to a bigger word: digits before "@" are a VPA (919876543210@paytm), after
 * "+" a phone, around "." an amount, next to letters an IFSC or a NEFT reference (SBIN126285123456).
 */
const GLUE = /[A-Za-z0-9@.+]/;
const RUNS = /[A-Za-z]+|\d+/g;

function standsAlone(text: string, start: number, end: number): boolean {
  const before = text[start - 1];
  const after = text[end];
  return (before === undefined || !GLUE.test(before)) && (after === undefined || !GLUE.test(after));
}

/** The reference cell's UTR, when the cell is one (Excel may keep a leading apostrophe on digits). */
export function utrFromReference(reference: string): string | null {
  const text = reference.trim().replace(/^'/, '');
  const utr = UTR.test(text) ? text : (PADDED_UTR.exec(text)?.[1] ?? null);
  // Cash deposits carry a reference of zeros (0000000000000000): no payment has that UTR.
  return utr && !/^0+$/.test(utr) ? utr : null;
}

/**
 * The first free-standing 12-digit run after a UPI or IMPS word. A 12-digit number with no rail word
 * before it (an account number in a NEFT narration, a cash deposit slip) is not a UPI reference.
 */
export function utrFromNarration(narration: string): string | null {
  let afterRail = false;
  for (const run of narration.matchAll(RUNS)) {
    const [word] = run;
    const start = run.index;
    if (!standsAlone(narration, start, start + word.length)) continue;
    if (RAIL.test(word)) afterRail = true;
    else if (afterRail && UTR.test(word)) return word;
  }
  return null;
}

/** Reference columns first (best first), then the narration, then rail words inside a reference cell. */
export function findUtr(references: readonly string[], narration: string): string | null {
  for (const reference of references) {
    const utr = utrFromReference(reference);
    if (utr) return utr;
  }
  const fromNarration = utrFromNarration(narration);
  if (fromNarration) return fromNarration;
  for (const reference of references) {
    const utr = utrFromNarration(reference);
    if (utr) return utr;
  }
  return null;
}
