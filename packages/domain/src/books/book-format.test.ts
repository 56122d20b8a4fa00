import { describe, expect, it } from 'vitest';
import { istDayStart, istDayText, istIsoDay, istTallyDate, paiseText, rateText } from './book-format.ts';
import { amount, csvDocument, csvRow } from './csv.ts';
import { gstStateName, placeOfSupplyText } from './gst-state-codes.ts';
import { uqcFor } from './uqc.ts';

describe('paiseText', () => {
  it.each([
    [0, '0.00'],
    [5, '0.05'],
    [-5, '-0.05'],
    [100, '1.00'],
    [99_99, '99.99'],
    [1_23_456, '1234.56'],
    [-1_23_456, '-1234.56'],
    [1_00_000_00, '100000.00'],
    [Number.MAX_SAFE_INTEGER, '90071992547409.91'],
  ])('%i paise → %s', (paise, text) => {
    expect(paiseText(paise)).toBe(text);
  });

  it('refuses a fraction of a paisa rather than round it silently', () => {
    expect(() => paiseText(1.5)).toThrow(RangeError);
  });
});

describe('rateText', () => {
  it.each([
    [1800, '18'],
    [2800, '28'],
    [900, '9'],
    [250, '2.5'],
    [25, '0.25'],
    [0, '0'],
  ])('%i basis points → %s %%', (bp, text) => {
    expect(rateText(bp)).toBe(text);
  });
});

describe('dates on the India calendar', () => {
  it.each([
    ['2026-03-31T18:29:59.999Z', '31-03-2026', '20260331'],
    ['2026-03-31T18:30:00.000Z', '01-04-2026', '20260401'],
    ['2026-12-31T20:00:00.000Z', '01-01-2027', '20270101'],
  ])('%s is %s in IST', (iso, day, tally) => {
    expect(istDayText(new Date(iso))).toBe(day);
    expect(istTallyDate(new Date(iso))).toBe(tally);
  });

  it('starts an IST day at 18:30 UTC the evening before', () => {
    expect(istDayStart('2026-04-01').toISOString()).toBe('2026-03-31T18:30:00.000Z');
    expect(istIsoDay(istDayStart('2026-04-01'))).toBe('2026-04-01');
  });
});

describe('csv', () => {
  it('quotes commas, quotes and new lines, and keeps plain text plain', () => {
    expect(csvRow(['a', 'b,c', 'say "hi"', 'two\nlines', 12, null])).toBe(
      'a,"b,c","say ""hi""","two\nlines",12,',
    );
  });

  it('defuses text Excel would run as a formula, but not negative amounts', () => {
    expect(csvRow(['=HYPERLINK("x")', '+91', '@SUM(A1)', amount('-12.50')])).toBe(
      `"'=HYPERLINK(""x"")",'+91,'@SUM(A1),-12.50`,
    );
  });

  it('writes CRLF rows after a UTF-8 byte order mark', () => {
    expect(csvDocument(['a', 'b'])).toBe('\uFEFFa\r\nb\r\n');
  });
});

describe('state codes and units', () => {
  it('names places of supply as the GST offline tool does', () => {
    expect(gstStateName('33')).toBe('Tamil Nadu');
    expect(placeOfSupplyText('29')).toBe('29-Karnataka');
    expect(placeOfSupplyText('99')).toBe('99');
  });

  it.each([
    ['Box', '3604', 'BOX'],
    ['pkt', '3604', 'PAC'],
    ['Pcs.', '3604', 'PCS'],
    ['nos', '3604', 'NOS'],
    ['gross', '3604', 'OTH'],
    ['nos', '998541', 'NA'],
  ])('unit %s of HSN %s is UQC %s', (unit, hsn, uqc) => {
    expect(uqcFor(unit, hsn)).toBe(uqc);
  });
});
