import { describe, expect, it } from 'vitest';
import { suggestBranches } from './branch-suggest.ts';
import type { BranchRow } from './dispatch.queries.ts';

const branch = (over: Partial<BranchRow>): BranchRow => ({
  id: 'b',
  transportProviderId: 't',
  transportName: 'ABT Parcel',
  name: 'Branch',
  address: '1 Main Road',
  city: 'Chennai',
  state: 'Tamil Nadu',
  zipCode: null,
  phone: null,
  servedStates: [],
  servedPincodes: [],
  ...over,
});

describe('suggestBranches', () => {
  const branches = [
    branch({ id: 'state', city: 'Bengaluru', state: 'Karnataka', servedStates: ['tamil nadu'] }),
    branch({ id: 'town', city: 'Madurai' }),
    branch({ id: 'pin', city: 'Melur', servedPincodes: ['625001'] }),
    branch({ id: 'none', city: 'Mumbai', state: 'Maharashtra' }),
  ];

  it('puts a branch serving the pincode first, then the town, then the state, and leaves out the rest', () => {
    const ids = suggestBranches(branches, { pincode: '625 001', town: ' madurai ', state: 'Tamil Nadu' }).map(
      (b) => `${b.id}:${b.match}`,
    );
    expect(ids).toEqual(['pin:pincode', 'town:town', 'state:state']);
  });

  it('matches a branch at the pincode itself and suggests nothing for an unknown place', () => {
    expect(suggestBranches([branch({ id: 'z', zipCode: '600001' })], { pincode: '600001' })[0]?.match).toBe(
      'pincode',
    );
    expect(suggestBranches(branches, { pincode: '110001', town: 'Delhi', state: 'Delhi' })).toEqual([]);
  });
});
