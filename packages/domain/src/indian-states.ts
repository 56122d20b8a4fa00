// States and union territories of India (alphabetical), for the address form and the cart's
// "Delivering to" choice. Letters, spaces and hyphens only, so every entry passes StateSchema (§5).
export const INDIAN_STATES = [
  'Andaman and Nicobar Islands',
  'Andhra Pradesh',
  'Arunachal Pradesh',
  'Assam',
  'Bihar',
  'Chandigarh',
  'Chhattisgarh',
  'Dadra and Nagar Haveli and Daman and Diu',
  'Delhi',
  'Goa',
  'Gujarat',
  'Haryana',
  'Himachal Pradesh',
  'Jammu and Kashmir',
  'Jharkhand',
  'Karnataka',
  'Kerala',
  'Ladakh',
  'Lakshadweep',
  'Madhya Pradesh',
  'Maharashtra',
  'Manipur',
  'Meghalaya',
  'Mizoram',
  'Nagaland',
  'Odisha',
  'Puducherry',
  'Punjab',
  'Rajasthan',
  'Sikkim',
  'Tamil Nadu',
  'Telangana',
  'Tripura',
  'Uttar Pradesh',
  'Uttarakhand',
  'West Bengal',
] as const;

/** Most orders of a Sivakasi shop stay in Tamil Nadu. */

/** Where a Sivakasi shop's shoppers mostly are: the cart's state until the shopper picks one. */
export const DEFAULT_DELIVERY_STATE = 'Tamil Nadu';

/**
 * GST state codes (the first two digits of a GSTIN, and the "place of supply" code on an invoice
 * and in GSTR-1), as notified for GST. 25 (Daman and Diu) merged into 26 in 2020.
 */
export const GST_STATE_CODES: Record<(typeof INDIAN_STATES)[number], string> = {
  'Jammu and Kashmir': '01',
  'Himachal Pradesh': '02',
  Punjab: '03',
  Chandigarh: '04',
  Uttarakhand: '05',
  Haryana: '06',
  Delhi: '07',
  Rajasthan: '08',
  'Uttar Pradesh': '09',
  Bihar: '10',
  Sikkim: '11',
  'Arunachal Pradesh': '12',
  Nagaland: '13',
  Manipur: '14',
  Mizoram: '15',
  Tripura: '16',
  Meghalaya: '17',
  Assam: '18',
  'West Bengal': '19',
  Jharkhand: '20',
  Odisha: '21',
  Chhattisgarh: '22',
  'Madhya Pradesh': '23',
  Gujarat: '24',
  'Dadra and Nagar Haveli and Daman and Diu': '26',
  Maharashtra: '27',
  Karnataka: '29',
  Goa: '30',
  Lakshadweep: '31',
  Kerala: '32',
  'Tamil Nadu': '33',
  Puducherry: '34',
  'Andaman and Nicobar Islands': '35',
  Telangana: '36',
  'Andhra Pradesh': '37',
  Ladakh: '38',
};

/** The GST state code of a state name as typed in an address (case and spaces forgiven); null if unknown. */
export function gstStateCode(state: string | null | undefined): string | null {
  if (!state) return null;
  const key = state.trim().replace(/\s+/g, ' ').toLowerCase();
  for (const [name, code] of Object.entries(GST_STATE_CODES)) {
    if (name.toLowerCase() === key) return code;
  }
  return null;
}

/** The state name of a GST state code ('33' → 'Tamil Nadu'); null if unknown. */
export function stateOfGstCode(code: string): string | null {
  for (const [name, c] of Object.entries(GST_STATE_CODES)) if (c === code) return name;
  return null;
}
