import { currentLocale, LOCALE_NAMES, LOCALE_TAGS } from '@pataka/domain/i18n';
import { switchLocale } from '../../i18n/locale.ts';
import { layoutText } from './messages.ts';

/** The other language, named in itself ('தமிழ்' / 'English'): choosing it reloads the page in it. */
export function LanguageSwitch({ className }: { className?: string }) {
  const other = currentLocale() === 'ta' ? 'en' : 'ta';
  return (
    <button
      type="button"
      className={className}
      // Named by what it shows (voice control users say 'தமிழ்'); the tooltip says what it does.
      title={layoutText.changeLanguage}
      onClick={() => switchLocale(other)}
    >
      <span lang={LOCALE_TAGS[other]}>{LOCALE_NAMES[other]}</span>
    </button>
  );
}
