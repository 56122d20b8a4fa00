import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { csvCell, toCsv } from './csv.ts';

describe('csvCell', () => {
  it.each([
    ['plain', 'plain'],
    ['Ravi, Kumar', '"Ravi, Kumar"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\nlines', '"two\nlines"'],
    ['cr\rhere', '"cr\rhere"'],
    ['', ''],
  ])('%j → %s', (input, expected) => expect(csvCell(input)).toBe(expected));

  it('writes numbers, booleans, dates and empty values', () => {
    expect(csvCell(-12.5)).toBe('-12.5');
    expect(csvCell(true)).toBe('true');
    expect(csvCell(new Date('2026-10-20T05:00:00Z'))).toBe('2026-10-20T05:00:00.000Z');
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
  });

  it.each([
    ['=HYPERLINK("http://evil")', `"'=HYPERLINK(""http://evil"")"`],
    ['+91 98765', "'+91 98765"],
    ['-2+3', "'-2+3"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\tcmd', "'\tcmd"],
  ])('defuses formula-like text %j', (input, expected) => expect(csvCell(input)).toBe(expected));
});

describe('toCsv', () => {
  it('round-trips through a real CSV parser', () => {
    const rows = [
      ['a@b.in', 'Ravi, "RK" Kumar', 'line 1\nline 2'],
      ['c@d.in', 'முருகன்', null],
    ];
    const csv = toCsv(['email', 'name', 'note'], rows);
    expect(csv.startsWith('\uFEFFemail,name,note\r\n')).toBe(true);
    expect(parse(csv, { bom: true })).toEqual([
      ['email', 'name', 'note'],
      ...rows.map((r) => r.map((c) => c ?? '')),
    ]);
  });
});
