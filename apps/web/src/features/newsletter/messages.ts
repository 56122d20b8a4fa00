import { defineMessages } from '@pataka/domain/i18n';

/** The footer's newsletter form; the spec's own texts are MESSAGES.newsletter*. */
export const newsletterText = defineMessages('newsletter', {
  willReach: (email: string) => `Festival offers and new arrivals will reach ${email}.`,
  subscribeAnother: 'Subscribe another email',
  label: 'Get festival offers and new arrivals by email',
  subscribe: 'Subscribe',
});
