// A status-history note as the server stored it (English): its fixed words shown in the page's language,
// the shopper's or staff's own words unchanged.
import { englishCatalogues, translateText } from '@pataka/domain/i18n';
import { ORDER_MESSAGES } from '@pataka/domain/order-messages';
import { PAYMENT_TIMING_MESSAGES } from '@pataka/domain/payment-timing';

/** Fixed texts the server writes before free text: [namespace, key, separator, current-language text]. */
const prefixes = (): [string, string, string, string][] => [
  ['order-messages', 'cancelledByCustomer', ': ', ORDER_MESSAGES.cancelledByCustomer],
  ['payment-timing', 'paymentRequestedHistory', '. ', PAYMENT_TIMING_MESSAGES.paymentRequestedHistory],
];

export function historyNote(note: string): string {
  const whole = translateText(note);
  if (whole !== note) return whole;
  for (const [namespace, key, separator, current] of prefixes()) {
    const english = englishCatalogues().get(namespace)?.[key];
    if (typeof english === 'string' && note.startsWith(english + separator)) {
      return `${current}${separator}${note.slice(english.length + separator.length)}`;
    }
  }
  return note;
}
