// How the console writes a bank's figures (Payments screen, enquiry page): statement amounts arrive in
// paise (the bank's exact credit), dates as the bank's own calendar day (YYYY-MM-DD, no time zone).
import { formatINR, toRupees } from '@pataka/domain/money';

/** '₹1,23,456.50' from paise. */
export const formatPaise = (paise: number): string => formatINR(toRupees(paise));

const bankDay = new Intl.DateTimeFormat('en-IN', {
  day: '2-digit',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

/** '05 Nov 2026' for the bank's '2026-11-05'; anything else as given. */
export function formatBankDate(day: string | null | undefined): string {
  if (!day) return '—';
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return day;
  // Noon UTC of that calendar day: formatting in UTC can never move it to the day before or after.
  return bankDay.format(new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]), 12)));
}

/** '01 Nov 2026 – 15 Nov 2026', or one date when the statement covers a single day. */
export function formatPeriod(from: string, to: string): string {
  return from === to ? formatBankDate(from) : `${formatBankDate(from)} – ${formatBankDate(to)}`;
}

/** "3 payments", "1 payment". */
export const plural = (n: number, word: string) =>
  `${n.toLocaleString('en-IN')} ${word}${n === 1 ? '' : 's'}`;
