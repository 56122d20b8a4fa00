// What to say under the GSTIN box while it is typed: nothing alarming until it is complete, then exactly
// what is wrong (the check digit catches one mistyped character).
import { gstinProblem } from '@pataka/domain/shop-admin';

export type GstinCheck = { tone: 'ok' | 'error' | 'hint'; text: string } | null;

export const GSTIN_CHECK_DIGIT_MESSAGE = 'Check digit does not match — look for a typing mistake';

export function gstinCheck(raw: string): GstinCheck {
  const value = raw.replace(/\s+/g, '').toUpperCase();
  if (!value) return null;
  const problem = gstinProblem(value);
  if (problem === null)
    return { tone: 'ok', text: `Valid GSTIN · PAN ${value.slice(2, 12)} · state code ${value.slice(0, 2)}` };
  if (problem === 'length')
    return value.length < 15
      ? { tone: 'hint', text: `${value.length} of 15 characters` }
      : { tone: 'error', text: `A GSTIN has 15 characters; this has ${value.length}` };
  if (problem === 'state')
    return { tone: 'error', text: 'The first two digits are not a GST state code (01–38 or 97)' };
  if (problem === 'format')
    return {
      tone: 'error',
      text: 'Not the GSTIN pattern: 2 digits, the 10-character PAN, a digit or letter, Z, a check character',
    };
  return { tone: 'error', text: GSTIN_CHECK_DIGIT_MESSAGE };
}
