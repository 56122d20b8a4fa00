// POST /contact-messages (§7): a message for the shop from the contact form.
import { useMutation } from '@tanstack/react-query';
import type { ContactMessage } from '@pataka/domain/api-types';
import type { ContactMessageInput } from '@pataka/domain/validation';
import { api } from '../../../lib/api-client.ts';

export const sendContactMessage = (input: ContactMessageInput) =>
  api.post<ContactMessage>('/contact-messages', input);

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
