import { describe, expect, it } from 'vitest';
import { isAmbiguousId, sameNameUnderConfusion, sameUnderConfusion } from './ocr-confusables.ts';
import { isKnownHandle } from './upi-handles.ts';

describe('sameUnderConfusion', () => {
  // [read by OCR, printed on the receipt, the same id as far as OCR can tell?]
  const cases: [string, string, boolean][] = [
    // The misreadings of issue 26.
    ['uniquefwb44@paytm', 'uniquefw644@paytm', true],
    ['ayyanfw4ll@paytm', 'ayyanfw411@paytm', true],
    // Every pair of the table, both ways, and case.
    ['sh0p@ybl', 'shop@ybl', true],
    ['SHOP@YBL', 'shop@ybl', true],
    ['shOp@ybl', 'sh0p@ybl', true],
    ['ayyan1l@ybl', 'ayyanIi@ybl', true],
    ['lotus5@upi', 'lotusS@upi', true],
    ['bala8@upi', 'balaB@upi', true],
    ['zone2@upi', 'zoneZ@upi', true],
    ['rnurugan@oksbi', 'murugan@oksbi', true],
    ['murugan@oksbi', 'rnurugan@oksbi', true],
    ['bo11ob60@paytm', 'b0llo660@paytm', true],
    // Near misses that must NOT match: a genuinely different id.
    ['uniquefw645@paytm', 'uniquefw644@paytm', false], // 5 is no 4
    ['uniquefw644@ptyes', 'uniquefw644@paytm', false], // another handle
    ['uniquefw6444@paytm', 'uniquefw644@paytm', false], // one character more
    ['uniquefw64@paytm', 'uniquefw644@paytm', false], // one fewer
    ['ayyanfw411@paytm', 'ayyanfw412@paytm', false],
    ['ayyan.fw411@paytm', 'ayyanfw411@paytm', false], // separators are exact
    ['ayyan-fw411@paytm', 'ayyan.fw411@paytm', false],
    ['shop8@ybl', 'shop6@ybl', false], // 6 and 8 both pass for b, not for each other
    ['shop3@ybl', 'shop8@ybl', false], // digits are exact
    ['rn@ybl', 'n@ybl', false],
    ['sivakasi@okaxis', 'sivakasi@oksbi', false],
    ['q281912345@ybl', 'q281912346@ybl', false],
    ['', 'shop@ybl', false],
  ];
  it.each(cases)('%s read for %s → %s', (read, printed, same) => {
    expect(sameUnderConfusion(read, printed)).toBe(same);
    expect(sameUnderConfusion(printed, read)).toBe(same);
  });
});

describe('isAmbiguousId', () => {
  // [id as read, could a character plausibly be its confusable partner?]
  const cases: [string, boolean][] = [
    // Letters and digits mixed in one part, with a confusable character: either reading is plausible.
    ['uniquefwb44@paytm', true],
    ['uniquefw644@paytm', true],
    ['ayyanfw4ll@paytm', true],
    ['ayyanfw411@paytm', true],
    ['s1vakasi@okaxis', true],
    ['kaveri.2o24@ybl', true],
    ['q281912345@ybl', true],
    // A trailing number read as letters leaves no digit behind.
    ['ayyanll@paytm', true],
    ['ayyan.lo@upi', true],
    // A short number after a separator may be a word's tail read as digits ('unique.65o').
    ['unique.650@ybl', true],
    ['ayyan.101@upi', true],
    // All letters, all digits, or mixed without a confusable character: one reading only.
    ['sivakasicrackers@okaxis', false],
    ['sri.balaji.traders@oksbi', false],
    ['BHARATPE.90063239027@fbpe', false],
    ['9876543210@ybl', false],
    ['ayyan.347@upi', false],
    ['kavitha.traders@ptyes', false],
    ['murugan47@upi', false],
    // A known handle is a word, not a reading ('ybl' is no '6b1'); an unknown one is judged too.
    ['shop@ybl', false],
    ['shop@b1ank', true],
  ];
  it.each(cases)('%s → %s', (id, ambiguous) => {
    expect(isAmbiguousId(id, isKnownHandle)).toBe(ambiguous);
  });
});

describe('sameNameUnderConfusion', () => {
  it.each([
    ['Ayyan Fireworks', 'AYYAN  FIREWORKS', true],
    ['Ayyan Firew0rks', 'Ayyan Fireworks', true],
    ['Sri Ba1aji Traders', 'Sri Balaji Traders', true],
    ['Sri Balaji Stores', 'Sri Balaji Traders', false],
  ] as const)('%s / %s → %s', (read, shop, same) => {
    expect(sameNameUnderConfusion(read, shop)).toBe(same);
  });
});
