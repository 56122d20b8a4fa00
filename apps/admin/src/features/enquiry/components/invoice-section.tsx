// The enquiry's invoice on the staff page (issue 28), in the dispatch panel's design: issue it (with a
// business buyer's GSTIN when there is one) once the payment is verified — offered first thing after a
// dispatch — then its number, total, PDF, credit notes, and a credit note for all or some lines.
import { useState } from 'react';
import { INVOICEABLE_STATUSES } from '@pataka/domain/invoice/rules';
import type { InvoiceDto } from '@pataka/domain/invoice/types';
import { formatINR } from '@pataka/domain/money';
import { isValidGstin } from '@pataka/domain/shop-admin';
import { Button } from '@pataka/ui/button';
import { TextField } from '@pataka/ui/form-field';
import type { StaffOrder } from '../../../lib/order-types.ts';
import { openInvoicePdf, useInvoice, useIssueCreditNote, useIssueInvoice } from '../api/invoice.ts';

const rupees = (paise: number) => formatINR(paise / 100);
const day = (iso: string) =>
  new Intl.DateTimeFormat('en-IN', {
    day: '2-digit',
    month: 'short',
    year: 'numeric',
    timeZone: 'Asia/Kolkata',
  }).format(new Date(iso));
/** Just dispatched (or made ready): the moment the bill goes with the goods. */
const AFTER_DISPATCH = ['shipped', 'ready_for_pickup', 'ready_for_delivery', 'out_for_delivery', 'delivered'];

function IssueForm({ order }: { order: StaffOrder }) {
  const [gstin, setGstin] = useState('');
  const issue = useIssueInvoice(order.id);
  const clean = gstin.replace(/\s+/g, '').toUpperCase();
  const gstinError =
    clean && !isValidGstin(clean) ? 'Not a valid GSTIN (check the 15 characters)' : undefined;
  return (
    <form
      className="space-y-3"
      onSubmit={(e) => {
        e.preventDefault();
        if (!gstinError) issue.mutate({ buyerGstin: clean || null });
      }}
    >
      {AFTER_DISPATCH.includes(order.status) && (
        <p className="rounded-lg bg-brand-50 px-3 py-2 text-sm text-brand-900">
          Dispatched: issue the invoice so it goes with the goods.
        </p>
      )}
      <TextField
        label="Buyer's GSTIN (business buyer, optional)"
        autoCapitalize="characters"
        autoComplete="off"
        spellCheck={false}
        maxLength={20}
        inputClassName="uppercase tracking-wide"
        value={gstin}
        onChange={(e) => setGstin(e.target.value)}
        error={gstinError}
      />
      <Button type="submit" className="w-full" size="lg" disabled={issue.isPending || !!gstinError}>
        {issue.isPending ? 'Issuing…' : 'Issue invoice'}
      </Button>
    </form>
  );
}

function CreditNoteForm({
  order,
  invoice,
  onDone,
}: {
  order: StaffOrder;
  invoice: InvoiceDto;
  onDone: () => void;
}) {
  const lines = (invoice.lines ?? []).filter((l) => (l.leftToCredit ?? 0) > 0);
  const [reason, setReason] = useState('');
  const [partial, setPartial] = useState(false);
  const [qty, setQty] = useState<Record<number, number>>({});
  const credit = useIssueCreditNote(order.id, invoice.id);
  const chosen = Object.entries(qty)
    .filter(([, q]) => q > 0)
    .map(([position, quantity]) => ({ position: Number(position), quantity }));
  return (
    <form
      className="space-y-3 rounded-lg border border-stone-200 p-3"
      data-testid="credit-note-form"
      onSubmit={(e) => {
        e.preventDefault();
        credit.mutate(
          { reason: reason.trim(), ...(partial ? { lines: chosen } : {}) },
          { onSuccess: onDone },
        );
      }}
    >
      <TextField
        label="Reason"
        value={reason}
        onChange={(e) => setReason(e.target.value)}
        maxLength={200}
        required
      />
      <fieldset className="space-y-1 text-sm">
        <legend className="sr-only">What to credit</legend>
        <label className="flex items-center gap-2">
          <input type="radio" checked={!partial} onChange={() => setPartial(false)} /> Everything left on the
          invoice
        </label>
        <label className="flex items-center gap-2">
          <input type="radio" checked={partial} onChange={() => setPartial(true)} /> Some lines
        </label>
      </fieldset>
      {partial && (
        <ul className="space-y-2">
          {lines.map((l) => (
            <li key={l.position} className="flex items-center justify-between gap-2 text-sm">
              <span className="min-w-0 truncate">{l.description}</span>
              <label className="flex shrink-0 items-center gap-1 text-stone-600">
                <input
                  type="number"
                  min={0}
                  max={l.leftToCredit}
                  value={qty[l.position] ?? 0}
                  onChange={(e) =>
                    setQty({
                      ...qty,
                      [l.position]: Math.min(Number(e.target.value) || 0, l.leftToCredit ?? 0),
                    })
                  }
                  className="w-16 rounded-md border border-stone-300 px-2 py-1 text-right"
                  aria-label={`Quantity to credit of ${l.description}`}
                />
                of {l.leftToCredit}
              </label>
            </li>
          ))}
        </ul>
      )}
      <div className="grid grid-cols-2 gap-2">
        <Button type="button" variant="outline" onClick={onDone}>
          Cancel
        </Button>
        <Button
          type="submit"
          disabled={credit.isPending || reason.trim().length < 3 || (partial && chosen.length === 0)}
        >
          {credit.isPending ? 'Issuing…' : 'Issue credit note'}
        </Button>
      </div>
    </form>
  );
}

function IssuedInvoice({ order }: { order: StaffOrder }) {
  const ref = order.invoice!;
  const { data: invoice } = useInvoice(ref.id);
  const [crediting, setCrediting] = useState(false);
  const leftToCredit = (invoice?.lines ?? []).some((l) => (l.leftToCredit ?? 0) > 0);
  return (
    <div className="space-y-3 text-sm" data-testid="staff-invoice">
      <div className="flex items-start justify-between gap-2">
        <div>
          <p className="font-semibold text-stone-900">
            <span className="font-mono">{ref.number}</span>
          </p>
          <p className="text-stone-600">
            {day(ref.issuedAt)} · {formatINR(ref.total)}
            {invoice?.buyerGstin && ` · GSTIN ${invoice.buyerGstin}`}
          </p>
        </div>
        <Button variant="outline" size="sm" onClick={() => void openInvoicePdf(ref.pdfUrl)}>
          PDF
        </Button>
      </div>
      {(invoice?.creditNotes ?? []).length > 0 && (
        <ul className="divide-y divide-stone-100 rounded-lg bg-stone-50 px-3">
          {invoice!.creditNotes!.map((c) => (
            <li key={c.id} className="flex items-center justify-between gap-2 py-2">
              <span>
                Credit note <span className="font-mono">{c.number}</span> · {rupees(c.totalPaise)}
              </span>
              <button
                type="button"
                className="text-xs font-semibold text-brand-700 underline"
                onClick={() => void openInvoicePdf(c.pdfUrl)}
              >
                PDF
              </button>
            </li>
          ))}
        </ul>
      )}
      {crediting && invoice ? (
        <CreditNoteForm order={order} invoice={invoice} onDone={() => setCrediting(false)} />
      ) : (
        leftToCredit && (
          <Button variant="outline" className="w-full" onClick={() => setCrediting(true)}>
            Credit note
          </Button>
        )
      )}
    </div>
  );
}

export function InvoiceSection({ order }: { order: StaffOrder }) {
  const invoiceable = INVOICEABLE_STATUSES.includes(order.status);
  if (!order.invoice && !invoiceable) return null;
  const paid = order.paymentStatus === 'verified';
  return (
    <section
      aria-labelledby="invoice-title"
      className="space-y-3 rounded-xl border border-stone-200 bg-white p-4"
    >
      <h2 id="invoice-title" className="text-base font-bold text-brand-900">
        Invoice
      </h2>
      {order.invoice ? (
        <IssuedInvoice order={order} />
      ) : paid ? (
        <IssueForm order={order} />
      ) : (
        <p className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
          Issue the invoice after the payment is verified.
        </p>
      )}
    </section>
  );
}
