// Contact messages: new first by default, expand to read, reply by call/WhatsApp/e-mail, mark handled.
import { useState } from 'react';
import { Button, buttonClasses } from '@pataka/ui/button';
import { ChatIcon, PhoneIcon } from '../../../components/icons.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { toast } from '../../../lib/toast.ts';
import { formatPhone, telHref, whatsappHref } from '../../customers/lib/contact-links.ts';
import { EmptyState, LoadError, Pager, Pill } from '../../../components/bits.tsx';
import { useListParams } from '../../../lib/use-list-params.ts';
import { useContactMessages, useSetMessageStatus, type ContactMessage } from '../api/messages.ts';
import { ExportButton } from './export-button.tsx';

const LIMIT = 20;
const FILTERS = [
  ['new', 'New'],
  ['handled', 'Handled'],
  ['', 'All'],
] as const;

const isNew = (m: ContactMessage) => m.status === 'new';

function MessageRow({ message }: { message: ContactMessage }) {
  const [open, setOpen] = useState(false);
  const setStatus = useSetMessageStatus();
  const next = isNew(message) ? 'handled' : 'new';
  const panelId = `message-${message.id}`;
  const toggle = () =>
    setStatus.mutate(
      { id: message.id, status: next },
      {
        onSuccess: () =>
          toast.success(
            next === 'handled' ? `Marked handled: ${message.name}` : `Marked new: ${message.name}`,
          ),
        onError: (e) => toast.error(e.message),
      },
    );
  return (
    <li>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((o) => !o)}
        className="flex w-full flex-wrap items-baseline gap-x-3 gap-y-0.5 px-4 py-3 text-left hover:bg-stone-50"
      >
        <span className={`min-w-0 flex-1 basis-48 truncate ${isNew(message) ? 'font-semibold' : ''}`}>
          {message.name} <span className="font-normal text-stone-600">— {message.subject}</span>
        </span>
        {isNew(message) ? <Pill tone="amber">New</Pill> : <Pill tone="stone">Handled</Pill>}
        <span className="shrink-0 text-xs text-stone-600">{formatDateTime(message.createdAt)}</span>
      </button>
      {open && (
        <div id={panelId} className="space-y-3 border-t border-stone-100 bg-stone-50 px-4 py-3">
          <p className="text-sm whitespace-pre-wrap text-stone-900">{message.message}</p>
          <p className="text-sm text-stone-600">
            {message.email}
            {message.phone && ` · ${formatPhone(message.phone)}`}
          </p>
          <div className="flex flex-wrap gap-2">
            {message.phone && (
              <>
                <a href={telHref(message.phone)} className={buttonClasses('outline', 'sm')}>
                  <PhoneIcon className="size-4" /> Call
                </a>
                <a
                  href={whatsappHref(message.phone)}
                  target="_blank"
                  rel="noopener noreferrer"
                  className={buttonClasses('outline', 'sm')}
                >
                  <ChatIcon className="size-4" /> WhatsApp
                </a>
              </>
            )}
            <a
              href={`mailto:${message.email}?subject=${encodeURIComponent(`Re: ${message.subject}`)}`}
              className={buttonClasses('outline', 'sm')}
            >
              E-mail
            </a>
            <Button
              size="sm"
              variant={isNew(message) ? 'primary' : 'ghost'}
              loading={setStatus.isPending}
              onClick={toggle}
            >
              {isNew(message) ? 'Mark handled' : 'Mark new'}
            </Button>
          </div>
        </div>
      )}
    </li>
  );
}

export function ContactMessagesTab() {
  const list = useListParams();
  const raw = list.params.get('status') ?? 'new';
  const status = raw === 'all' ? '' : raw;
  const { data, isPending, isError, error, refetch } = useContactMessages({
    status,
    page: list.page,
    limit: LIMIT,
  });
  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div
          role="group"
          aria-label="Show"
          className="inline-flex rounded-lg bg-white p-0.5 ring-1 ring-stone-300"
        >
          {FILTERS.map(([value, label]) => (
            <button
              key={value || 'all'}
              type="button"
              aria-pressed={status === value}
              onClick={() => list.setParam('status', value === 'new' ? null : value || 'all')}
              className={`min-h-10 rounded-md px-4 text-sm font-semibold ${status === value ? 'bg-brand-700 text-white' : 'text-stone-700'}`}
            >
              {label}
            </button>
          ))}
        </div>
        <ExportButton
          path="/admin/contact-messages/export.csv"
          fileName={`contact-messages-${new Date().toISOString().slice(0, 10)}.csv`}
        />
      </div>
      {isPending ? (
        <p className="text-stone-600">Loading messages…</p>
      ) : isError ? (
        <LoadError message={error.message} onRetry={() => void refetch()} />
      ) : data.data.length === 0 ? (
        <EmptyState>
          {status === 'new'
            ? 'No new messages — all handled. Shoppers write from the Contact page of your shop.'
            : 'No messages here yet. Shoppers write from the Contact page of your shop.'}
        </EmptyState>
      ) : (
        <>
          <ul className="divide-y divide-stone-100 overflow-hidden rounded-xl border border-stone-200 bg-white">
            {data.data.map((m) => (
              <MessageRow key={m.id} message={m} />
            ))}
          </ul>
          <Pager page={data.page} totalPages={data.totalPages} onPage={list.setPage} />
        </>
      )}
    </div>
  );
}
