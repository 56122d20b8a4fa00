// Interface languages (decision 130). Every interface text lives in a catalogue made with
// defineMessages(namespace, english): the English is the spec's word for word and ships inline with the
// code that shows it (no extra request, nothing for the English page to wait for). Other languages are
// translations registered at run time (addTranslations); a catalogue read returns the current locale's
// text and falls back to English. Read catalogues while rendering, never at module scope: on the server
// one module serves requests in both languages.

export const LOCALES = ['en', 'ta'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';
/** Remembers the shopper's language; the server reads it to render the page in that language. */
export const LOCALE_COOKIE = 'pataka_lang';
/** Each language named in itself, for the switch. */
export const LOCALE_NAMES: Record<Locale, string> = { en: 'English', ta: 'தமிழ்' };
/** BCP 47 tags for <html lang> and Intl (both keep ₹ with Indian digit grouping). */
export const LOCALE_TAGS: Record<Locale, string> = { en: 'en-IN', ta: 'ta-IN' };

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

// A catalogue's values are texts or functions of their parameters returning text.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Message = string | ((...args: any[]) => string);
export type Catalogue = Record<string, Message>;

/** A translation of catalogue C: every key, texts as any string, functions with the same parameters. */
export type Translation<C> = { [K in keyof C]: C[K] extends string ? string : C[K] };

let localeSource: () => Locale = () => DEFAULT_LOCALE;
const english = new Map<string, Catalogue>();
const translations = new Map<Locale, Map<string, Catalogue>>();

/** Where catalogues learn the current language: the browser's page, or the request the server renders. */
export function setLocaleSource(source: () => Locale) {
  localeSource = source;
}

export function currentLocale(): Locale {
  return localeSource();
}

/**
 * A catalogue: an object with english's keys whose values follow the current language. The English
 * is registered under the namespace, for the completeness test and for translating server messages.
 */
export function defineMessages<const C extends Catalogue>(namespace: string, texts: C): C {
  english.set(namespace, texts);
  reverse = null;
  const catalogue = {} as C;
  for (const key of Object.keys(texts)) {
    Object.defineProperty(catalogue, key, {
      enumerable: true,
      get() {
        const locale = localeSource();
        if (locale !== DEFAULT_LOCALE) {
          const text = translations.get(locale)?.get(namespace)?.[key];
          if (text !== undefined) return text;
        }
        return texts[key];
      },
    });
  }
  return catalogue;
}

export type NamespaceTranslation = { namespace: string; texts: Catalogue };

/** One namespace's translation, typed against its English catalogue (a missing key does not compile). */
export function translation<C>(namespace: string, texts: Translation<C>): NamespaceTranslation {
  return { namespace, texts: texts as Catalogue };
}

export function addTranslations(locale: Locale, list: readonly NamespaceTranslation[]) {
  let byNamespace = translations.get(locale);
  if (!byNamespace) translations.set(locale, (byNamespace = new Map()));
  for (const { namespace, texts } of list) byNamespace.set(namespace, texts);
  reverse = null;
}

/** The English catalogues registered so far (tests compare them with each translation). */
export function englishCatalogues(): ReadonlyMap<string, Catalogue> {
  return english;
}

export function translationsOf(locale: Locale): ReadonlyMap<string, Catalogue> {
  return translations.get(locale) ?? new Map();
}

let reverse: Map<string, [string, string]> | null = null;

/**
 * A fixed English text from the server (an API error's message) in the current language, when a
 * catalogue holds it; anything else (a shop's own words) unchanged.
 */
export function translateText(text: string): string {
  const locale = localeSource();
  if (locale === DEFAULT_LOCALE) return text;
  if (!reverse) {
    reverse = new Map();
    for (const [namespace, texts] of english) {
      for (const [key, value] of Object.entries(texts)) {
        if (typeof value === 'string' && !reverse.has(value)) reverse.set(value, [namespace, key]);
      }
    }
  }
  const found = reverse.get(text);
  const translated = found && translations.get(locale)?.get(found[0])?.[found[1]];
  return typeof translated === 'string' ? translated : text;
}
