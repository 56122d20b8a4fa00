import type { Locale } from '@pataka/domain/i18n';

/**
 * Loads a language's catalogues before the first render: English is inline with the code; Tamil comes as
 * one chunk, fetched only by pages that are in Tamil.
 */
export async function loadTranslations(locale: Locale): Promise<void> {
  if (locale === 'ta') await import('./ta.ts');
}
