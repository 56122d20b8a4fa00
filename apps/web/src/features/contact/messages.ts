import { defineMessages } from '@pataka/domain/i18n';

/** The contact form; its toasts and field errors are MESSAGES'. */
export const contactText = defineMessages('contact', {
  form: 'Contact form',
  name: 'Your name',
  email: 'Email',
  phone: 'Phone (optional)',
  phoneHint: '10-digit mobile number, so we can call you back',
  subject: 'Subject',
  message: 'Message',
  sending: 'Sending...',
  send: 'Send Message',
});
