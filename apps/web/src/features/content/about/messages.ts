import { defineMessages } from '@pataka/domain/i18n';

/** /about: the shop's story, licences and where to find it (the shop's name and city filled in). */
export const aboutText = defineMessages('about', {
  lead: (city: string) =>
    `Crackers straight from the factories of ${city}, at prices that make Deepavali brighter.`,
  storyTitle: 'Our story',
  story1: (shopName: string, city: string) =>
    `${shopName} is a fireworks shop in ${city}, the Tamil Nadu town where most of India's crackers are made. We buy directly from licensed factories around ${city} and sell at factory-outlet prices, which is why the discount you see against MRP is real and not a festival gimmick.`,
  story2:
    "Families come back to us year after year for sparklers, flower pots, chakkars, rockets and sky shots, and for our gift boxes that put a whole evening's celebration in one carton. We check every batch before it is packed, stock green crackers approved by CSIR-NEERI, and pack each order in sealed cartons for the road.",
  story3:
    'We work as an enquiry shop, as the law asks of firecracker sellers: you choose your crackers here and send an enquiry, and our team calls you within 24 hours to confirm availability, the final amount and how the parcel will reach you.',
  whyTitle: 'Why shoppers choose us',
  why1: 'Factory prices with honest discounts on MRP, and free shots on bigger orders.',
  why2: 'Licensed storage and sealed, labelled packing for safe road transport.',
  why3: 'A real person on the phone: we confirm every enquiry before you pay.',
  why4: 'Pay by UPI only after we confirm, then upload your payment screenshot for verification.',
  licencesTitle: 'Licences and registration',
  licence: 'Explosives licence (PESO)',
  gstin: 'GSTIN',
  pan: 'PAN',
  onRequest: 'On request',
  visitTitle: 'Visit or call us',
  address: 'Address',
  phone: (phone: string) => `Phone: ${phone}`,
  businessHours: 'Business hours',
  viewProducts: 'View Products',
  contactUs: 'Contact Us',
});
