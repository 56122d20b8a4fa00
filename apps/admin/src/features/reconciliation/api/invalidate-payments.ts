// After any Payments write the bank's view of proofs changes everywhere: the screen's own lists, the
// inbox rows and counts, and every open enquiry page (their proofs carry the badge).
import type { QueryClient } from '@tanstack/react-query';

export const RECONCILIATION_KEY = ['reconciliation'] as const;
export const UNCLAIMED_CREDITS_KEY = ['unclaimed-credits'] as const;

export function invalidatePayments(client: QueryClient) {
  for (const queryKey of [RECONCILIATION_KEY, UNCLAIMED_CREDITS_KEY, ['orders'], ['order-counts'], ['order']])
    void client.invalidateQueries({ queryKey });
}
