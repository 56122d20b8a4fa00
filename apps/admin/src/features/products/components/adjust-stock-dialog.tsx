import { useState, type FormEvent } from 'react';
import { StockAdjustSchema } from '@pataka/domain/stock';
import { Button } from '@pataka/ui/button';
import { TextField } from '@pataka/ui/form-field';
import { Modal } from '@pataka/ui/modal';
import { useAdjustStock } from '../api/stock.ts';
import type { AdminProduct } from '../api/product-types.ts';

type Mode = 'add' | 'remove' | 'set';
const MODES: { mode: Mode; label: string }[] = [
  { mode: 'add', label: 'Received' },
  { mode: 'remove', label: 'Remove' },
  { mode: 'set', label: 'Counted' },
];

/**
 * "Adjust stock": units received, removed (damaged, given away) or a stock-take figure, always with a
 * reason, since the ledger must say why. The server's refusal (below reserved) shows in the dialog.
 */
export function AdjustStockDialog({
  product,
  open,
  onClose,
}: {
  product: Pick<AdminProduct, 'id' | 'name' | 'stockOnHand' | 'stockReserved'>;
  open: boolean;
  onClose: () => void;
}) {
  const [mode, setMode] = useState<Mode>('add');
  const [quantity, setQuantity] = useState('');
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const adjust = useAdjustStock(product);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    event.stopPropagation();
    const n = quantity.trim() === '' ? null : Number(quantity);
    const body =
      mode === 'set'
        ? { mode: 'set' as const, onHand: n, reason }
        : { mode: 'add' as const, quantity: mode === 'remove' ? -(n ?? 0) : (n ?? 0), reason };
    const parsed = StockAdjustSchema.safeParse(body);
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? 'Check the figures');
    setError(null);
    adjust.mutate(parsed.data, {
      onSuccess: () => {
        setQuantity('');
        setReason('');
        onClose();
      },
      onError: (e) => setError(e.message),
    });
  };

  return (
    <Modal open={open} onClose={onClose} title="Adjust stock" description={product.name} size="sm">
      <form onSubmit={submit} className="space-y-3" noValidate>
        <p className="text-sm text-stone-700">
          On hand now: <b>{product.stockOnHand ?? 'not counted'}</b>
          {product.stockReserved ? ` · ${product.stockReserved} reserved by confirmed enquiries` : ''}
        </p>
        <div role="radiogroup" aria-label="Kind of adjustment" className="grid grid-cols-3 gap-1">
          {MODES.map((m) => (
            <label
              key={m.mode}
              className="flex h-10 cursor-pointer items-center justify-center rounded-lg border border-stone-300 text-sm font-semibold has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50 has-[:checked]:text-brand-800"
            >
              <input
                type="radio"
                name="stock-mode"
                value={m.mode}
                checked={mode === m.mode}
                onChange={() => setMode(m.mode)}
                className="sr-only"
              />
              {m.label}
            </label>
          ))}
        </div>
        <TextField
          label={mode === 'set' ? 'Units on hand (blank = stop counting)' : 'Units'}
          type="number"
          inputMode="numeric"
          min="0"
          step="1"
          value={quantity}
          onChange={(e) => setQuantity(e.target.value)}
        />
        <TextField
          label="Reason"
          requiredMark
          placeholder={
            mode === 'set' ? 'Stock-take' : mode === 'add' ? '10 cases from the factory' : 'Damaged in rain'
          }
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          maxLength={200}
        />
        {error && (
          <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-2 text-sm text-red-800">
            {error}
          </p>
        )}
        <div className="flex justify-end gap-2">
          <Button type="button" variant="ghost" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" loading={adjust.isPending}>
            Save
          </Button>
        </div>
      </form>
    </Modal>
  );
}
