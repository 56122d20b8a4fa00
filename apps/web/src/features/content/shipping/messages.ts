import { defineMessages } from '@pataka/domain/i18n';

/** /shipping. Texts with **bold** and [links](key) are shown with RichText. */
export const shippingText = defineMessages('shipping', {
  lead: 'Crackers travel by road, packed in sealed cartons. Here is how your enquiry becomes a parcel at your town.',
  howTitle: 'How it works',
  step1:
    '**Send an enquiry.** Add crackers to your cart (or use the [Quick Buy price list](quickBuy)) and press Submit Enquiry. Nothing is paid on the website.',
  step2:
    '**We call you within 24 hours** to confirm stock, the final amount and the transport service nearest to you.',
  step3:
    '**Pay by UPI.** Scan the QR code on your enquiry page (or pay our UPI ID) with Google Pay, PhonePe, Paytm or BHIM, then upload the payment screenshot under My Enquiries so we can verify it.',
  step4:
    '**We pack and dispatch.** Your order is packed in sealed cartons and handed to the parcel service. We share the LR (lorry receipt) number so you can track it.',
  step5:
    '**Collect your parcel** at the transport office you chose, with the LR number and an ID proof. Door delivery is possible in some towns: ask when we call.',
  roadOnlyTitle: 'Road transport only',
  roadOnly:
    'Firecrackers are explosives under Indian law. Airlines, railway parcel offices and courier companies do not carry them, so we dispatch only by road, through parcel services that accept fireworks.',
  servicesTitle: 'Transport services and pickup points',
  services:
    'We work with established parcel services that run daily lorries from Sivakasi. At checkout you pick a service and the pickup point nearest to you.',
  pickupPoints: (count: number) => ` – ${count} pickup ${count === 1 ? 'point' : 'points'}`,
  askForService: 'Ask us on the call for the service that reaches your town.',
  toPay:
    'Transport charges are paid to the parcel service when you collect (the usual "to pay" system) and are not part of our bill.',
  packingTitle: 'Packing charge and minimum order',
  packingCharge: (percent: number) =>
    `A packing charge of **${percent}%** of the goods value (after any coupon discount) covers the sealed cartons and safe packing for the road. Your cart shows it before you send the enquiry.`,
  minimumIntro:
    'Because every parcel costs the same to pack and book, the minimum order depends on where it goes:',
  unserved: (states: string) =>
    `For now we cannot deliver to ${states}, or to a few remote pincodes. We will tell you on the call if your pincode is one of them.`,
  confirmOnCall: 'We confirm the packing charge and minimum order for your state when we call you.',
  timesTitle: 'Delivery times',
  timesIntro: 'Typical times from dispatch to arrival at the parcel office:',
  timesTamilNadu: 'Tamil Nadu and Puducherry: 2 to 4 days',
  timesSouth: 'Kerala, Karnataka, Andhra Pradesh and Telangana: 3 to 6 days',
  timesOther: 'Other states: 5 to 10 days',
  festivalRush:
    'Parcel services are very busy in the last week before Deepavali. Send your enquiry at least 10 days before the festival to receive it on time.',
});
