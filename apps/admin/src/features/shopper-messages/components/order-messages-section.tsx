// The enquiry's messages to the shopper: what went (SMS, WhatsApp), what failed after its retries and
// why, with "Send again" and, where WhatsApp did not go, a wa.me link with the same words to send by hand.
import { Badge, type BadgeTone } from '@pataka/ui/badge';
import { Button, buttonClasses } from '@pataka/ui/button';
import { formatDateTime } from '../../../lib/format.ts';
import { useOrderMessages, useRetryOrderMessage, type OrderMessage } from '../api/order-messages.ts';

const TONE: Record<OrderMessage['status'], BadgeTone> = {
  queued: 'saffron',
  sent: 'green',
  failed: 'red',
  skipped: 'neutral',
};

function MessageRow({ message, orderId }: { message: OrderMessage; orderId: string }) {
  const retry = useRetryOrderMessage(orderId);
  const failed = message.status === 'failed';
  return (
    <li className={`rounded-lg px-3 py-2 ${failed ? 'border border-red-200 bg-red-50' : 'bg-stone-50'}`}>
      <div className="flex flex-wrap items-center gap-2">
        <span className="text-sm font-semibold">{message.channel === 'sms' ? 'SMS' : 'WhatsApp'}</span>
        <Badge tone={TONE[message.status]}>{message.statusLabel}</Badge>
        <span className="text-xs text-stone-600">
          {message.sentAt ? formatDateTime(message.sentAt) : formatDateTime(message.createdAt)}
          {message.language === 'ta' ? ' · தமிழ்' : ''}
        </span>
      </div>
      {message.error && (
        <p className={`mt-1 text-sm ${failed ? 'text-red-800' : 'text-stone-600'}`}>
          {failed ? `Failed after ${message.attempts} tries: ` : ''}
          {message.error}
        </p>
      )}
      {(failed || message.whatsappLink) && (
        <div className="mt-2 flex flex-wrap gap-2">
          {failed && (
            <Button
              size="sm"
              variant="outline"
              loading={retry.isPending}
              onClick={() => retry.mutate(message.id)}
            >
              Send again
            </Button>
          )}
          {message.whatsappLink && (
            <a
              href={message.whatsappLink}
              target="_blank"
              rel="noreferrer"
              className={buttonClasses('secondary', 'sm')}
            >
              Send on WhatsApp by hand
            </a>
          )}
        </div>
      )}
      {retry.isError && <p className="mt-1 text-sm text-red-700">{retry.error.message}</p>}
    </li>
  );
}

export function OrderMessagesSection({ orderId }: { orderId: string }) {
  const messages = useOrderMessages(orderId);
  const groups = new Map<string, OrderMessage[]>();
  for (const m of messages.data ?? []) groups.set(m.event, [...(groups.get(m.event) ?? []), m]);
  const failures = (messages.data ?? []).filter((m) => m.status === 'failed').length;
  return (
    <section aria-labelledby="messages-title" className="rounded-xl border border-stone-200 bg-white p-4">
      <h2 id="messages-title" className="text-base font-bold text-brand-900">
        Messages to the shopper
      </h2>
      {failures > 0 && (
        <p role="alert" className="mt-1 text-sm font-medium text-red-800">
          {failures === 1 ? '1 message could not be sent.' : `${failures} messages could not be sent.`}
        </p>
      )}
      {messages.isError && <p className="text-sm text-red-700">Could not load the messages.</p>}
      {messages.data?.length === 0 && (
        <p className="mt-1 text-sm text-stone-600">
          None yet. The shopper gets an SMS or WhatsApp message when the enquiry is confirmed, paid,
          dispatched, ready for pickup or cancelled.
        </p>
      )}
      {[...groups].map(([event, list]) => (
        <div key={event} className="mt-3">
          <h3 className="text-sm font-semibold text-stone-800">{list[0]!.eventLabel}</h3>
          <p className="mb-1 text-xs text-stone-600">{list[0]!.text}</p>
          <ul className="space-y-2">
            {list.map((m) => (
              <MessageRow key={m.id} message={m} orderId={orderId} />
            ))}
          </ul>
        </div>
      ))}
    </section>
  );
}
