// Place-of-supply names for the exports, from the GST state codes in indian-states.ts (decision 149),
// plus the codes that are no longer a state of INDIAN_STATES but may still appear: 25 (Daman and Diu,
// merged into 26 in 2020), 28 (Andhra Pradesh before 2014) and 97 (other territory).
import { GST_STATE_CODES } from '../indian-states.ts';

const NAME_BY_CODE: ReadonlyMap<string, string> = new Map([
  ...Object.entries(GST_STATE_CODES).map(([name, code]) => [code, name] as const),
  ['25', 'Daman and Diu'],
  ['28', 'Andhra Pradesh (before division)'],
  ['97', 'Other Territory'],
]);

/** 'Tamil Nadu' for '33'; the code itself when unknown, so an export never drops a row. */
export function gstStateName(code: string): string {
  return NAME_BY_CODE.get(code) ?? code;
}

/** '33-Tamil Nadu': how the GST offline tool writes a place of supply. */
export function placeOfSupplyText(code: string): string {
  const name = NAME_BY_CODE.get(code);
  return name ? `${code}-${name}` : code;
}
