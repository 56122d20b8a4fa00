// Messages: newsletter subscribers and contact-form messages, one tab each (kept in the URL).
import { useSearchParams } from 'react-router';
import { ContactMessagesTab } from './contact-messages-tab.tsx';
import { SubscribersTab } from './subscribers-tab.tsx';

const TABS = [
  ['contact', 'Contact messages'],
  ['newsletter', 'Newsletter subscribers'],
] as const;

export function MessagesScreen() {
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'newsletter' ? 'newsletter' : 'contact';
  return (
    <div className="space-y-4">
      <div role="tablist" aria-label="Messages" className="flex border-b border-stone-200">
        {TABS.map(([id, label]) => (
          <button
            key={id}
            type="button"
            role="tab"
            id={`tab-${id}`}
            aria-selected={tab === id}
            aria-controls={`panel-${id}`}
            onClick={() => setParams(id === 'contact' ? {} : { tab: id })}
            className={`-mb-px min-h-11 border-b-2 px-3 text-sm font-semibold sm:px-4 ${tab === id ? 'border-brand-700 text-brand-800' : 'border-transparent text-stone-600 hover:text-stone-900'}`}
          >
            {label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`panel-${tab}`} aria-labelledby={`tab-${tab}`}>
        {tab === 'contact' ? <ContactMessagesTab /> : <SubscribersTab />}
      </div>
    </div>
  );
}
