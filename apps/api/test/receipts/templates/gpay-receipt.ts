import type { ReceiptSample } from '../receipt-samples.ts';
import { formatRupees, formatWhen } from './receipt-format.ts';
import { badge, circle, line, rect, statusBar, svgDocument, text } from './svg-kit.ts';

/** Google Pay's transaction details page: big amount, status, date, then a card with the UPI ids. */
export function gpayReceiptSvg(s: ReceiptSample): string {
  const dark = s.theme === 'dark';
  const fg = dark ? '#e8eaed' : '#202124';
  const muted = dark ? '#9aa0a6' : '#5f6368';
  const card = dark ? '#303134' : '#ffffff';
  const e = s.expected;
  const ok = e.status === 'Completed';
  const initial = (e.payeeName ?? '?').charAt(0);
  return svgDocument(720, 1500, dark ? '#202124' : '#ffffff', [
    statusBar(s.clock, s.battery, fg),
    text(40, 110, '←', { size: 36, fill: fg, family: 'DejaVu Sans' }),
    circle(360, 220, 56, '#1a73e8'),
    text(360, 242, initial, { size: 56, fill: '#fff', anchor: 'middle' }),
    text(360, 340, `To ${e.payeeName}`, { size: 34, fill: fg, anchor: 'middle' }),
    text(360, 384, e.payeeUpiId ?? '', { size: 26, fill: muted, anchor: 'middle' }),
    text(360, 520, `₹${formatRupees(e.amount ?? 0)}`, { size: 96, fill: fg, anchor: 'middle' }),
    badge(262, 600, 18, ok, ok ? '#1e8e3e' : '#d93025'),
    text(292, 612, e.status ?? '', { size: 30, fill: fg }),
    line(200, 650, 520, 650, muted, true),
    text(360, 700, formatWhen(s), { size: 26, fill: muted, anchor: 'middle' }),
    rect(32, 760, 656, 560, card, 24, dark ? '' : '#dadce0'),
    text(64, 826, s.payerBank, { size: 28, fill: fg }),
    text(64, 900, 'UPI transaction ID', { size: 24, fill: muted }),
    text(64, 940, e.utr ?? '', { size: 28, fill: fg }),
    text(64, 1010, `To: ${(e.payeeName ?? '').toUpperCase()}`, { size: 24, fill: muted }),
    text(64, 1050, `Google Pay • ${e.payeeUpiId}`, { size: 26, fill: fg }),
    text(64, 1120, `From: ${(e.payerName ?? '').toUpperCase()} (${s.payerBank.replace(/ \d+$/, '')})`, {
      size: 24,
      fill: muted,
    }),
    text(64, 1160, `Google Pay • ${s.payerUpiId}`, { size: 26, fill: fg }),
    text(64, 1230, 'Google transaction ID', { size: 24, fill: muted }),
    text(64, 1270, s.appTxnId, { size: 28, fill: fg }),
    text(360, 1420, 'Powered by UPI   |   Google Pay', { size: 24, fill: muted, anchor: 'middle' }),
  ]);
}
