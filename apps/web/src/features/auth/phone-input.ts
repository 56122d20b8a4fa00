import { PHONE_LENGTH } from '@pataka/domain/limits';

/**
 * What the phone box keeps of a keystroke or a paste: digits only, at most 10. A pasted "+91 98765 43210"
 * or "098765 43210" loses its country or trunk prefix instead of being cut to the wrong ten digits.
 */
export function filterPhoneInput(value: string): string {
  let digits = value.replace(/\D/g, '');
  if (digits.length > PHONE_LENGTH && digits.startsWith('91')) digits = digits.slice(2);
  if (digits.length > PHONE_LENGTH && digits.startsWith('0')) digits = digits.slice(1);
  return digits.slice(0, PHONE_LENGTH);
}
