import { describe, expect, it } from 'vitest';
import { amountInWords, numberInWords } from './words.ts';

describe('amount in words (Indian system)', () => {
  it.each([
    [1, 'One'],
    [99, 'Ninety-Nine'],
    [100, 'One Hundred'],
    [1_00_000, 'One Lakh'],
    [12_34_56_789, 'Twelve Crore Thirty-Four Lakh Fifty-Six Thousand Seven Hundred Eighty-Nine'],
    [1_00_00_000, 'One Crore'],
    [45_00_000, 'Forty-Five Lakh'],
    [1_05_010, 'One Lakh Five Thousand Ten'],
    [250_00_00_000, 'Two Hundred Fifty Crore'],
  ])('%i → %s', (n, words) => {
    expect(numberInWords(n)).toBe(words);
  });

  it.each([
    [100, 'Rupees One Only'],
    [9900, 'Rupees Ninety-Nine Only'],
    [1_00_000_00, 'Rupees One Lakh Only'],
    [
      12_34_56_789_00,
      'Rupees Twelve Crore Thirty-Four Lakh Fifty-Six Thousand Seven Hundred Eighty-Nine Only',
    ],
    [150, 'Rupees One and Fifty Paise Only'],
    [-2000, 'Rupees Twenty Only'],
  ])('%i paise → %s', (paise, words) => {
    expect(amountInWords(paise)).toBe(words);
  });
});
