import { describe, expect, it } from 'vitest';
import { emptyExtraction } from '../payment-extraction/extracted-payment.ts';
import { uploadIdFromUrl } from './payment-proof.service.ts';
import { paymentStatusFromProofs, proofFlags, withAmountFlag } from './proof-flags.ts';

const reading = (fields: Partial<ReturnType<typeof emptyExtraction>>) => ({
  ...emptyExtraction(),
  ...fields,
});
const facts = {
  orderTotalPaise: 123_450,
  shopUpiId: 'Shop@OkAxis',
  utrOnOtherOrder: false,
  imageOnOtherProof: false,
};

describe('proofFlags', () => {
  it('raises nothing when amount and payee match (payee compared case-insensitively)', () => {
    const extraction = reading({ utr: '123456789012', amount: 1234.5, payeeUpiId: 'shop@okaxis' });
    expect(proofFlags({ ...facts, extraction })).toEqual([]);
  });

  it('flags a paisa of difference and another payee', () => {
    const extraction = reading({ amount: 1234.49, payeeUpiId: 'someone@ybl' });
    expect(proofFlags({ ...facts, extraction })).toEqual(['amount_mismatch', 'payee_mismatch']);
  });

  it("raises no payee flag for the shop's id misread by OCR, nor for a payee that could be read two ways", () => {
    const shop = { ...facts, shopUpiId: 'uniquefw644@paytm' };
    expect(proofFlags({ ...shop, extraction: reading({ payeeUpiId: 'uniquefwb44@paytm' }) })).toEqual([]);
    expect(
      proofFlags({
        ...facts,
        shopUpiId: 'ayyanfw411@paytm',
        extraction: reading({ payeeUpiId: 'ayyanfw4ll@paytm' }),
      }),
    ).toEqual([]);
    expect(proofFlags({ ...shop, extraction: reading({ payeeUpiId: 'uniquefw645@paytm' }) })).toEqual([]);
    expect(proofFlags({ ...shop, extraction: reading({ payeeUpiId: 'kavitha.traders@ybl' }) })).toEqual([
      'payee_mismatch',
    ]);
  });

  it('flags a reused UTR and a duplicate image', () => {
    const extraction = reading({ utr: '123456789012', amount: 1234.5 });
    expect(proofFlags({ ...facts, extraction, utrOnOtherOrder: true, imageOnOtherProof: true })).toEqual([
      'utr_reused',
      'duplicate_image',
    ]);
  });

  it('raises no flag for a field it could not read', () => {
    expect(proofFlags({ ...facts, extraction: null })).toEqual([]);
    expect(proofFlags({ ...facts, extraction: reading({}), utrOnOtherOrder: true })).toEqual([]);
    expect(proofFlags({ ...facts, shopUpiId: null, extraction: reading({ payeeUpiId: 'x@ybl' }) })).toEqual(
      [],
    );
  });
});

describe('paymentStatusFromProofs', () => {
  it('follows the proofs: verified wins, then submitted, then all rejected', () => {
    expect(paymentStatusFromProofs([])).toBe('pending');
    expect(paymentStatusFromProofs(['rejected', 'verified'])).toBe('verified');
    expect(paymentStatusFromProofs(['rejected', 'submitted'])).toBe('submitted');
    expect(paymentStatusFromProofs(['rejected', 'rejected'])).toBe('rejected');
  });
});

describe('uploadIdFromUrl', () => {
  it('takes the id from a relative or absolute upload url', () => {
    expect(uploadIdFromUrl('/api/v1/uploads/abc-123/file')).toBe('abc-123');
    expect(uploadIdFromUrl('https://shop.example/api/v1/uploads/abc-123/file?x=1')).toBe('abc-123');
  });

  it('refuses anything else', () => {
    expect(uploadIdFromUrl('https://evil.example/proof.png')).toBeNull();
    expect(uploadIdFromUrl('/api/v1/uploads/../../etc/passwd/file')).toBeNull();
    expect(uploadIdFromUrl('')).toBeNull();
  });
});

describe('withAmountFlag', () => {
  it('raises or clears amount_mismatch against a new total and keeps the other flags in order', () => {
    expect(withAmountFlag(['utr_reused', 'payee_mismatch'], 123_600, 150_000)).toEqual([
      'utr_reused',
      'amount_mismatch',
      'payee_mismatch',
    ]);
    expect(withAmountFlag(['amount_mismatch', 'payee_mismatch'], 150_000, 150_000)).toEqual([
      'payee_mismatch',
    ]);
    expect(withAmountFlag(['duplicate_image'], null, 150_000)).toEqual(['duplicate_image']);
  });
});
