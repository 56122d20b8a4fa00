// The API names the field of a 400 as 'email: Enter a valid email'; this finds which form field it is.
import { STAFF_MESSAGES } from '@pataka/domain/staff';
import { ApiError } from '../../../lib/api-client.ts';

export function serverFieldError<F extends string>(
  error: unknown,
  fields: readonly F[],
): { field: F; message: string } | null {
  if (!(error instanceof ApiError)) return null;
  if (error.message === STAFF_MESSAGES.emailTaken && fields.includes('email' as F))
    return { field: 'email' as F, message: error.message };
  const match = /^([\w.]+):\s*(.+)$/.exec(error.message);
  if (!match) return null;
  const field = match[1]!.split('.')[0] as F;
  return fields.includes(field) ? { field, message: match[2]! } : null;
}
