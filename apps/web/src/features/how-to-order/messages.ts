import { defineMessages } from '@pataka/domain/i18n';

export const howToOrderText = defineMessages('how-to-order', {
  title: 'How to Order',
  intro:
    'Browse, add to cart, send your enquiry — we call you within 24 hours, you pay by UPI and upload the screenshot.',
  noVideo: 'Your browser cannot play this video.',
  dontShowAgain: "Don't show again",
  close: 'Close',
});
