import { currentLocale } from '@pataka/domain/i18n';

/** Something the shop names in English and, optionally, in Tamil (a product, a category, an offer). */
export type Named = { name: string; nameTa?: string | null };

/** The name to show: the Tamil one when the page is in Tamil and staff entered it, else the English. */
export function localName(item: Named): string {
  return currentLocale() === 'ta' && item.nameTa ? item.nameTa : item.name;
}

/** Any text the shop wrote in English with an optional Tamil version (a coupon's description, flash news). */
export function localText(english: string, tamil: string | null | undefined): string {
  return currentLocale() === 'ta' && tamil ? tamil : english;
}
