import type { BranchRow } from './dispatch.queries.ts';

export type BranchMatch = 'pincode' | 'town' | 'state';
const WEIGHT: Record<BranchMatch, number> = { pincode: 3, town: 2, state: 1 };

const key = (s: string | null | undefined) => (s ?? '').trim().replace(/\s+/g, ' ').toLowerCase();

/**
 * The branches that serve a shopper, best first: one that lists (or sits at) the shopper's pincode,
 * then one in the shopper's town, then one that serves the shopper's state. Branches that match
 * nothing are left out, so an empty list means "choose by hand".
 */
export function suggestBranches(
  branches: readonly BranchRow[],
  shopper: { pincode?: string | undefined; town?: string | undefined; state?: string | undefined },
): Array<BranchRow & { match: BranchMatch }> {
  const pincode = (shopper.pincode ?? '').replace(/\s+/g, '');
  const town = key(shopper.town);
  const state = key(shopper.state);
  const ranked: Array<BranchRow & { match: BranchMatch }> = [];
  for (const b of branches) {
    const match: BranchMatch | null =
      pincode && (b.servedPincodes.includes(pincode) || b.zipCode === pincode)
        ? 'pincode'
        : town && key(b.city) === town
          ? 'town'
          : state && (b.servedStates.includes(state) || key(b.state) === state)
            ? 'state'
            : null;
    if (match) ranked.push({ ...b, match });
  }
  // Array.sort is stable: equal matches keep the transport/town/name order of the query.
  return ranked.sort((a, b) => WEIGHT[b.match] - WEIGHT[a.match]);
}
