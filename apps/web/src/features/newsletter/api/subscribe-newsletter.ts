// POST /newsletter/subscribe (§7): body email, name.
import { useMutation } from '@tanstack/react-query';
import type { NewsletterSubscription } from '@pataka/domain/api-types';
import { api } from '../../../lib/api-client.ts';

export type SubscribeInput = { email: string; name?: string };

export const subscribeNewsletter = (input: SubscribeInput) =>
  api.post<NewsletterSubscription>('/newsletter/subscribe', input);

export function useSubscribeNewsletter() {
  return useMutation({ mutationFn: subscribeNewsletter });
}

/** §5: the newsletter form only checks non-empty and containing an at-sign (zod stays out of the shell). */
export const looksLikeEmail = (value: string) => value.trim() !== '' && value.includes('@');
