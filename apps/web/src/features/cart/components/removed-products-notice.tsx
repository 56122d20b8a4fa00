import { CloseIcon } from '@pataka/ui/icons';
import type { RemovedProduct } from '../hooks/use-cart-details.ts';
import { cartText } from '../messages.ts';

/** Tells the shopper which products left the cart because they are sold out or no longer sold. */
export function RemovedProductsNotice({
  removed,
  onDismiss,
}: {
  removed: RemovedProduct[];
  onDismiss: () => void;
}) {
  if (removed.length === 0) return null;
  const named = removed.flatMap((r) => (r.name ? [r.name] : []));
  const unnamed = removed.length - named.length;
  const parts = [...named];
  if (unnamed > 0) parts.push(unnamed === 1 ? cartText.oneOtherProduct : cartText.otherProducts(unnamed));
  return (
    <div
      role="status"
      className="mb-4 flex items-start gap-3 rounded-lg border-l-4 border-amber-500 bg-amber-50 px-4 py-3 text-sm text-amber-900"
    >
      <p className="flex-1">
        <strong>{cartText.removedTitle}</strong>
        {cartText.removedReason(removed.length, parts.join(', '))}
      </p>
      <button
        type="button"
        onClick={onDismiss}
        className="-m-1 rounded p-1 hover:bg-amber-100"
        aria-label={cartText.dismissNotice}
      >
        <CloseIcon className="size-4" />
      </button>
    </div>
  );
}
