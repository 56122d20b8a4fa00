import { describe, expect, it } from 'vitest';
import { findUtr, utrFromNarration, utrFromReference } from './utr.ts';

const UTR = '612345678901';

describe('utrFromReference', () => {
  it('takes a reference that is exactly 12 digits, or HDFC’s zero-padded 16', () => {
    expect(utrFromReference(UTR)).toBe(UTR);
    expect(utrFromReference(` '${UTR} `)).toBe(UTR);
    expect(utrFromReference(`0000${UTR}`)).toBe(UTR);
  });

  it('leaves cheque numbers, zeros and other lengths alone', () => {
    for (const ref of [
      '0000000000654321',
      '0000000000000000',
      '000000000000',
      '61234567890',
      '6123456789012',
      '-',
    ]) {
      expect(utrFromReference(ref), ref).toBeNull();
    }
  });
});

describe('utrFromNarration', () => {
  it.each([
    [`UPI/${UTR}/Diwali order/ramesh@oksbi/State Bank Of India`],
    [`UPI-RAMESH KUMAR-ramesh@okaxis-SBIN0001234-${UTR}-Diwali order`],
    [`UPI/CR/${UTR}/RAMESH/SBIN/ramesh@oksbi/UPI`],
    [`BY TRANSFER-UPI/CR/${UTR}/RAMESH/SBIN/ramesh@oksbi/UPI--`],
    [`BY UPI CREDIT ${UTR}`],
    [`IMPS/P2A/${UTR}/RAMESH/SBI`],
    [`MMT/IMPS/${UTR}/RAMESH KUMAR/State Bank Of India`],
    [`UPIAR/${UTR}/REVERSAL`],
  ])('finds the UTR in %s', (narration) => {
    expect(utrFromNarration(narration)).toBe(UTR);
  });

  it('skips a 12-digit VPA (91 + phone) before the UTR', () => {
    expect(utrFromNarration(`UPI-RAMESH-919876543210@paytm-SBIN0001234-${UTR}-Order`)).toBe(UTR);
    expect(utrFromNarration('UPI-RAMESH-919876543210@paytm-SBIN0001234-Order')).toBeNull();
  });

  it('takes the first of two 12-digit numbers after the rail word, not the account after it', () => {
    expect(utrFromNarration(`UPI/CR/${UTR}/RAMESH/SBIN/123456789012/Payment`)).toBe(UTR);
    expect(utrFromNarration(`123456789012 UPI/${UTR}/RAMESH`)).toBe(UTR);
  });

  it('is not fooled by account numbers of other lengths nearby', () => {
    expect(utrFromNarration(`UPI/12345678901/${UTR}/1234567890123456/12345678901234`)).toBe(UTR);
    expect(utrFromNarration('UPI/12345678901/1234567890123456/12345678901234')).toBeNull();
  });

  it('takes no 12-digit number from a narration without UPI or IMPS', () => {
    expect(utrFromNarration('NEFT CR-SBIN0001234-ACME TRADERS-A/C 123456789012')).toBeNull();
    expect(utrFromNarration('123456789012:Int.Pd:01-07-2026 to 30-09-2026')).toBeNull();
    expect(utrFromNarration('CASH DEPOSIT 612345678901')).toBeNull();
    expect(utrFromNarration(`ramesh@upi ${UTR}`)).toBeNull(); // "upi" in a VPA is no rail word
  });

  it('refuses digits glued to letters, a plus sign or a decimal point', () => {
    expect(utrFromNarration(`UPI${UTR}`)).toBeNull();
    expect(utrFromNarration('UPI/PAID TO +919876543210')).toBeNull();
    expect(utrFromNarration(`UPI ${UTR}.00`)).toBeNull();
    expect(utrFromNarration(`NEFT/SBIN${UTR}/UPI`)).toBeNull();
  });
});

describe('findUtr', () => {
  it('prefers a reference column holding the UTR, then the narration, then words in a reference', () => {
    expect(findUtr(['-', UTR], 'UPI/699999999999/x')).toBe(UTR);
    expect(findUtr(['T2610121432051234567890'], `UPI/${UTR}/x`)).toBe(UTR);
    expect(findUtr([`UPI-${UTR}`], 'PAYMENT RECEIVED')).toBe(UTR);
    expect(findUtr(['N123456789012345'], 'NEFT CR-ACME')).toBeNull();
  });
});
