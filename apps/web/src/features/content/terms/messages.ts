import { defineMessages } from '@pataka/domain/i18n';

/** /terms. Texts with **bold**, _emphasis_ and [links](key) are shown with RichText. */
export const termsText = defineMessages('terms', {
  lead: (shopName: string) => `Please read these terms before sending an enquiry to ${shopName}.`,
  noOnlineSale: 'This website does not sell crackers online.',
  courtOrder:
    "In its order of 23 October 2018 in _Arjun Gopal & Ors. v. Union of India_ (Writ Petition (Civil) No. 728 of 2015), the Hon'ble Supreme Court of India directed that firecrackers must not be sold through e-commerce websites. We respect that order: this site only takes enquiries.",
  enquiriesTitle: '1. Enquiries, not orders',
  enquiries:
    'Submitting your cart sends us an enquiry. It is not a purchase and creates no contract. Our team calls you within 24 hours to confirm availability, the final amount and delivery; a sale happens only when you agree on that call and we confirm your payment.',
  paymentTitle: '2. No online payment on this site',
  payment:
    "The website never takes card, net-banking or wallet payments. After we confirm your enquiry by phone you pay by UPI to the shop's UPI ID shown on your enquiry page, and upload the payment screenshot for verification. Never pay anyone who contacts you from another number or asks for a different UPI ID.",
  pricesTitle: '3. Prices, offers and coupons',
  prices1: 'Prices and stock shown are indicative and subject to confirmation on the call.',
  prices2: 'MRP is the printed maximum retail price; our price is what you pay for the goods.',
  prices3:
    'A packing charge and the minimum order for your state apply, as shown in your cart and on the [shipping page](shipping).',
  prices4:
    'One coupon per enquiry. Coupons are checked by our system when you apply them and again when the enquiry is placed; expired or ineligible coupons are removed.',
  prices5: 'Free shots offers depend on the confirmed purchase amount and on stock.',
  whoTitle: '4. Who may order',
  who: 'You must be 18 or older, and you agree to store and use fireworks safely and lawfully, including the bursting hours and any local restrictions where you live. See our [safety guidelines](safety).',
  deliveryTitle: '5. Delivery and collection',
  delivery:
    'Crackers travel only by road through parcel services. Delivery times are estimates; delays by the transport service, weather or festival rush are outside our control. Please check your parcel when you collect it and tell us about any damage within 24 hours, with photos.',
  cancelTitle: '6. Cancellation and refunds',
  cancel:
    'You may cancel an enquiry from My Enquiries until it is being packed. If you have already paid and we cannot supply an item, we refund that amount to the UPI account it came from.',
  liabilityTitle: '7. Liability',
  liability:
    'Fireworks are dangerous if misused. We are not responsible for injury or damage caused by handling or use against the instructions on the pack or our safety guidelines. Nothing in these terms limits rights you have under the Consumer Protection Act, 2019.',
  contactTitle: '8. Contact',
  contact:
    'Questions about these terms? [Contact us](contact). These terms are governed by the laws of India.',
});
