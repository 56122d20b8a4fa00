import { describe, expect, it } from 'vitest';
import { decidePayeeId, decidePayeeName, NO_EXPECTED_PAYEE, payeeDiffers } from './payee-check.ts';

const shop = (upiId: string, payeeName: string | null = null) => ({ upiId, payeeName });

describe('decidePayeeId', () => {
  // [readings (first, second, third look), the shop's id, payee shown]
  const cases: [(string | null)[], string | null, string | null][] = [
    // The misreadings of issue 26 are the shop's id: its exact spelling is shown.
    [['uniquefwb44@paytm', 'uniquefwb44@paytm'], 'uniquefw644@paytm', 'uniquefw644@paytm'],
    [['ayyanfw4ll@paytm', 'ayyanfw411@paytm'], 'ayyanfw411@paytm', 'ayyanfw411@paytm'],
    [['Ayyanfw411@Paytm', 'ayyanfw411@paytm'], 'ayyanfw411@paytm', 'ayyanfw411@paytm'],
    // The same misreading with no shop id to compare with: ambiguous, so nothing rather than a guess.
    [['uniquefwb44@paytm', 'uniquefwb44@paytm'], null, null],
    [['ayyanfw4ll@paytm', 'ayyanfw411@paytm'], null, null],
    // Another payee read the same way twice and unambiguously: shown (it raises payee_mismatch).
    [['someone.else@ybl', 'someone.else@ybl'], 'uniquefw644@paytm', 'someone.else@ybl'],
    [['BHARATPE.90063239027@fbpe', 'BHARATPE.90063239027@fbpe'], null, 'BHARATPE.90063239027@fbpe'],
    // Another payee, ambiguous: nothing (a near miss of the shop's id must not be guessed either way).
    [['uniquefw645@paytm', 'uniquefw645@paytm'], 'uniquefw644@paytm', null],
    [['ayyanfw4ll@paytm', 'ayyanfw4ll@paytm'], 'ayyanfw412@paytm', null],
    // Readings that disagree beyond OCR's confusions: a third decides, else nothing.
    [['shop@ybl', 'shap@ybl', 'shop@ybl'], 'shop@ybl', 'shop@ybl'],
    [['shop@ybl', 'shap@ybl', 'ship@ybl'], 'shop@ybl', null],
    [['shop@ybl', null, null], 'shop@ybl', null],
    [[null, 'shop@ybl', 'sh0p@ybl'], 'shop@ybl', 'shop@ybl'],
    [[null, null], 'shop@ybl', null],
    // Two readings that agree only under confusion, not the shop's: which one is printed is unknown.
    [['other1@ybl', 'otherl@ybl'], 'shop@ybl', null],
  ];
  it.each(cases)('%j with shop id %s → %s', (readings, upiId, shown) => {
    expect(decidePayeeId(readings, { upiId, payeeName: null })).toBe(shown);
  });
});

describe("decidePayeeId with every id seen in the payee's section", () => {
  // Google Pay prints the payee's id twice; the first copy misread beyond the table, the second not.
  const shopId = 'lotusfw181@okaxis';
  const expected = { upiId: shopId, payeeName: null };
  it.each([
    [['lotusfwl81l@okaxis', 'lotusfwl8l@okaxis', 'lotusfw18l@okaxis'], shopId],
    // Only one copy is the shop's: not enough.
    [['lotusfwl81l@okaxis', 'lotusfwl8l@okaxis'], null],
    // A clearly different id beside them contradicts them.
    [['lotusfwl8l@okaxis', 'lotusfw181@okaxis', 'kavitha.traders@okaxis'], null],
  ] as const)('%j → %s', (seen, shown) => {
    expect(decidePayeeId(['lotusfwl81l@okaxis', null], expected, seen)).toBe(shown);
  });
});

describe('decidePayeeName', () => {
  it("shows the shop's spelling of a name read with OCR's confusions, and any other name as read", () => {
    const expected = shop('x@ybl', 'Ayyan Fireworks');
    expect(decidePayeeName('AYYAN FIREW0RKS', expected)).toBe('Ayyan Fireworks');
    expect(decidePayeeName('Murugan Stores', expected)).toBe('Murugan Stores');
    expect(decidePayeeName(null, expected)).toBe(null);
    expect(decidePayeeName('Ayyan Firew0rks', NO_EXPECTED_PAYEE)).toBe('Ayyan Firew0rks');
  });

  it("leaves the name empty when the id is the shop's and the name read contradicts the shop's name", () => {
    const expected = shop('rajafancy@ybl', 'Raja Fancy Crackers');
    expect(decidePayeeName('RAJA FANCY', expected, 'rajafancy@ybl')).toBe(null);
    expect(decidePayeeName('g Raja Fancy Crackers', expected, 'rajafancy@ybl')).toBe(null);
    expect(decidePayeeName('RAJA FANCY CRACKERS', expected, 'rajafancy@ybl')).toBe('Raja Fancy Crackers');
    // Paid to another id, or no id read: the name is shown as read.
    expect(decidePayeeName('Murugan Stores', expected, 'murugan@ybl')).toBe('Murugan Stores');
    expect(decidePayeeName('RAJA FANCY', expected, null)).toBe('RAJA FANCY');
  });
});

describe('payeeDiffers', () => {
  it.each([
    ['uniquefwb44@paytm', 'uniquefw644@paytm', false], // the shop's id, misread
    ['Shop@OkAxis', 'shop@okaxis', false],
    ['someone@ybl', 'shop@okaxis', true], // read unambiguously, another payee
    ['someone1l@ybl', 'shop@okaxis', false], // another payee, but ambiguous: no flag on a guess
  ] as const)('%s against the shop id %s → %s', (read, shopId, differs) => {
    expect(payeeDiffers(read, shopId)).toBe(differs);
  });
});
