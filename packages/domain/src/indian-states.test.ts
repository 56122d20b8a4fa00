import { describe, expect, it } from 'vitest';
import { DEFAULT_DELIVERY_STATE, INDIAN_STATES } from './indian-states.ts';
import { StateSchema } from './validation.ts';

describe('INDIAN_STATES', () => {
  it('lists the 28 states and 8 union territories once each', () => {
    expect(INDIAN_STATES).toHaveLength(36);
    expect(new Set(INDIAN_STATES).size).toBe(36);
  });

  it('passes the state rule of §5 for every entry, so a picked state always saves', () => {
    for (const state of INDIAN_STATES) expect(StateSchema.safeParse(state).success, state).toBe(true);
  });

  it('defaults deliveries to Tamil Nadu, one of the list', () => {
    expect(INDIAN_STATES).toContain(DEFAULT_DELIVERY_STATE);
  });
});
