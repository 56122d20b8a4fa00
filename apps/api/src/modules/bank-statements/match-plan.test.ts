import { describe, expect, it } from 'vitest';
import { indianDay, planMatches, type ProofFact } from './match-plan.ts';

const at = (iso: string) => new Date(iso);
const proof = (id: string, over: Partial<ProofFact> = {}): ProofFact => ({
  id,
  utr: `1000000000${id.padStart(2, '0')}`,
  amountPaise: 50_000,
  orderTotalPaise: 50_000,
  status: 'submitted',
  createdAt: at('2026-10-12T10:00:00+05:30'),
  paidOn: '2026-10-12',
  ...over,
});
const credit = (id: string, utr: string, amountPaise = 50_000) => ({ id, utr, amountPaise });
const periods = [{ from: '2026-10-01', to: '2026-10-31' }];

describe('planMatches', () => {
  it('calls a proof received when its UTR is credited with the same amount', () => {
    const plan = planMatches({ proofs: [proof('1')], credits: [credit('c1', '100000000001')], periods });
    expect(plan.proofs.get('1')).toEqual({ bankMatch: 'received', bankCreditId: 'c1' });
    expect(plan.credits.get('c1')).toBe('1');
  });

  it('calls it amount differs when the bank credited another amount', () => {
    const plan = planMatches({
      proofs: [proof('1', { amountPaise: 500_000 })],
      credits: [credit('c1', '100000000001', 50_000)],
      periods,
    });
    expect(plan.proofs.get('1')?.bankMatch).toBe('amount_differs');
  });

  it("compares with the enquiry total when the proof's amount could not be read", () => {
    const plan = planMatches({
      proofs: [proof('1', { amountPaise: null, orderTotalPaise: 50_000 })],
      credits: [credit('c1', '100000000001')],
      periods,
    });
    expect(plan.proofs.get('1')?.bankMatch).toBe('received');
  });

  it('calls a UTR missing from a statement that covers the payment date not in statement', () => {
    const plan = planMatches({ proofs: [proof('1')], credits: [], periods });
    expect(plan.proofs.get('1')).toEqual({ bankMatch: 'not_in_statement', bankCreditId: null });
  });

  it('says nothing of a payment outside every statement, or a proof without a UTR', () => {
    const plan = planMatches({
      proofs: [proof('1', { paidOn: '2026-11-02' }), proof('2', { utr: null })],
      credits: [],
      periods,
    });
    expect(plan.proofs.get('1')?.bankMatch).toBeNull();
    expect(plan.proofs.get('2')?.bankMatch).toBeNull();
  });

  it('lets one credit confirm one proof: the second with the same UTR is claimed elsewhere', () => {
    const first = proof('1', { createdAt: at('2026-10-12T10:00:00Z') });
    const reuse = proof('2', { utr: first.utr, createdAt: at('2026-10-13T10:00:00Z') });
    const plan = planMatches({ proofs: [reuse, first], credits: [credit('c1', first.utr!)], periods });
    expect(plan.proofs.get('1')?.bankMatch).toBe('received');
    expect(plan.proofs.get('2')).toEqual({ bankMatch: 'claimed_elsewhere', bankCreditId: 'c1' });
    expect([...plan.credits]).toEqual([['c1', '1']]);
  });

  it('gives the credit to the proof whose amount agrees, even if it came later, and never to a rejected one first', () => {
    const wrong = proof('1', { amountPaise: 1_000, createdAt: at('2026-10-12T09:00:00Z') });
    const right = proof('2', { utr: wrong.utr, createdAt: at('2026-10-12T11:00:00Z') });
    const rejected = proof('3', {
      utr: wrong.utr,
      status: 'rejected',
      createdAt: at('2026-10-01T00:00:00Z'),
    });
    const plan = planMatches({
      proofs: [wrong, right, rejected],
      credits: [credit('c1', wrong.utr!)],
      periods,
    });
    expect(plan.proofs.get('2')?.bankMatch).toBe('received');
    expect(plan.proofs.get('1')?.bankMatch).toBe('claimed_elsewhere');
    expect(plan.proofs.get('3')?.bankMatch).toBe('claimed_elsewhere');
  });
});

describe('indianDay', () => {
  it('reads the day in India, not in UTC', () => {
    expect(indianDay(at('2026-10-12T19:00:00Z'))).toBe('2026-10-13');
    expect(indianDay(at('2026-10-12T18:29:00Z'))).toBe('2026-10-12');
  });
});
