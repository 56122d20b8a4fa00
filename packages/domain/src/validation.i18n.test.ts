// The shared schemas are built once, when their module loads, but say their messages in the language of
// the moment they check a value: the storefront's Tamil page reads Tamil errors, field names included,
// and the API (English) is unchanged.
import { afterEach, describe, expect, it } from 'vitest';
import { addTranslations, setLocaleSource } from './i18n.ts';
import { DOMAIN_TAMIL } from './ta/index.ts';
import { AddressInputSchema, CartQuantitySchema, PhoneSchema } from './validation.ts';

addTranslations('ta', DOMAIN_TAMIL);
afterEach(() => setLocaleSource(() => 'en'));

const firstMessage = (result: { success: boolean; error?: { issues: Array<{ message: string }> } }) =>
  result.error?.issues[0]?.message;

describe('shared schemas in the language of the moment', () => {
  const address = { street: '12, Gandhi Road, T. Nagar', city: '', state: 'Tamil Nadu', zipCode: '600017' };

  it('English by default: the spec and API words', () => {
    expect(firstMessage(AddressInputSchema.safeParse(address))).toBe('City is required');
    expect(firstMessage(PhoneSchema.safeParse(''))).toBe('Phone number is required');
  });

  it('Tamil on a Tamil page, the field name too, from the same schema objects', () => {
    setLocaleSource(() => 'ta');
    expect(firstMessage(AddressInputSchema.safeParse(address))).toBe('நகரம் தேவை');
    expect(firstMessage(PhoneSchema.safeParse(''))).toMatch(/[\u0B80-\u0BFF]/);
    expect(firstMessage(CartQuantitySchema.safeParse(0))).toMatch(/[\u0B80-\u0BFF]/);
    setLocaleSource(() => 'en');
    expect(firstMessage(AddressInputSchema.safeParse(address))).toBe('City is required');
  });
});
