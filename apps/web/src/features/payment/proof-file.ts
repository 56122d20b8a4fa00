// Client-side checks before a payment proof is sent (the server checks again, by magic bytes).
import { MAX_UPLOAD_BYTES } from '@pataka/domain/limits';
import { MESSAGES } from '@pataka/domain/messages';
import { paymentText } from './messages.ts';

export const PROOF_ACCEPT = 'image/png,image/jpeg,image/webp,application/pdf';
const ACCEPTED = PROOF_ACCEPT.split(',');

/** The reason a file cannot be sent, or null when it may. */
export function proofFileProblem(file: Pick<File, 'size' | 'type'>): string | null {
  if (!ACCEPTED.includes(file.type)) return MESSAGES.uploadUnsupportedType;
  if (file.size > MAX_UPLOAD_BYTES) return MESSAGES.uploadTooLarge;
  if (file.size === 0) return paymentText.fileEmpty;
  return null;
}

export const isImage = (type: string) => type.startsWith('image/');
