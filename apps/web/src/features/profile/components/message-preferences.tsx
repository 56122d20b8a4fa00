// The shopper's choice about the shop's messages on their enquiries: WhatsApp on or off (SMS always
// goes, it carries the LR number) and English or Tamil. Each change is saved at once.
import { LOCALE_NAMES } from '@pataka/domain/i18n';
import { SHOPPER_MESSAGE_LANGUAGES } from '@pataka/domain/shopper-messages';
import { profileText as t } from '../messages.ts';
import { useMessagePreferences, useSaveMessagePreferences } from '../api/message-preferences.ts';

export function MessagePreferencesSection() {
  const prefs = useMessagePreferences();
  const save = useSaveMessagePreferences();
  const data = prefs.data;
  return (
    <section
      aria-labelledby="message-prefs-title"
      className="rounded-2xl border border-stone-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <h2 id="message-prefs-title" className="text-lg font-bold text-brand-900">
        {t.messagesTitle}
      </h2>
      <p className="mb-3 text-sm text-stone-600">{t.messagesIntro}</p>
      {prefs.isError && <p className="text-sm text-red-700">{t.messagesLoadFailed}</p>}
      {data && (
        <div className="space-y-3">
          <label className="flex items-start gap-3">
            <input
              type="checkbox"
              className="mt-1 size-5 accent-brand-700"
              checked={!data.whatsappOptOut}
              disabled={save.isPending}
              onChange={(e) => save.mutate({ whatsappOptOut: !e.target.checked })}
            />
            <span className="text-sm">
              <span className="font-medium">{t.whatsappMessages}</span>
              <span className="block text-stone-600">{t.whatsappMessagesHint}</span>
            </span>
          </label>
          <label className="block text-sm">
            <span className="font-medium">{t.messagesLanguage}</span>
            <select
              className="mt-1 block h-11 w-full max-w-xs rounded-lg border border-stone-300 bg-white px-3 text-base"
              value={data.language}
              disabled={save.isPending}
              onChange={(e) => save.mutate({ language: e.target.value === 'ta' ? 'ta' : 'en' })}
            >
              {SHOPPER_MESSAGE_LANGUAGES.map((l) => (
                <option key={l} value={l}>
                  {LOCALE_NAMES[l]}
                </option>
              ))}
            </select>
          </label>
          <p role="status" className="min-h-5 text-sm text-green-800">
            {save.isSuccess ? t.messagesSaved : ''}
          </p>
          {save.isError && <p className="text-sm text-red-700">{t.messagesSaveFailed}</p>}
        </div>
      )}
    </section>
  );
}
