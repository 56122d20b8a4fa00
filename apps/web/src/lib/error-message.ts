// The §8 fallback rule for one call: the server's own text when it sent one, else the call's fallback
// ('Failed to generate OTP', 'Failed to create order'…); a thrown non-error is 'An unexpected error occurred'.
// The server's texts arrive in English: a known one is shown in the page's language (translateText).
import { translateText } from '@pataka/domain/i18n';
import { SHELL_MESSAGES } from '@pataka/domain/shell-messages';
import { ApiError } from './api-client.ts';

export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError) {
    // status 0 = the network failed: the browser's "Failed to fetch" means nothing to a shopper.
    const message = translateText(error.message);
    if (error.status === 0 || !message || message === SHELL_MESSAGES.requestFailed) return fallback;
    return message;
  }
  if (error instanceof Error) return error.message ? translateText(error.message) : fallback;
  return SHELL_MESSAGES.unexpectedError;
}
