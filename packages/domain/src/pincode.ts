// Pincode lookup (issue 15, "pincode first"): what GET /pincodes/:pincode answers, the words the shopper
// reads around it, and the one serviceability rule it shares with order creation.
import { defineMessages } from './i18n.ts';
import { MESSAGES } from './messages.ts';
import { checkServiceArea, type ShippingSettingsRupees } from './pricing.ts';

/** A complete Indian pincode: 6 digits, the first not 0 (the address form's rule, §5). */
export const PINCODE_PATTERN = /^[1-9]\d{5}$/;

export const isCompletePincode = (value: string): boolean => PINCODE_PATTERN.test(value);

/** Where a pincode is, from India Post's directory: the same for every shop. */
export type PincodePlace = {
  pincode: string;
  district: string;
  /** Canonical name from indian-states.ts, so the address form's state select can take it as is. */
  state: string;
  /** The town its head or sub post office is named after ("Sivakasi"), fit for the City field. */
  city: string;
};

/** The answer of GET /pincodes/:pincode: the place, and whether THIS shop delivers there. */
export type PincodeLookup = PincodePlace & Serviceability;

/** Whether the shop delivers there and, when not, why in the shopper's words. */
export type Serviceability = { delivers: true; reason: null } | { delivers: false; reason: string };

/** The catalogue (decision 130): read while rendering; the API reads English. */
export const PINCODE_TEXT = defineMessages('pincode', {
  notFound: 'Pincode not found',
  /** Under the pincode field when the directory does not know it: a hint, not a refusal. */
  unknown: 'We could not find this pincode. Please check it, and fill in the city and state yourself.',
  /** Under the pincode field once found: confirms the district, which the address has no field for. */
  found: (district: string, state: string) => `${district} district, ${state}`,
});

/** The same texts in the shape callers use (found takes the place); every read follows the language. */
export const PINCODE_MESSAGES = {
  get notFound(): string {
    return PINCODE_TEXT.notFound;
  },
  get unknown(): string {
    return PINCODE_TEXT.unknown;
  },
  found: (place: Pick<PincodePlace, 'district' | 'state'>): string =>
    PINCODE_TEXT.found(place.district, place.state),
};

/**
 * Whether the shop delivers to this place, judged on the state the pincode really is in (not what was
 * typed) and the shop's blocked pincodes, with the same words order creation refuses with.
 */
export function pincodeServiceability(
  settings: ShippingSettingsRupees,
  place: Pick<PincodePlace, 'pincode' | 'state'>,
): Serviceability {
  const area = checkServiceArea(settings, { state: place.state, zipCode: place.pincode });
  if (area.served) return { delivers: true, reason: null };
  return {
    delivers: false,
    reason: area.reason === 'state' ? MESSAGES.stateNotServed : MESSAGES.pincodeNotServed,
  };
}
