// The storefront's language (decision 130). The server renders the page in the language of the
// `pataka_lang` cookie and says so in <html lang>; the browser takes it from there, so hydration renders
// the same words. Switching writes the cookie and reloads: the next page arrives in the new language.
import {
  currentLocale,
  DEFAULT_LOCALE,
  isLocale,
  LOCALE_COOKIE,
  LOCALE_TAGS,
  setLocaleSource,
  type Locale,
} from '@pataka/domain/i18n';

/** The language of a <html lang> value ('ta-IN' → 'ta'), English for anything else. */
export function localeOfTag(tag: string | null | undefined): Locale {
  const base = (tag ?? '').split('-')[0]!.toLowerCase();
  return isLocale(base) ? base : DEFAULT_LOCALE;
}

/** In the browser: the page's language, as the server rendered it. */
export function adoptDocumentLocale() {
  if (typeof document === 'undefined') return;
  const locale = localeOfTag(document.documentElement.lang);
  setLocaleSource(() => locale);
}

/** The current language's BCP 47 tag, for Intl dates and numbers. */
export function localeTag(): string {
  return LOCALE_TAGS[currentLocale()];
}

/** Remember the shopper's choice (a year) and load the page again in it. */
export function switchLocale(locale: Locale) {
  document.cookie = `${LOCALE_COOKIE}=${locale}; Path=/; Max-Age=31536000; SameSite=Lax`;
  location.reload();
}

export { currentLocale };
