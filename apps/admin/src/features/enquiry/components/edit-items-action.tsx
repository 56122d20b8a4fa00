// "Edit items" on the enquiry page. Once the enquiry has an invoice its lines are fixed (decision 149):
// the server refuses the edit, so the button gives way to a note saying how to correct it instead.
import { INVOICE_MESSAGES } from '@pataka/domain/invoice/rules';
import { Button } from '@pataka/ui/button';
import type { StaffOrder } from '../../../lib/order-types.ts';

type Props = { order: Pick<StaffOrder, 'invoice'>; onEdit: () => void };

export function EditItemsAction({ order, onEdit }: Props) {
  if (order.invoice)
    return (
      <p className="rounded-lg bg-stone-100 px-3 py-2 text-sm text-stone-700">
        {INVOICE_MESSAGES.invoicedNoEdit(order.invoice.number)}
      </p>
    );
  return (
    <Button variant="outline" className="w-full" onClick={onEdit}>
      Edit items
    </Button>
  );
}
