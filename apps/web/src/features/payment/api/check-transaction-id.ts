// GET /orders/check-transaction-id/{id} (§7): whether a UPI transaction id (UTR) is already on an enquiry.
import type { TransactionCheck } from '@pataka/domain/api-types';
import { MESSAGES } from '@pataka/domain/messages';
import { api } from '../../../lib/api-client.ts';
import { errorMessage } from '../../../lib/error-message.ts';

export async function checkTransactionId(utr: string): Promise<boolean> {
  try {
    const result = await api.get<TransactionCheck>(
      `/orders/check-transaction-id/${encodeURIComponent(utr)}`,
      {
        dedup: false,
      },
    );
    return Boolean(result?.exists);
  } catch (error) {
    throw new Error(errorMessage(error, MESSAGES.transactionCheckFailed));
  }
}
