// The §8 fallback rule for one call: the server's own text when it sent one, else the call's fallback
// ('Failed to generate OTP', 'Failed to create order'…); a thrown non-error is 'An unexpected error occurred'.
import { MESSAGES } from '@pataka/domain/messages';
import { ApiError } from './api-client.ts';

export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError) {
    // status 0 = the network failed: the browser's "Failed to fetch" means nothing to a shopper.
    if (error.status === 0 || !error.message || error.message === MESSAGES.requestFailed) return fallback;
    return error.message;
  }
  if (error instanceof Error) return error.message || fallback;
  return MESSAGES.unexpectedError;
}
