// Free-text hygiene (§5): the sanitiser for stored text and the as-typed filters of the address form.
import {
  ADDRESS_PHONE_INPUT_MAX,
  ADDRESS_TEXT_INPUT_MAX,
  PINCODE_LENGTH,
  SANITIZED_TEXT_MAX,
  STREET_MAX,
} from './limits.ts';

const ANGLE_BRACKETS = /[<>]/g;
// Whitespace inside the scheme name ("java script:") is tolerated by some old parsers, so strip it too.
const SCRIPT_SCHEMES =
  /(?:j\s*a\s*v\s*a\s*s\s*c\s*r\s*i\s*p\s*t|v\s*b\s*s\s*c\s*r\s*i\s*p\s*t|d\s*a\s*t\s*a)\s*:/gi;

/**
 * Trims, removes angle brackets and javascript:/vbscript:/data: schemes, caps at 1000 characters.
 * Stripping repeats until nothing changes, so "javajavascript:script:" cannot reassemble into a scheme.
 */
export function sanitizeText(input: string): string {
  return sanitizeTextUpTo(input, SANITIZED_TEXT_MAX);
}

/**
 * sanitizeText with another cap, for longer fields (staff notes). A separate function, not an optional
 * parameter, because sanitizeText is handed to zod's `.transform`, which passes a second argument.
 */
export function sanitizeTextUpTo(input: string, max: number): string {
  let text = input;
  for (;;) {
    const next = text.replace(ANGLE_BRACKETS, '').replace(SCRIPT_SCHEMES, '');
    if (next === text) break;
    text = next;
  }
  return text.trim().slice(0, max).trimEnd();
}

export type AddressInputField = 'phone' | 'zipCode' | 'name' | 'city' | 'state' | 'street';

// Letters of any script (Tamil, Hindi… need their combining marks), spaces, apostrophes, hyphens.
const NOT_NAME_CHAR = /[^\p{L}\p{M} '-]/gu;

/**
 * What the address form keeps of a keystroke (§5 "Address input as typed"). It does not trim:
 * trimming while typing would eat the space between two words. Trimming happens on save, in the schemas.
 */
export function filterAddressInput(field: AddressInputField, value: string): string {
  switch (field) {
    case 'phone':
      return value.replace(/[^\d,\s]/g, '').slice(0, ADDRESS_PHONE_INPUT_MAX);
    case 'zipCode':
      return value.replace(/\D/g, '').slice(0, PINCODE_LENGTH);
    case 'name':
    case 'city':
    case 'state':
      return value.replace(NOT_NAME_CHAR, '').slice(0, ADDRESS_TEXT_INPUT_MAX);
    case 'street':
      return value.slice(0, STREET_MAX);
  }
}
