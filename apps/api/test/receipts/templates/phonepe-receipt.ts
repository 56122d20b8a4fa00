import type { ReceiptSample } from '../receipt-samples.ts';
import { formatRupees, formatWhen } from './receipt-format.ts';
import { badge, circle, line, rect, statusBar, svgDocument, text, widthFactor } from './svg-kit.ts';

const HEADER = { Successful: '#1b9e55', Failed: '#d32f2f', Pending: '#f29900' } as Record<string, string>;

/** PhonePe's receipt: coloured status header, "Paid to" row with the amount, transfer details with the UTR. */
export function phonepeReceiptSvg(s: ReceiptSample): string {
  const dark = s.theme === 'dark';
  const fg = dark ? '#f1f1f1' : '#1d1d1d';
  const muted = dark ? '#a8a8a8' : '#6b6b6b';
  const card = dark ? '#1e1e1e' : '#ffffff';
  const e = s.expected;
  const amount = `₹${formatRupees(e.amount ?? 0)}`;
  const status = e.status ?? '';
  // The name shares its row with the amount: a long name in a wide font is drawn smaller to fit, as the
  // app shrinks it, instead of running into the figure.
  const em = (t: string, cap: number, small: number) =>
    [...t].reduce((w, c) => w + (/[A-Z0-9₹]/.test(c) ? cap : /[ ,.]/.test(c) ? 0.3 : small), 0) *
    widthFactor(s.font);
  const room = 664 - em(amount, 0.62, 0.62) * 34 - 28 - 144;
  const nameSize = Math.min(30, Math.floor(room / em(e.payeeName ?? '', 0.74, 0.6)));
  return svgDocument(720, 1500, dark ? '#121212' : '#f2f2f6', [
    rect(0, 0, 720, 300, HEADER[status] ?? '#5f259f'),
    statusBar(s.clock, s.battery, '#ffffff'),
    badge(80, 170, 30, status !== 'Failed', 'rgba(255,255,255,0.25)'),
    text(132, 170, `Transaction ${status}`, { size: 36, fill: '#fff', weight: 'bold' }),
    text(132, 216, formatWhen(s), { size: 24, fill: '#fff' }),
    rect(24, 330, 672, 210, card, 16),
    text(56, 384, 'Paid to', { size: 24, fill: muted }),
    circle(90, 456, 34, '#5f259f'),
    text(90, 468, (e.payeeName ?? '?').charAt(0), { size: 32, fill: '#fff', anchor: 'middle' }),
    text(144, 452, e.payeeName ?? '', { size: nameSize, fill: fg, weight: 'bold' }),
    text(664, 452, amount, { size: 34, fill: fg, weight: 'bold', anchor: 'end' }),
    text(144, 494, e.payeeUpiId ?? '', { size: 24, fill: muted }),
    rect(24, 570, 672, 400, card, 16),
    text(56, 624, 'Transfer Details', { size: 28, fill: fg, weight: 'bold' }),
    text(56, 684, 'Transaction ID', { size: 24, fill: muted }),
    text(56, 724, s.appTxnId, { size: 28, fill: fg }),
    line(56, 756, 664, 756, dark ? '#333' : '#e5e5e5'),
    text(56, 806, 'Debited from', { size: 24, fill: muted }),
    text(56, 848, s.payerBank, { size: 28, fill: fg }),
    text(664, 848, amount, { size: 28, fill: fg, anchor: 'end' }),
    text(56, 890, `UTR: ${e.utr}`, { size: 24, fill: muted }),
    text(180, 1060, 'Share', { size: 26, fill: '#5f259f', anchor: 'middle', weight: 'bold' }),
    text(540, 1060, 'Contact Support', { size: 26, fill: '#5f259f', anchor: 'middle', weight: 'bold' }),
    text(360, 1400, 'Powered by UPI | YES BANK', { size: 22, fill: muted, anchor: 'middle' }),
    text(360, 1440, 'PhonePe', { size: 30, fill: '#5f259f', anchor: 'middle', weight: 'bold' }),
  ]);
}
