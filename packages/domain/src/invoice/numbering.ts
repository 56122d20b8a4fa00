// Invoice numbers (rule 46(b): consecutive, unique for a financial year, at most 16 characters of
// letters, digits, '-' and '/'). The financial year runs April to March in India Standard Time.
import type { DocumentSeries } from './types.ts';

const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;
export const INVOICE_NUMBER_PATTERN = /^[A-Za-z0-9/-]{1,16}$/;
/** The shop's prefix: up to 4 letters or digits, so a 5-digit sequence still fits in 16 characters. */
export const INVOICE_PREFIX_PATTERN = /^[A-Za-z0-9]{0,4}$/;

/** '2026-27' for any instant from 1 April 2026 00:00 IST to 31 March 2027 23:59:59 IST. */
export function financialYear(at: Date): string {
  const ist = new Date(at.getTime() + IST_OFFSET_MS);
  const year = ist.getUTCFullYear();
  const start = ist.getUTCMonth() >= 3 ? year : year - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
}

/** The instants a financial year covers: [from, to). */
export function financialYearBounds(fy: string): { from: Date; to: Date } {
  const start = Number(fy.slice(0, 4));
  return {
    from: new Date(Date.UTC(start, 3, 1) - IST_OFFSET_MS),
    to: new Date(Date.UTC(start + 1, 3, 1) - IST_OFFSET_MS),
  };
}

/** The calendar date in IST, 'YYYY-MM-DD' (the date printed on the invoice). */
export function istDate(at: Date): string {
  return new Date(at.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);
}

/**
 * 'UC/26-27/00042' (invoice) or 'UC/26-27/C0003' (credit note: the 'C' keeps the two series apart
 * under one prefix). Without a prefix: '26-27/00042'. Null when it would not fit in 16 characters.
 */
export function documentNumber(
  prefix: string | null | undefined,
  fy: string,
  series: DocumentSeries,
  sequence: number,
): string | null {
  const year = `${fy.slice(2, 4)}-${fy.slice(5, 7)}`;
  const seq =
    series === 'invoice' ? String(sequence).padStart(5, '0') : `C${String(sequence).padStart(4, '0')}`;
  const number = [prefix?.trim() || null, year, seq].filter(Boolean).join('/');
  return INVOICE_NUMBER_PATTERN.test(number) ? number : null;
}
