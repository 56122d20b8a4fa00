import { defineMessages } from '@pataka/domain/i18n';

/** Working without a connection (decision 131): the banner, the held enquiry, the worker's last resort. */
export const offlineText = defineMessages('offline', {
  banner: 'You are offline',
  bannerHint: 'Pages you have seen still open, and your cart is kept.',
  enquiryHeld: 'You are offline. Your enquiry is saved here and will be sent when you are back online.',
  enquirySending: 'Back online: sending your enquiry...',
  pageUnavailable: 'This page has not been saved on this phone yet. Connect to the internet and try again.',
});
