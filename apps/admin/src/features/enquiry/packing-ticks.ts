// The packing view's ticks, kept on the packer's phone (decision 142): which lines are in the cases and
// how many cases there are, per enquiry, in localStorage. They are a packer's scratch state, not a record:
// nothing else reads them, they need no audit, and a tick must work with a weak signal in the godown.
// The count of cases is what the dispatch form proposes.
import { useCallback, useEffect, useState } from 'react';

export type PackingState = { packed: string[]; cases: number };
const EMPTY: PackingState = { packed: [], cases: 0 };
const key = (orderId: string) => `pataka-packing:${orderId}`;

export function readPacking(orderId: string): PackingState {
  if (typeof localStorage === 'undefined') return EMPTY;
  try {
    const raw = JSON.parse(localStorage.getItem(key(orderId)) ?? 'null') as Partial<PackingState> | null;
    return {
      packed: Array.isArray(raw?.packed) ? raw.packed.filter((p): p is string => typeof p === 'string') : [],
      cases: Number.isInteger(raw?.cases) && (raw?.cases ?? 0) > 0 ? (raw?.cases ?? 0) : 0,
    };
  } catch {
    return EMPTY;
  }
}

export function usePacking(orderId: string) {
  const [state, setState] = useState<PackingState>(() => readPacking(orderId));
  useEffect(() => setState(readPacking(orderId)), [orderId]);
  const update = useCallback(
    (next: (s: PackingState) => PackingState) =>
      setState((current) => {
        const value = next(current);
        try {
          localStorage.setItem(key(orderId), JSON.stringify(value));
        } catch {
          // Storage full or blocked (private mode): the ticks still work for this visit.
        }
        return value;
      }),
    [orderId],
  );
  return {
    ...state,
    toggle: (lineKey: string) =>
      update((s) => ({
        ...s,
        packed: s.packed.includes(lineKey) ? s.packed.filter((k) => k !== lineKey) : [...s.packed, lineKey],
      })),
    setCases: (cases: number) =>
      update((s) => ({ ...s, cases: Math.max(0, Math.min(999, Math.trunc(cases) || 0)) })),
    reset: () => update(() => EMPTY),
  };
}
