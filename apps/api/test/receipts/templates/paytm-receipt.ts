import type { ReceiptSample } from '../receipt-samples.ts';
import { formatRupees, formatWhen, rupeesInWords } from './receipt-format.ts';
import { badge, line, rect, statusBar, svgDocument, text, widthFactor } from './svg-kit.ts';

/** Paytm wraps a long UPI id where it can, as in the real BharatPe receipt ("BHARATPE" / ".9006…@fbpe"). */
function wrapUpiId(id: string): [string, string] {
  if (id.length <= 22) return [id, ''];
  const cut = id.indexOf('.') > 0 ? id.indexOf('.') : 16;
  return [id.slice(0, cut), id.slice(cut)];
}

/** Paytm's receipt: logo, status card with the big amount (and often the amount in words), then To/From. */
export function paytmReceiptSvg(s: ReceiptSample): string {
  const dark = s.theme === 'dark';
  const fg = dark ? '#f0f0f0' : '#101010';
  const muted = dark ? '#a0a0a0' : '#6b7280';
  const e = s.expected;
  const ok = e.status === 'Paid Successfully';
  const [id1, id2] = wrapUpiId(e.payeeUpiId ?? '');
  // The amount and its badge are centred together, the badge just right of the figure as in the app
  // (a fixed badge position would cover the last digit of a long amount).
  const amount = `₹${formatRupees(e.amount ?? 0)}`;
  const amountWidth =
    [...amount].reduce((w, c) => w + (/[,.]/.test(c) ? 0.28 : 0.56), 0) * 84 * widthFactor(s.font);
  const amountLeft = 360 - (amountWidth + 90) / 2;
  const body = [
    statusBar(s.clock, s.battery, fg),
    text(360, 150, 'paytm', {
      size: 64,
      fill: dark ? '#4fc3f7' : '#012a72',
      weight: 'bold',
      anchor: 'middle',
    }),
    rect(40, 230, 640, 500, dark ? '#16313f' : '#e3f5fd', 28),
    text(360, 330, ok ? 'Paid Successfully' : 'Payment Failed', { size: 40, fill: fg, anchor: 'middle' }),
    text(amountLeft, 440, amount, { size: 84, fill: fg }),
    badge(amountLeft + amountWidth + 56, 412, 34, ok, ok ? '#21c17a' : '#e53935'),
    rect(40, 700, 640, 30, dark ? '#0d47a1' : '#00b9f5'),
    text(60, 860, `To: ${e.payeeName}`, { size: 34, fill: fg }),
    text(60, 910, `UPI ID: ${id1}`, { size: 26, fill: fg }),
    text(60, 946, id2, { size: 26, fill: fg }),
    line(60, 1000, 660, 1000, muted, true),
    text(60, 1080, `From: ${e.payerName}`, { size: 34, fill: fg }),
    text(60, 1130, s.payerBank, { size: 28, fill: fg }),
    text(60, 1220, `${s.utrLabel ?? 'UPI Ref No'}: ${e.utr}`, { size: 30, fill: fg }),
    text(60, 1270, formatWhen(s), { size: 28, fill: muted }),
    text(360, 1440, 'Powered by UPI | YES BANK', { size: 22, fill: muted, anchor: 'middle' }),
  ];
  if (s.amountInWords) {
    body.push(text(360, 520, rupeesInWords(e.amount ?? 0), { size: 26, fill: muted, anchor: 'middle' }));
  }
  body.push(text(360, 610, `Pay to ${e.payeeName}`, { size: 28, fill: fg, anchor: 'middle' }));
  return svgDocument(720, 1500, dark ? '#0b0b0b' : '#f7f7f7', body);
}
