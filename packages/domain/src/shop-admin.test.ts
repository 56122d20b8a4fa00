import { describe, expect, it } from 'vitest';
import { MESSAGES } from './messages.ts';
import {
  CompanyInputSchema,
  CouponInputSchema,
  CouponUpdateSchema,
  FlashNewsInputSchema,
  PickupLocationInputSchema,
  SHOP_ADMIN_MESSAGES as M,
  ShippingSettingsInputSchema,
  TransportProviderInputSchema,
  couponDefaults,
  couponRuleProblem,
  flashNewsState,
  gstinCheckChar,
  gstinProblem,
  isValidGstin,
} from './shop-admin.ts';
import { TAMIL_TEXT_MESSAGES } from './staff-messages.ts';

const firstMessage = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.success ? null : r.error!.issues[0]!.message;

describe('isValidGstin', () => {
  // Real-format GSTINs: state code + PAN + entity + Z + the check character computed by the mod-36 scheme.
  // 27AAPFU0939F1ZV and 29AAGCB7383J1Z4 are the examples the GST portal's own help pages use.
  it.each([
    '27AAPFU0939F1ZV',
    '29AAGCB7383J1Z4',
    '33AABFU4821K1Z8',
    '33AAACT2727Q1Z3',
    '07AAACR5055K1Z9',
    '24AAACC1206D1ZM',
  ])('accepts %s', (gstin) => {
    expect(isValidGstin(gstin)).toBe(true);
    expect(gstinCheckChar(gstin.slice(0, 14))).toBe(gstin[14]);
  });

  it('accepts lower case and spaces (normalised before checking)', () => {
    expect(isValidGstin(' 27aapfu0939f1zv ')).toBe(true);
  });

  it.each([
    ['27AAPFU0939F1ZW', 'check'],
    ['29AAGCB7383J1Z5', 'check'],
    ['33AABFU4821K1Z', 'length'],
    ['33AABFU4821K1Z88', 'length'],
    ['33AABF04821K1Z8', 'format'],
    ['33AABFU4821K1X8', 'format'],
    ['33AABFU4821K0Z8', 'format'],
    ['45AABFU4821K1Z8', 'state'],
    ['00AABFU4821K1Z8', 'state'],
  ] as const)('refuses %s (%s)', (gstin, problem) => {
    expect(gstinProblem(gstin)).toBe(problem);
    expect(isValidGstin(gstin)).toBe(false);
  });

  it('notices a swap of two characters, the commonest typing slip', () => {
    expect(isValidGstin('27AAPFU0993F1ZV')).toBe(false);
  });
});

describe('CompanyInputSchema', () => {
  it('names the GSTIN when its check character is wrong', () => {
    expect(firstMessage(CompanyInputSchema.safeParse({ taxId: '27AAPFU0939F1ZW' }))).toBe(M.gstinCheck);
    expect(M.gstinCheck).toContain('GSTIN');
  });

  it('normalises GSTIN and PAN to upper case and checks they agree', () => {
    const ok = CompanyInputSchema.parse({ taxId: '27aapfu0939f1zv', pan: 'aapfu0939f' });
    expect(ok).toMatchObject({ taxId: '27AAPFU0939F1ZV', pan: 'AAPFU0939F' });
    expect(firstMessage(CompanyInputSchema.safeParse({ taxId: '27AAPFU0939F1ZV', pan: 'AABFU4821K' }))).toBe(
      M.panMismatch,
    );
    expect(firstMessage(CompanyInputSchema.safeParse({ pan: 'AAPF0939F' }))).toBe(M.panInvalid);
  });

  it('takes a UPI id in lower case and refuses one without @', () => {
    expect(CompanyInputSchema.parse({ upiId: ' NewShop@OkSBI ' }).upiId).toBe('newshop@oksbi');
    expect(firstMessage(CompanyInputSchema.safeParse({ upiId: 'newshop.oksbi' }))).toBe(M.upiInvalid);
    expect(M.upiInvalid).toContain('UPI ID');
  });

  it('uses the spec messages for phone, e-mail and pincode', () => {
    expect(firstMessage(CompanyInputSchema.safeParse({ phone: '12345' }))).toBe(MESSAGES.phoneLength);
    expect(firstMessage(CompanyInputSchema.safeParse({ phone: '5876543210' }))).toBe(MESSAGES.phoneStart);
    expect(firstMessage(CompanyInputSchema.safeParse({ email: 'shop.in' }))).toBe(MESSAGES.emailInvalid);
    const address = {
      street: '12 Car Street, Near Bus Stand',
      city: 'Sivakasi',
      state: 'Tamil Nadu',
      zipCode: '026123',
    };
    expect(firstMessage(CompanyInputSchema.safeParse({ address }))).toBe(MESSAGES.zipStart);
  });

  it("stores WhatsApp as 91 + the mobile number, however it's typed", () => {
    for (const typed of ['98765 43210', '+91 98765-43210', '919876543210', '09876543210']) {
      expect(CompanyInputSchema.parse({ whatsappNumber: typed }).whatsappNumber).toBe('919876543210');
    }
  });

  it('clears optional fields with null or empty text, and leaves out what is not sent', () => {
    const parsed = CompanyInputSchema.parse({ taxId: '', tagline: '  ', upiId: null, licenseNumber: null });
    expect(parsed).toEqual({ taxId: null, tagline: null, upiId: null, licenseNumber: null });
    expect(CompanyInputSchema.parse({})).toEqual({});
  });

  it('wants https social links, a real licence date and a sanitised legal notice of at most 5000 characters', () => {
    expect(firstMessage(CompanyInputSchema.safeParse({ socialMedia: { facebook: 'http://fb.com/x' } }))).toBe(
      'Facebook must be a full https:// address',
    );
    expect(firstMessage(CompanyInputSchema.safeParse({ licenseValidUntil: '2027-02-30' }))).toBe(
      M.licenseDate,
    );
    expect(CompanyInputSchema.parse({ licenseValidUntil: '2027-03-31' }).licenseValidUntil).toBe(
      '2027-03-31',
    );
    expect(CompanyInputSchema.parse({ legalNotice: '<b>Sale</b> javascript:x' }).legalNotice).toBe(
      'bSale/b x',
    );
    expect(firstMessage(CompanyInputSchema.safeParse({ legalNotice: 'x'.repeat(5001) }))).toBe(
      'Legal notice must be at most 5000 characters',
    );
  });

  it('checks business hours as HH:MM for every weekday', () => {
    const day = { open: '09:00', close: '21:00', isClosed: false };
    const week = {
      monday: day,
      tuesday: day,
      wednesday: day,
      thursday: day,
      friday: day,
      saturday: day,
      sunday: day,
    };
    expect(CompanyInputSchema.safeParse({ businessHours: week }).success).toBe(true);
    expect(
      firstMessage(
        CompanyInputSchema.safeParse({ businessHours: { ...week, sunday: { ...day, open: '9am' } } }),
      ),
    ).toBe('Business hours: opening time must be HH:MM (24-hour)');
  });
});

describe('ShippingSettingsInputSchema', () => {
  it('keys state minimums and unserved states by lower-case Indian state names', () => {
    const parsed = ShippingSettingsInputSchema.parse({
      packingChargePercent: 3,
      minimumOrderAmount: 3000,
      stateMinimums: { 'Tamil Nadu': 3000, KERALA: 5000 },
      unservedStates: ['Ladakh', 'ladakh', 'Lakshadweep'],
      unservedPincodes: ['643 001', '643001'],
    });
    expect(parsed).toEqual({
      packingChargePercent: 3,
      minimumOrderAmount: 3000,
      stateMinimums: { 'tamil nadu': 3000, kerala: 5000 },
      unservedStates: ['ladakh', 'lakshadweep'],
      unservedPincodes: ['643001'],
    });
  });

  it.each([
    [{ packingChargePercent: 101 }, 'Packing charge must be from 0 to 100 %'],
    [{ packingChargePercent: -1 }, 'Packing charge must be from 0 to 100 %'],
    [{ minimumOrderAmount: -5 }, 'Minimum order amount cannot be negative'],
    [
      { stateMinimums: { Narnia: 100 } },
      'State minimums: "Narnia" is not an Indian state or union territory',
    ],
    [{ unservedStates: ['Texas'] }, 'Unserved states: "Texas" is not an Indian state or union territory'],
    [
      { unservedPincodes: ['043001'] },
      'Unserved pincodes: each pincode must be 6 digits and cannot start with 0',
    ],
    [
      { unservedPincodes: ['64300'] },
      'Unserved pincodes: each pincode must be 6 digits and cannot start with 0',
    ],
  ])('refuses %j', (input, message) => {
    expect(firstMessage(ShippingSettingsInputSchema.safeParse(input))).toBe(message);
  });
});

describe('CouponInputSchema', () => {
  const base = { code: ' diwali-25 ', discountType: 'percentage', discountValue: 25 };

  it('normalises the code to upper case and fills the defaults of a new coupon', () => {
    const parsed = CouponInputSchema.parse(base);
    expect(parsed.code).toBe('DIWALI-25');
    expect(couponDefaults(parsed)).toMatchObject({
      isActive: true,
      isPublic: true,
      firstTimeOnly: false,
      usageLimit: null,
      applicableProducts: [],
    });
  });

  it.each([
    [{ code: '' }, M.couponCodeRequired],
    [{ code: 'DIWALI 25' }, M.couponCodeFormat],
    [{ code: 'DIWALI_25' }, M.couponCodeFormat],
    [{ discountValue: 0 }, 'Discount value must be more than 0'],
    [{ discountValue: 150 }, M.couponPercent],
    [{ discountValue: 0.5 }, M.couponPercent],
    [{ discountType: 'bogo' }, 'Discount type must be percentage or fixed'],
    [{ usageLimit: 0 }, 'Usage limit must be at least 1'],
    [{ perCustomerLimit: 1.5 }, 'Per-customer limit must be a whole number'],
    [{ minimumOrderAmount: -1 }, 'Minimum order amount cannot be negative'],
    [{ maximumDiscount: 0 }, 'Maximum discount must be more than ₹0'],
    [{ validFrom: '2026-11-10', validTo: '2026-11-01' }, M.couponDates],
    [{ validFrom: 'soon' }, 'Valid from must be a date (YYYY-MM-DD) or an ISO date-time'],
  ])('refuses %j', (change, message) => {
    expect(firstMessage(CouponInputSchema.safeParse({ ...base, ...change }))).toBe(message);
  });

  it('takes a fixed amount above 100 rupees', () => {
    expect(
      CouponInputSchema.parse({ ...base, discountType: 'fixed', discountValue: 500 }).discountValue,
    ).toBe(500);
  });

  it('reads calendar days in India time, the end day included', () => {
    const parsed = CouponInputSchema.parse({ ...base, validFrom: '2026-10-20', validTo: '2026-10-20' });
    expect(parsed.validFrom).toBe('2026-10-19T18:30:00.000Z');
    expect(parsed.validTo).toBe('2026-10-20T18:29:59.999Z');
  });

  it('lets an update send any subset; the merged coupon is checked with couponRuleProblem', () => {
    expect(CouponUpdateSchema.parse({ isActive: false })).toEqual({ isActive: false });
    expect(couponRuleProblem({ discountType: 'percentage', discountValue: 120 })).toEqual({
      path: 'discountValue',
      message: M.couponPercent,
    });
    expect(couponRuleProblem({ discountType: 'fixed', discountValue: 120 })).toBeNull();
  });
});

describe('FlashNewsInputSchema', () => {
  it('sanitises text, stores alert as error, and checks the window', () => {
    const parsed = FlashNewsInputSchema.parse({
      title: '<b>Diwali</b> offer',
      message: 'Extra 10% off till Sunday',
      type: 'alert',
      link: { text: 'Shop now', url: '/products?tag=New' },
    });
    expect(parsed).toMatchObject({
      title: 'bDiwali/b offer',
      type: 'error',
      link: { url: '/products?tag=New' },
    });
    expect(
      firstMessage(
        FlashNewsInputSchema.safeParse({
          title: 'T',
          message: 'M',
          startDate: '2026-11-02',
          endDate: '2026-11-01',
        }),
      ),
    ).toBe(M.flashNewsDates);
    expect(firstMessage(FlashNewsInputSchema.safeParse({ title: ' ', message: 'M' }))).toBe(
      'Title is required',
    );
    expect(
      firstMessage(
        FlashNewsInputSchema.safeParse({ title: 'T', message: 'M', link: { url: 'javascript:alert(1)' } }),
      ),
    ).toBe('Link URL must be a full https:// address or a path starting with /');
  });

  it('computes what shoppers see now', () => {
    const now = new Date('2026-10-20T10:00:00Z');
    const item = { isActive: true, startDate: null, endDate: null };
    expect(flashNewsState(item, now)).toBe('live');
    expect(flashNewsState({ ...item, isActive: false }, now)).toBe('inactive');
    expect(flashNewsState({ ...item, startDate: '2026-10-21T00:00:00Z' }, now)).toBe('scheduled');
    expect(flashNewsState({ ...item, endDate: '2026-10-19T00:00:00Z' }, now)).toBe('expired');
  });
});

describe('pickup points and transport providers', () => {
  it('validates a pickup point with the address rules of §5', () => {
    const point = {
      transportProviderId: 'p1',
      name: 'KPN Parcel Office',
      address: '14 Bus Stand Road',
      city: 'Madurai',
      state: 'Tamil Nadu',
      zipCode: '625001',
      phone: '98765 43210',
      mapUrl: 'https://maps.google.com/?q=KPN',
    };
    expect(PickupLocationInputSchema.parse(point)).toMatchObject({ phone: '9876543210', zipCode: '625001' });
    expect(firstMessage(PickupLocationInputSchema.safeParse({ ...point, zipCode: '0625001' }))).toBe(
      MESSAGES.zipLength,
    );
    expect(firstMessage(PickupLocationInputSchema.safeParse({ ...point, city: 'M4durai' }))).toBe(
      MESSAGES.fieldLettersOnly('City'),
    );
    expect(firstMessage(PickupLocationInputSchema.safeParse({ ...point, transportProviderId: '' }))).toBe(
      'Transport provider is required',
    );
  });

  it('names a transport provider', () => {
    expect(TransportProviderInputSchema.parse({ name: ' KPN Travels ' }).name).toBe('KPN Travels');
    expect(firstMessage(TransportProviderInputSchema.safeParse({ name: 'K' }))).toBe(
      'Transport provider name must be at least 2 characters',
    );
  });
});

describe('Tamil texts of coupons and flash news', () => {
  const coupon = { code: 'DIWALI10', discountType: 'percentage', discountValue: 10 };

  it('a coupon may carry a Tamil description: none by default, trimmed, cleared with an empty field', () => {
    expect(couponDefaults(CouponInputSchema.parse(coupon)).descriptionTa).toBeNull();
    expect(CouponInputSchema.parse({ ...coupon, descriptionTa: ' 10% தள்ளுபடி ' }).descriptionTa).toBe(
      '10% தள்ளுபடி',
    );
    expect(CouponUpdateSchema.parse({ descriptionTa: '' })).toEqual({ descriptionTa: null });
    expect(firstMessage(CouponUpdateSchema.safeParse({ descriptionTa: '  ' }))).toBe(
      TAMIL_TEXT_MESSAGES.onlySpaces('Description in Tamil'),
    );
    expect(firstMessage(CouponUpdateSchema.safeParse({ descriptionTa: 'த'.repeat(501) }))).toBe(
      TAMIL_TEXT_MESSAGES.tooLong('Description in Tamil', 500),
    );
  });

  it('flash news may carry a Tamil title and message, limited as the English ones', () => {
    const news = { title: 'Sale', message: 'Up to 80% off' };
    expect(FlashNewsInputSchema.parse({ ...news, titleTa: 'விற்பனை', messageTa: null })).toMatchObject({
      titleTa: 'விற்பனை',
      messageTa: null,
    });
    expect(firstMessage(FlashNewsInputSchema.safeParse({ ...news, titleTa: 'த'.repeat(101) }))).toBe(
      TAMIL_TEXT_MESSAGES.tooLong('Title in Tamil', 100),
    );
    expect(firstMessage(FlashNewsInputSchema.safeParse({ ...news, messageTa: '\u200b' }))).toBe(
      TAMIL_TEXT_MESSAGES.onlySpaces('Message in Tamil'),
    );
  });
});
