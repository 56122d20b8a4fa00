// GET /orders/{id}/estimate.pdf: the enquiry's estimate, fetched with the customer's token (a plain link
// would not carry it) and handed to the browser as a download.
import { useMutation } from '@tanstack/react-query';
import type { Order } from '@pataka/domain/api-types';
import { ESTIMATE_BUTTON, estimatePdfPath } from '@pataka/domain/price-list-pdf';
import { api } from '../../../lib/api-client.ts';
import { errorMessage } from '../../../lib/error-message.ts';

export async function downloadEstimate(order: Pick<Order, 'id' | 'orderNumber'>): Promise<void> {
  let pdf: Blob;
  try {
    pdf = await api.getBlob(estimatePdfPath(order.id), { headers: { Accept: 'application/pdf' } });
  } catch (error) {
    throw new Error(errorMessage(error, ESTIMATE_BUTTON.failed));
  }
  const url = URL.createObjectURL(pdf);
  const link = document.createElement('a');
  link.href = url;
  link.download = `${order.orderNumber}-estimate.pdf`;
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the object URL after click() returns: let it go a little later.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export function useDownloadEstimate() {
  return useMutation({ mutationFn: downloadEstimate });
}
