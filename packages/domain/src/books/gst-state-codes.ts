// The two-digit state codes of GST registration and place of supply (the first two digits of a GSTIN),
// as the GST portal lists them. Names match INDIAN_STATES where the state is one of them.
// 25 (Daman and Diu) merged into 26 in 2020 and 28 is the pre-2014 Andhra Pradesh; both stay so an old
// code still reads as a place.
export const GST_STATE_CODES: Readonly<Record<string, string>> = {
  '01': 'Jammu and Kashmir',
  '02': 'Himachal Pradesh',
  '03': 'Punjab',
  '04': 'Chandigarh',
  '05': 'Uttarakhand',
  '06': 'Haryana',
  '07': 'Delhi',
  '08': 'Rajasthan',
  '09': 'Uttar Pradesh',
  '10': 'Bihar',
  '11': 'Sikkim',
  '12': 'Arunachal Pradesh',
  '13': 'Nagaland',
  '14': 'Manipur',
  '15': 'Mizoram',
  '16': 'Tripura',
  '17': 'Meghalaya',
  '18': 'Assam',
  '19': 'West Bengal',
  '20': 'Jharkhand',
  '21': 'Odisha',
  '22': 'Chhattisgarh',
  '23': 'Madhya Pradesh',
  '24': 'Gujarat',
  '25': 'Daman and Diu',
  '26': 'Dadra and Nagar Haveli and Daman and Diu',
  '27': 'Maharashtra',
  '28': 'Andhra Pradesh (before division)',
  '29': 'Karnataka',
  '30': 'Goa',
  '31': 'Lakshadweep',
  '32': 'Kerala',
  '33': 'Tamil Nadu',
  '34': 'Puducherry',
  '35': 'Andaman and Nicobar Islands',
  '36': 'Telangana',
  '37': 'Andhra Pradesh',
  '38': 'Ladakh',
  '97': 'Other Territory',
};

/** 'Tamil Nadu' for '33'; the code itself when unknown, so an export never drops a row. */
export function gstStateName(code: string): string {
  return GST_STATE_CODES[code] ?? code;
}

/** '33-Tamil Nadu': how the GST offline tool writes a place of supply. */
export function placeOfSupplyText(code: string): string {
  const name = GST_STATE_CODES[code];
  return name ? `${code}-${name}` : code;
}
