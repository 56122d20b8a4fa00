import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  AddressInputSchema,
  AddressLabelSchema,
  CartQuantitySchema,
  CitySchema,
  CompleteRegistrationSchema,
  ContactMessageSchema,
  EmailSchema,
  NameSchema,
  nameSchema,
  NewsletterSchema,
  OrderAddressSchema,
  OtpGenerateSchema,
  OtpSchema,
  OtpVerifySchema,
  PhoneSchema,
  ProfileUpdateSchema,
  StateSchema,
  StreetSchema,
  ZipCodeSchema,
} from './validation.ts';

/** The messages a user would see, joined with the field path: 'zipCode: Pincode must be 6 digits'. */
function errorsOf(schema: z.ZodType, input: unknown): string[] {
  const result = schema.safeParse(input);
  if (result.success) return [];
  return result.error.issues.map(
    (issue) => (issue.path.length ? `${issue.path.join('.')}: ` : '') + issue.message,
  );
}
const errorOf = (schema: z.ZodType, input: unknown) => errorsOf(schema, input)[0];
const parsed = <T extends z.ZodType>(schema: T, input: unknown) => schema.parse(input);

describe('PhoneSchema', () => {
  it.each([
    [undefined, 'Phone number is required'],
    ['', 'Phone number is required'],
    ['   ', 'Phone number is required'],
    ['98765abcde', 'Phone number must contain digits only'],
    ['+919876543210', 'Phone number must contain digits only'],
    ['987654321', 'Phone number must be 10 digits'],
    ['98765432101', 'Phone number must be 10 digits'],
    ['5123456789', 'Phone number must start with 6, 7, 8, or 9'],
    ['0123456789', 'Phone number must start with 6, 7, 8, or 9'],
  ])('refuses %j with %s', (input, message) => {
    expect(errorsOf(PhoneSchema, input)).toEqual([message]);
  });

  it.each(['6000000000', '7123456789', '8123456789', '9876543210'])('accepts %s', (phone) => {
    expect(parsed(PhoneSchema, phone)).toBe(phone);
  });

  it('drops spaces people type between digit groups', () => {
    expect(parsed(PhoneSchema, ' 98765 43210 ')).toBe('9876543210');
  });
});

describe('EmailSchema', () => {
  const at254 = `${'a'.repeat(242)}@example.com`;

  it.each([
    [undefined, 'Email is required'],
    ['  ', 'Email is required'],
    ['ravi', 'Please enter a valid email address'],
    ['ravi@', 'Please enter a valid email address'],
    ['ravi@shop', 'Please enter a valid email address'],
    ['ra vi@shop.in', 'Please enter a valid email address'],
    [`a${at254}`, 'Email address is too long'],
  ])('refuses %j with %s', (input, message) => {
    expect(errorsOf(EmailSchema, input)).toEqual([message]);
  });

  it('accepts an address of exactly 254 characters and trims', () => {
    expect(at254).toHaveLength(254);
    expect(parsed(EmailSchema, at254)).toBe(at254);
    expect(parsed(EmailSchema, ' ravi@shop.in ')).toBe('ravi@shop.in');
  });
});

describe('NameSchema', () => {
  it.each([
    [undefined, 'Name is required'],
    ['   ', 'Name is required'],
    ['A', 'Name must be at least 2 characters'],
    ['A'.repeat(50), 'Name must be less than 50 characters'],
    ['Ravi2', 'Name can contain only letters, spaces, hyphens and apostrophes'],
    ['Ravi <b>', 'Name can contain only letters, spaces, hyphens and apostrophes'],
  ])('refuses %j with %s', (input, message) => {
    expect(errorsOf(NameSchema, input)).toEqual([message]);
  });

  it('accepts 2 and 49 characters ("at least 2 and under 50")', () => {
    expect(parsed(NameSchema, 'Al')).toBe('Al');
    expect(parsed(NameSchema, 'A'.repeat(49))).toHaveLength(49);
  });

  it('accepts hyphens, apostrophes and Indian scripts, trimmed', () => {
    expect(parsed(NameSchema, "  D'Souza-Iyer ")).toBe("D'Souza-Iyer");
    expect(parsed(NameSchema, 'முருகன்')).toBe('முருகன்');
    expect(parsed(NameSchema, 'राहुल शर्मा')).toBe('राहुल शर्मा');
  });

  it('uses a custom label in its messages', () => {
    expect(errorOf(nameSchema('Full name'), '')).toBe('Full name is required');
    expect(errorOf(nameSchema('Full name'), 'x')).toBe('Full name must be at least 2 characters');
  });
});

describe.each([
  ['City', CitySchema],
  ['State', StateSchema],
])('%sSchema', (label, schema) => {
  it('requires 2 to 50 letters, 50 included', () => {
    expect(errorOf(schema, '')).toBe(`${label} is required`);
    expect(errorOf(schema, 'X')).toBe(`${label} must be at least 2 characters`);
    expect(errorOf(schema, 'X'.repeat(51))).toBe(`${label} must be at most 50 characters`);
    expect(errorOf(schema, 'Zone 5')).toBe(
      `${label} can contain only letters, spaces, hyphens and apostrophes`,
    );
    expect(parsed(schema, 'X'.repeat(50))).toHaveLength(50);
    expect(parsed(schema, ' Tamil Nadu ')).toBe('Tamil Nadu');
  });
});

describe('StreetSchema', () => {
  it('counts length after trimming: 9 refused, 10 and 200 accepted, 201 refused', () => {
    expect(errorOf(StreetSchema, `  ${'a'.repeat(9)}  `)).toBe('Address must be at least 10 characters');
    expect(parsed(StreetSchema, `  ${'a'.repeat(10)}  `)).toBe('a'.repeat(10));
    expect(parsed(StreetSchema, 'a'.repeat(200))).toHaveLength(200);
    expect(errorOf(StreetSchema, 'a'.repeat(201))).toBe('Address must be at most 200 characters');
  });

  it('requires a street', () => {
    expect(errorOf(StreetSchema, undefined)).toBe('Address is required');
    expect(errorOf(StreetSchema, '   ')).toBe('Address is required');
  });

  it.each([
    '12 Main Road <script>alert(1)</script>',
    '12 Main Road <SCRIPT src=x>',
    '12 Main Road javascript:alert(1)',
    '12 Main Road JavaScript:alert(1)',
    '12 Main Road data:text/html,hi',
    '12 Main Road VBScript:msgbox',
    '12 Main Road <img onload=x>',
    '12 Main Road onerror=alert(1)',
    '12 Main Road ONERROR = alert(1)',
    '<script>',
  ])('refuses %j as invalid characters', (street) => {
    expect(errorsOf(StreetSchema, street)).toEqual(['Address contains invalid characters']);
  });

  it('accepts an ordinary Indian address', () => {
    expect(parsed(StreetSchema, '4/12, Gandhi Road, Near Bus Stand')).toBe(
      '4/12, Gandhi Road, Near Bus Stand',
    );
  });
});

describe('ZipCodeSchema', () => {
  it.each([
    [undefined, 'Pincode is required'],
    ['', 'Pincode is required'],
    ['62612', 'Pincode must be 6 digits'],
    ['6261234', 'Pincode must be 6 digits'],
    ['abcdef', 'Pincode must be 6 digits'],
    ['012345', 'Pincode cannot start with 0'],
  ])('refuses %j with %s', (input, message) => {
    expect(errorsOf(ZipCodeSchema, input)).toEqual([message]);
  });

  it('reduces the pincode to digits on save', () => {
    expect(parsed(ZipCodeSchema, '626123')).toBe('626123');
    expect(parsed(ZipCodeSchema, ' 626 123 ')).toBe('626123');
    expect(parsed(ZipCodeSchema, '626-123')).toBe('626123');
  });
});

describe('OtpSchema', () => {
  it.each([
    [undefined, 'OTP is required'],
    ['', 'OTP is required'],
    ['12345', 'OTP must be 6 digits'],
    ['1234567', 'OTP must be 6 digits'],
    ['12a456', 'OTP must be 6 digits'],
  ])('refuses %j with %s', (input, message) => {
    expect(errorsOf(OtpSchema, input)).toEqual([message]);
  });

  it('accepts 6 digits, spaces dropped', () => {
    expect(parsed(OtpSchema, '012345')).toBe('012345');
    expect(parsed(OtpSchema, '123 456')).toBe('123456');
  });
});

describe('AddressLabelSchema', () => {
  it("defaults to 'Home' when absent and refuses an empty choice", () => {
    expect(parsed(AddressLabelSchema, undefined)).toBe('Home');
    expect(errorOf(AddressLabelSchema, '')).toBe('Address label is required');
    expect(errorOf(AddressLabelSchema, '  ')).toBe('Address label is required');
  });

  it('accepts Home, Work and Other only', () => {
    expect(parsed(AddressLabelSchema, 'Work')).toBe('Work');
    expect(parsed(AddressLabelSchema, ' Other ')).toBe('Other');
    expect(errorOf(AddressLabelSchema, 'Office')).toBe('Address label must be Home, Work or Other');
  });
});

describe('AddressInputSchema', () => {
  const valid = { street: '4/12 Gandhi Road', city: 'Sivakasi', state: 'Tamil Nadu', zipCode: '626 123' };

  it('fills the defaults and normalises', () => {
    expect(parsed(AddressInputSchema, { ...valid, street: ' 4/12 Gandhi Road ' })).toEqual({
      label: 'Home',
      street: '4/12 Gandhi Road',
      city: 'Sivakasi',
      state: 'Tamil Nadu',
      zipCode: '626123',
      country: 'India',
      isDefault: false,
    });
  });

  it('names every missing required field', () => {
    expect(errorsOf(AddressInputSchema, {})).toEqual([
      'street: Address is required',
      'city: City is required',
      'state: State is required',
      'zipCode: Pincode is required',
    ]);
  });

  it('refuses an empty label', () => {
    expect(errorsOf(AddressInputSchema, { ...valid, label: '' })).toEqual([
      'label: Address label is required',
    ]);
  });
});

describe('OrderAddressSchema', () => {
  it('needs the receiver name and phone beside the address', () => {
    const address = { street: '4/12 Gandhi Road', city: 'Sivakasi', state: 'Tamil Nadu', zipCode: '626123' };
    expect(errorsOf(OrderAddressSchema, address)).toEqual([
      'name: Name is required',
      'phone: Phone number is required',
    ]);
    expect(parsed(OrderAddressSchema, { ...address, name: 'Ravi', phone: '9876543210' })).toMatchObject({
      country: 'India',
      phone: '9876543210',
    });
  });
});

describe('CartQuantitySchema', () => {
  it('accepts 1 to 99', () => {
    expect(parsed(CartQuantitySchema, 1)).toBe(1);
    expect(parsed(CartQuantitySchema, 99)).toBe(99);
    expect(errorOf(CartQuantitySchema, 100)).toBe('You can order at most 99 of each product');
    expect(errorOf(CartQuantitySchema, 0)).toBe('Quantity must be a whole number of at least 1');
    expect(errorOf(CartQuantitySchema, 1.5)).toBe('Quantity must be a whole number of at least 1');
  });
});

describe('auth schemas', () => {
  it('OtpGenerateSchema validates the phone', () => {
    expect(errorsOf(OtpGenerateSchema, { phone: '5123456789' })).toEqual([
      'phone: Phone number must start with 6, 7, 8, or 9',
    ]);
  });

  it('OtpVerifySchema takes an optional name, blank meaning absent', () => {
    expect(parsed(OtpVerifySchema, { phone: '9876543210', otp: '123456' })).toEqual({
      phone: '9876543210',
      otp: '123456',
    });
    expect(parsed(OtpVerifySchema, { phone: '9876543210', otp: '123456', name: ' ' }).name).toBeUndefined();
    expect(parsed(OtpVerifySchema, { phone: '9876543210', otp: '123456', name: ' Ravi ' }).name).toBe('Ravi');
    expect(errorsOf(OtpVerifySchema, { phone: '9876543210', otp: '123456', name: 'R' })).toEqual([
      'name: Name must be at least 2 characters',
    ]);
  });

  it('CompleteRegistrationSchema needs phone, name and email', () => {
    expect(errorsOf(CompleteRegistrationSchema, { phone: '9876543210' })).toEqual([
      'name: Name is required',
      'email: Email is required',
    ]);
  });

  it('ProfileUpdateSchema needs a name and validates an email when given', () => {
    expect(parsed(ProfileUpdateSchema, { name: 'Ravi', email: '' })).toEqual({ name: 'Ravi' });
    expect(errorsOf(ProfileUpdateSchema, { name: 'Ravi', email: 'nope' })).toEqual([
      'email: Please enter a valid email address',
    ]);
  });
});

describe('ContactMessageSchema', () => {
  const valid = { name: 'Ravi', email: 'ravi@shop.in', subject: 'Bulk order', message: 'Need 50 boxes' };

  it('accepts without a phone and validates a phone when given', () => {
    expect(parsed(ContactMessageSchema, valid).phone).toBeUndefined();
    expect(parsed(ContactMessageSchema, { ...valid, phone: '' }).phone).toBeUndefined();
    expect(errorsOf(ContactMessageSchema, { ...valid, phone: '12345' })).toEqual([
      'phone: Phone number must be 10 digits',
    ]);
  });

  it('sanitises subject and message, and an only-markup text counts as empty', () => {
    const result = parsed(ContactMessageSchema, {
      ...valid,
      subject: ' <b>Bulk</b> order ',
      message: 'see javascript:alert(1)',
    });
    expect(result.subject).toBe('bBulk/b order');
    expect(result.message).toBe('see alert(1)');
    expect(errorsOf(ContactMessageSchema, { ...valid, subject: '<>', message: '' })).toEqual([
      'subject: Subject is required',
      'message: Message is required',
    ]);
  });

  it('caps the message at 1000 characters', () => {
    expect(parsed(ContactMessageSchema, { ...valid, message: 'x'.repeat(1500) }).message).toHaveLength(1000);
  });
});

describe('NewsletterSchema', () => {
  it.each([undefined, '', '  ', 'ravi.shop.in'])('refuses %j with the inline newsletter text', (email) => {
    expect(errorsOf(NewsletterSchema, { email })).toEqual(['email: Please enter a valid email address']);
  });

  it('only asks for an at-sign (§5)', () => {
    expect(parsed(NewsletterSchema, { email: ' a@b ' })).toEqual({ email: 'a@b' });
  });

  it('keeps an optional, sanitised name', () => {
    expect(parsed(NewsletterSchema, { email: 'a@b.in', name: ' <Ravi> ' }).name).toBe('Ravi');
  });
});
