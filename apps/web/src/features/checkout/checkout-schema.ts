// The checkout's own fields: who to call about the enquiry (§5 name and phone rules) and free-text notes.
// A function, not a constant: its messages name the fields in the page's language (read when called).
import { z } from 'zod';
import { nameSchema, PhoneSchema } from '@pataka/domain/validation';
import { sanitizeText } from '@pataka/domain/sanitize';
import { checkoutText } from './messages.ts';

const notes = () => z.string().max(1000, checkoutText.notesTooLong).transform(sanitizeText);

export function checkoutContactSchema() {
  return z.object({
    contactName: nameSchema(checkoutText.contactName),
    contactPhone: PhoneSchema,
    customerNotes: notes(),
    pickupInstructions: notes(),
  });
}
type CheckoutContactSchema = ReturnType<typeof checkoutContactSchema>;
export type CheckoutContactValues = z.input<CheckoutContactSchema>;
export type CheckoutContact = z.output<CheckoutContactSchema>;
