/**
 * UPI handles (the part after '@') of the apps and banks shoppers use most. The set is closed and
 * short, so an OCR slip in a handle ("okhdfchank", "yDl") can be snapped back to the one known
 * handle it is a single edit away from. Unknown handles are kept as read.
 */
const KNOWN_HANDLES = [
  // Google Pay
  'okaxis',
  'okhdfcbank',
  'okicici',
  'oksbi',
  // PhonePe
  'ybl',
  'ibl',
  'axl',
  // Paytm
  'paytm',
  'ptyes',
  'ptaxis',
  'pthdfc',
  'ptsbi',
  // BHIM and banks' own
  'upi',
  'sbi',
  'icici',
  'hdfcbank',
  'axisbank',
  'axisb',
  'kotak',
  'kmbl',
  'yesbank',
  'yesbankltd',
  'pnb',
  'barodampay',
  'cnrb',
  'unionbank',
  'indianbank',
  'idfcbank',
  'idfcfirst',
  'federal',
  'aubank',
  'rbl',
  'boi',
  'centralbank',
  'iob',
  'uco',
  'kvb',
  'tmb',
  'cub',
  'dbs',
  'hsbc',
  'sc',
  'citi',
  'jio',
  'airtel',
  // Amazon Pay, BharatPe, WhatsApp, CRED, Slice, Navi, super.money
  'apl',
  'yapl',
  'rapl',
  'fbpe',
  'waicici',
  'wasbi',
  'waaxis',
  'wahdfcbank',
  'sliceaxis',
  'naviaxis',
  'superyes',
];

const HANDLES = new Set(KNOWN_HANDLES);

function withinOneEdit(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  let j = 0;
  let edits = 0;
  while (i < a.length && j < b.length) {
    if (a[i] === b[j]) {
      i += 1;
      j += 1;
      continue;
    }
    edits += 1;
    if (edits > 1) return false;
    if (a.length > b.length) i += 1;
    else if (b.length > a.length) j += 1;
    else {
      i += 1;
      j += 1;
    }
  }
  return edits + (a.length - i) + (b.length - j) <= 1;
}

/** Whether a handle is one of the apps' and banks' own (case-insensitive). */
export const isKnownHandle = (handle: string): boolean => HANDLES.has(handle.toLowerCase());

/** The handle as read, or else the single known handle one edit away from it. */
export function snapHandle(handle: string): string {
  const lower = handle.toLowerCase();
  if (HANDLES.has(lower) || lower.length < 3) return handle;
  const near = KNOWN_HANDLES.filter((h) => withinOneEdit(lower, h));
  const unique = [...new Set(near)];
  return unique.length === 1 ? unique[0]! : handle;
}
