// POST /orders/{id}/payment-proof (§7): paymentProofUrl, paymentProofName, paymentProofType, extractedData.
// Answers the enquiry with the new proof and the server's flags (utr_reused, amount_mismatch, ...).
import type { Order } from '@pataka/domain/api-types';
import { MESSAGES } from '@pataka/domain/messages';
import { api } from '../../../lib/api-client.ts';
import { errorMessage } from '../../../lib/error-message.ts';
import type { UploadedProof } from './upload-payment-proof.ts';

export async function attachPaymentProof(orderId: string, upload: UploadedProof): Promise<Order> {
  try {
    return await api.post<Order>(`/orders/${encodeURIComponent(orderId)}/payment-proof`, {
      paymentProofUrl: upload.url,
      paymentProofName: upload.fileName,
      paymentProofType: upload.fileType,
      extractedData: upload.extractedData,
    });
  } catch (error) {
    throw new Error(errorMessage(error, MESSAGES.paymentProofUploadFailed));
  }
}
