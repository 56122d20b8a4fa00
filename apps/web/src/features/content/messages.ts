import { defineMessages } from '@pataka/domain/i18n';

/** The information pages' shared parts (contact card, business hours, minimum-order table) and /contact. */
export const contentText = defineMessages('content', {
  callUs: 'Call us',
  whatsapp: 'WhatsApp',
  chatOnWhatsapp: 'Chat with us on WhatsApp',
  whatsappHello: (shopName: string) => `Hello ${shopName}, I have a question about crackers.`,
  email: 'Email',
  shopAddress: 'Shop address',
  businessHours: 'Business hours',

  everyDay: 'Every day',
  closed: 'Closed',
  allDay: '24 Hours',
  monday: 'Monday',
  tuesday: 'Tuesday',
  wednesday: 'Wednesday',
  thursday: 'Thursday',
  friday: 'Friday',
  saturday: 'Saturday',
  sunday: 'Sunday',

  minimumByState: 'Minimum order by delivery state',
  deliveryState: 'Delivery state',
  minimumOrder: 'Minimum order',
  allOtherStates: 'All other states',
  allStates: 'All states',
  noMinimum: 'No minimum',

  contactLead:
    'Questions about a product, your enquiry or delivery to your town? Send us a message or call: we reply within 24 hours.',
  sendUsMessage: 'Send us a message',
  reachShop: 'Reach the shop',
  detailsUnavailable: 'Our contact details could not be loaded. Please use the form.',
});
