import type { ReceiptSample } from '../receipt-samples.ts';
import { formatRupees, formatWhen } from './receipt-format.ts';
import { badge, line, rect, statusBar, svgDocument, text } from './svg-kit.ts';

const STATUS_COLOUR = { Successful: '#2e7d32', Failed: '#c62828', Pending: '#ef6c00' } as Record<
  string,
  string
>;

/** BHIM's receipt: amount with paise, "Paid to" and "From" blocks, the UPI Ref ID and a numeric date. */
export function bhimReceiptSvg(s: ReceiptSample): string {
  const dark = s.theme === 'dark';
  const fg = dark ? '#eeeeee' : '#1a1a1a';
  const muted = dark ? '#9e9e9e' : '#616161';
  const e = s.expected;
  const status = e.status ?? '';
  return svgDocument(720, 1500, dark ? '#1b1b1f' : '#ffffff', [
    statusBar(s.clock, s.battery, fg),
    rect(0, 60, 720, 110, dark ? '#26262c' : '#f4f6fb'),
    text(40, 135, 'BHIM', { size: 52, fill: '#f37021', weight: 'bold' }),
    text(190, 135, 'UPI', { size: 30, fill: '#1b8a3a', weight: 'bold' }),
    badge(360, 270, 50, status !== 'Failed', STATUS_COLOUR[status] ?? '#2e7d32'),
    text(360, 380, `Payment ${status}`, { size: 36, fill: fg, anchor: 'middle', weight: 'bold' }),
    text(360, 490, `₹ ${formatRupees(e.amount ?? 0, 'always')}`, { size: 76, fill: fg, anchor: 'middle' }),
    line(40, 560, 680, 560, dark ? '#333' : '#e0e0e0'),
    text(40, 620, 'Paid to', { size: 24, fill: muted }),
    text(40, 664, e.payeeName ?? '', { size: 32, fill: fg, weight: 'bold' }),
    text(40, 704, e.payeeUpiId ?? '', { size: 26, fill: fg }),
    text(40, 790, 'From', { size: 24, fill: muted }),
    text(40, 834, e.payerName ?? '', { size: 32, fill: fg, weight: 'bold' }),
    text(40, 874, `${s.payerUpiId}  •  ${s.payerBank}`, { size: 24, fill: fg }),
    line(40, 920, 680, 920, dark ? '#333' : '#e0e0e0'),
    text(40, 980, `${s.utrLabel ?? 'UPI Ref ID'}: ${e.utr}`, { size: 28, fill: fg }),
    text(40, 1030, formatWhen(s), { size: 26, fill: muted }),
    text(360, 1400, 'BHIM - Bharat Interface for Money', { size: 22, fill: muted, anchor: 'middle' }),
    text(360, 1436, 'NPCI', { size: 22, fill: muted, anchor: 'middle', weight: 'bold' }),
  ]);
}
