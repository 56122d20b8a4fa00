import { defineMessages } from '@pataka/domain/i18n';

/**
 * The legal notice (§1, §2). index.html carries the same words as plain HTML, in English and in Tamil,
 * for the first paint (static-legal-notice.test.tsx holds the two copies to these texts).
 */
export const legalNoticeText = defineMessages('legal-notice', {
  title: 'Important Legal Notice',
  order1: "As per the order of the Hon'ble Supreme Court of India dated 23 October 2018 in ",
  order2:
    ', which restricted the online sale of firecrackers, we do not sell or take payment for crackers online.',
  enquiry1: 'This website is for ',
  enquiriesOnly: 'enquiries only',
  enquiry2:
    '. Browse our products, add what you like to the cart and submit an enquiry with your details. Our team will contact you ',
  within24: 'within 24 hours',
  enquiry3:
    ' to confirm availability, the final price and delivery or pickup through a licensed transport service.',
  consent:
    'By continuing you confirm that you are placing an enquiry, not an online purchase, and that you will follow local laws and safety guidelines when using fireworks.',
  agree: 'I Agree & Continue',
  agreeCheckbox: 'I agree to the legal notice',
});

/** The case the order was made in: its title as the court wrote it, the same in every language. */
export const CASE_NAME = 'Arjun Gopal & Ors. v. Union of India & Ors.';
