import { describe, expect, it } from 'vitest';
import { filterAddressInput, sanitizeText } from './sanitize.ts';

describe('sanitizeText', () => {
  it('trims', () => {
    expect(sanitizeText('  Diwali order  ')).toBe('Diwali order');
  });

  it('strips angle brackets', () => {
    expect(sanitizeText('<script>alert(1)</script>')).toBe('scriptalert(1)/script');
  });

  it.each([
    ['javascript:alert(1)', 'alert(1)'],
    ['JAVASCRIPT:alert(1)', 'alert(1)'],
    ['java script:alert(1)', 'alert(1)'],
    ['vbscript:msgbox', 'msgbox'],
    ['data:text/html;base64,xx', 'text/html;base64,xx'],
    ['javajavascript:script:alert(1)', 'alert(1)'],
    ['<<a>>', 'a'],
  ])('strips script-like schemes from %j', (input, output) => {
    expect(sanitizeText(input)).toBe(output);
  });

  it('leaves ordinary text with colons alone', () => {
    expect(sanitizeText('Timing: 9am - 6pm')).toBe('Timing: 9am - 6pm');
  });

  it('caps at 1000 characters', () => {
    expect(sanitizeText('a'.repeat(1000))).toHaveLength(1000);
    expect(sanitizeText('a'.repeat(1001))).toHaveLength(1000);
    expect(sanitizeText(`   ${'b'.repeat(1200)}`)).toBe('b'.repeat(1000));
  });
});

describe('filterAddressInput', () => {
  it('phone keeps digits, commas and whitespace, max 50', () => {
    expect(filterAddressInput('phone', '+91 98765-43210, 94432')).toBe('91 9876543210, 94432');
    expect(filterAddressInput('phone', '9'.repeat(60))).toHaveLength(50);
  });

  it('zipCode keeps digits only, max 6', () => {
    expect(filterAddressInput('zipCode', '626 12a3')).toBe('626123');
    expect(filterAddressInput('zipCode', '62612345')).toBe('626123');
  });

  it.each(['name', 'city', 'state'] as const)(
    '%s keeps letters, spaces, apostrophes and hyphens, max 50',
    (field) => {
      expect(filterAddressInput(field, "St. John's-Road 42!")).toBe("St John's-Road ");
      expect(filterAddressInput(field, 'தமிழ் நாடு')).toBe('தமிழ் நாடு');
      expect(filterAddressInput(field, 'x'.repeat(51))).toHaveLength(50);
    },
  );

  it('street is only capped at 200 while typing', () => {
    expect(filterAddressInput('street', '4/12, Gandhi Rd. <b>')).toBe('4/12, Gandhi Rd. <b>');
    expect(filterAddressInput('street', 'x'.repeat(201))).toHaveLength(200);
  });
});
