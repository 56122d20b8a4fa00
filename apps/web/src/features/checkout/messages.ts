import { defineMessages } from '@pataka/domain/i18n';

/** Checkout: the enquiry form, its review, and the confirmation after submitting. */
export const checkoutText = defineMessages('checkout', {
  // What keeps the button disabled
  chooseAddress: 'Choose or add a delivery address.',
  choosePickup: 'Choose a pickup location.',

  // Step 1
  stepMethod: 'Delivery or pickup',
  methodQuestion: 'How do you want your order?',
  deliver: 'Deliver to my address',
  deliverHint: 'Door delivery by our transport partner',
  pickup: 'Pick up from a transport office',
  pickupHint: 'Collect from a transport provider near you',

  // Step 2
  stepContact: 'Contact details',
  callPromise: 'We will call this number within 24 hours to confirm your enquiry.',
  contactName: 'Contact name',
  contactPhone: 'Contact phone',
  pickupInstructions: 'Pickup instructions',
  pickupInstructionsPlaceholder: 'e.g. I will collect on Saturday evening',
  notes: 'Notes for the shop',
  notesPlaceholder: 'Anything we should know (preferred call time, landmark...)',
  notesTooLong: 'Notes must be at most 1000 characters',

  // Step 3
  summary: 'Enquiry summary',
  stepReview: 'Review',
  /** 'Coupon DIWALI10 applied': the words before and after the code. */
  couponBefore: 'Coupon',
  couponAfter: 'applied',
  removeCoupon: (code: string) => `Remove coupon ${code}`,
  remove: 'Remove',
  submitting: 'Submitting...',
  submit: 'Submit Enquiry',
  noPaymentNow: 'No payment now. We call you within 24 hours to confirm availability, then you pay by UPI.',

  // The review
  productsInEnquiry: 'Products in this enquiry',
  subtotal: 'Subtotal',
  discount: 'Discount',
  packing: 'Packing',
  free: 'Free',
  total: 'Total',
  freeShots: (shots: number) => `${shots} free shots earned with this enquiry!`,

  // The confirmation
  submitted: 'Enquiry submitted!',
  /** Followed by the enquiry number. */
  enquiryNumberIs: 'Your enquiry number is',
  contactPromise: 'We will contact you within 24 hours',
  sendOnWhatsApp: 'Send this enquiry on WhatsApp',
  whatNext: 'What happens next',
  nextCallTitle: 'We call you',
  nextCallText: 'Our team calls you to confirm availability, the final amount and delivery or pickup.',
  nextPayTitle: 'Pay by UPI',
  nextPayText: 'Scan the UPI QR code on your enquiry page with Google Pay, PhonePe, Paytm or BHIM.',
  nextUploadTitle: 'Upload the payment screenshot',
  nextUploadText: 'Upload the screenshot on the enquiry page so we can verify your payment.',
  nextDispatchTitle: 'Dispatch',
  nextDispatchText: 'We pack your crackers and send them to you or to your pickup location.',
  viewEnquiry: 'View Enquiry',
  myEnquiries: 'My Enquiries',
});
