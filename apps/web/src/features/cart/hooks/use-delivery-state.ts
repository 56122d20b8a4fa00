// Which state the shopper expects delivery in, for the per-state minimum order (DESIGN.md). Kept for the
// browser session only; the checkout uses the real address state.
import { createStore, useStore } from '../../../lib/create-store.ts';
import { stringItem } from '../../../lib/storage.ts';
import { DEFAULT_DELIVERY_STATE, INDIAN_STATES } from '@pataka/domain/indian-states';

const deliveryStateItem = stringItem('session', 'delivery_state');

const readState = () => {
  const saved = deliveryStateItem.get();
  return saved && (INDIAN_STATES as readonly string[]).includes(saved) ? saved : DEFAULT_DELIVERY_STATE;
};

// The server renders the default state; a choice kept in sessionStorage shows once hydrated.
const store = createStore<string>(readState, DEFAULT_DELIVERY_STATE);

export function setDeliveryState(state: string) {
  deliveryStateItem.set(state);
  store.set(state);
}

export function useDeliveryState(): [string, (state: string) => void] {
  return [useStore(store), setDeliveryState];
}
