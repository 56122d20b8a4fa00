// The checkout's own fields: who to call about the enquiry (§5 name and phone rules) and free-text notes.
import { z } from 'zod';
import { nameSchema, PhoneSchema } from '@pataka/domain/validation';
import { sanitizeText } from '@pataka/domain/sanitize';

const notes = z.string().max(1000, 'Notes must be at most 1000 characters').transform(sanitizeText);

export const CheckoutContactSchema = z.object({
  contactName: nameSchema('Contact name'),
  contactPhone: PhoneSchema,
  customerNotes: notes,
  pickupInstructions: notes,
});
export type CheckoutContactValues = z.input<typeof CheckoutContactSchema>;
export type CheckoutContact = z.output<typeof CheckoutContactSchema>;
