import { currentLocale } from '@pataka/domain/i18n';

/** Something the shop names in English and, optionally, in Tamil (a product, a category, an offer). */
export type Named = { name: string; nameTa?: string | null };

/** The name to show: the Tamil one when the page is in Tamil and staff entered it, else the English. */
export function localName(item: Named): string {
  return currentLocale() === 'ta' && item.nameTa ? item.nameTa : item.name;
}
