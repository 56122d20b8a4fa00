import { CART_MAX_QUANTITY } from '@pataka/domain/limits';
import { MinusIcon, PlusIcon } from '@pataka/ui/icons';
import { cartControlsText as t } from './cart-controls/messages.ts';

export type QuantityStepperProps = {
  quantity: number;
  onIncrement: () => void;
  onDecrement: () => void;
  /** Product name for the buttons' labels ('Increase quantity of …'). */
  itemName: string;
  max?: number;
  size?: 'sm' | 'md';
  className?: string;
};

/** − n + : decrementing from 1 is the caller's "remove" (§4); + stops at 99 (§5). */
export function QuantityStepper({
  quantity,
  onIncrement,
  onDecrement,
  itemName,
  max = CART_MAX_QUANTITY,
  size = 'md',
  className = '',
}: QuantityStepperProps) {
  const h = size === 'sm' ? 'h-9' : 'h-11';
  const btn = `flex ${h} w-10 items-center justify-center text-brand-800 hover:bg-brand-50 disabled:opacity-40 disabled:hover:bg-transparent focus-visible:outline-2 focus-visible:outline-saffron-500`;
  return (
    <div
      className={`inline-flex items-stretch overflow-hidden rounded-lg border border-brand-700 bg-white ${className}`}
      role="group"
      aria-label={t.quantityOf(itemName)}
    >
      <button
        type="button"
        className={btn}
        onClick={onDecrement}
        aria-label={quantity <= 1 ? t.removeFromCart(itemName) : t.decrease(itemName)}
      >
        <MinusIcon className="size-4" />
      </button>
      <output
        className={`flex ${h} min-w-10 flex-1 items-center justify-center font-bold tabular-nums`}
        aria-live="polite"
      >
        {quantity}
      </output>
      <button
        type="button"
        className={btn}
        onClick={onIncrement}
        disabled={quantity >= max}
        aria-label={t.increase(itemName)}
      >
        <PlusIcon className="size-4" />
      </button>
    </div>
  );
}
