import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SHOP_ADMIN_MESSAGES } from '@pataka/domain/shop-admin';
import { buildUpiIntent } from '@pataka/domain/upi';
import { adminToken } from '../helpers/auth.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { auditEntries } from '../staff/staff-test-helpers.ts';
import { TEST_ADMIN_PASSWORD } from '../helpers/test-db.ts';
import { caller } from './shop-admin-helpers.ts';

let t: TestApp;
let call: ReturnType<typeof caller>;
let staff: { id: string; token: string };

beforeAll(async () => {
  t = await createTestApp();
  call = caller(t);
  staff = await adminToken(t.db, 'demo');
});
afterAll(() => t.app.close());

const publicCompany = async () => (await call({ method: 'GET', url: '/company/public' })).json().data;
const putCompany = (payload: unknown) => call({ method: 'PUT', url: '/admin/company', payload }, staff.token);

describe('company details', () => {
  it('a new UPI id reaches the storefront at once, and the payment QR encodes it', async () => {
    expect((await publicCompany()).upiId).toBe('uniquecrackers@okaxis'); // cached now
    // The owner gives the password again first (step-up, decision 146; payee-changes.test.ts has the rest).
    const stepUp = await call(
      { method: 'POST', url: '/admin/auth/step-up', payload: { password: TEST_ADMIN_PASSWORD } },
      staff.token,
    );
    expect(stepUp.statusCode).toBe(200);
    const res = await putCompany({ upiId: ' NewShop@OkSBI ' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.upiId).toBe('newshop@oksbi');
    const company = await publicCompany();
    expect(company.upiId).toBe('newshop@oksbi');
    // What the enquiry page's UPI panel builds from GET /company/public (payment-panel → UpiQrPanel).
    const intent = buildUpiIntent({
      payeeVpa: company.upiId,
      payeeName: company.upiPayeeName,
      amount: 3299.5,
      orderNumber: 'ENQ-000123',
    });
    expect(intent).toBe('upi://pay?pa=newshop@oksbi&pn=Unique%20Crackers&am=3299.50&cu=INR&tn=ENQ-000123');
    const [entry] = await auditEntries(t.db, 'demo', 'company.update');
    expect(entry).toMatchObject({
      actorId: staff.id,
      before: { upiId: 'uniquecrackers@okaxis' },
      after: { upiId: 'newshop@oksbi' },
    });
  });

  it('refuses a UPI id without @ and a GSTIN with a wrong check character, naming the field', async () => {
    const upi = await putCompany({ upiId: 'newshop.oksbi' });
    expect(upi.statusCode).toBe(400);
    expect(upi.json().error.message).toBe(SHOP_ADMIN_MESSAGES.upiInvalid);
    expect(upi.json().error.message).toContain('UPI ID');
    const gstin = await putCompany({ taxId: '33AABFU4821K1Z9' });
    expect(gstin.statusCode).toBe(400);
    expect(gstin.json().error.message).toBe(SHOP_ADMIN_MESSAGES.gstinCheck);
    expect(gstin.json().error.message).toContain('GSTIN');
    // A PAN that is not the one inside the stored GSTIN.
    const pan = await putCompany({ pan: 'AAPFU0939F' });
    expect(pan.statusCode).toBe(400);
    expect(pan.json().error.message).toBe(SHOP_ADMIN_MESSAGES.panMismatch);
  });

  it('takes GSTIN and PAN together; the PAN is the public registrationNumber', async () => {
    const res = await putCompany({
      taxId: '27aapfu0939f1zv',
      pan: 'AAPFU0939F',
      licenseValidUntil: '2027-03-31',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      taxId: '27AAPFU0939F1ZV',
      pan: 'AAPFU0939F',
      registrationNumber: 'AAPFU0939F',
      licenseValidUntil: '2027-03-31',
    });
    expect(await publicCompany()).toMatchObject({
      taxId: '27AAPFU0939F1ZV',
      registrationNumber: 'AAPFU0939F',
    });
  });

  it('merges shipping rules field by field, in rupees on the wire', async () => {
    const res = await putCompany({
      shippingSettings: { minimumOrderAmount: 2500, stateMinimums: { Kerala: 6000, 'TAMIL NADU': 2500 } },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.shippingSettings).toEqual({
      packingChargePercent: 3,
      minimumOrderAmount: 2500,
      stateMinimums: { kerala: 6000, 'tamil nadu': 2500 },
      unservedStates: ['jammu and kashmir', 'ladakh', 'andaman and nicobar islands', 'lakshadweep'],
      unservedPincodes: ['643001'],
      ewayBillThreshold: 50000,
    });
    expect((await publicCompany()).shippingSettings).toMatchObject({
      minimumOrderAmount: 2500,
      stateMinimums: { kerala: 6000 },
    });
    // The e-way bill threshold (issue 27) merges like the rest and stays off the public company info.
    const eway = await putCompany({ shippingSettings: { ewayBillThreshold: 75000 } });
    expect(eway.json().data.shippingSettings).toMatchObject({
      ewayBillThreshold: 75000,
      minimumOrderAmount: 2500,
    });
    expect((await publicCompany()).shippingSettings).not.toHaveProperty('ewayBillThreshold');
    const bad = await putCompany({ shippingSettings: { unservedPincodes: ['012345'] } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toContain('Unserved pincodes');
  });

  it('changes and clears contact fields and the legal notice; GET /admin/company has everything', async () => {
    const res = await putCompany({
      tagline: 'Sivakasi crackers since 1985',
      alternatePhone: null,
      whatsappNumber: '+91 98430 12345',
      socialMedia: { twitter: null, instagram: 'https://instagram.com/unique' },
      legalNotice: 'Crackers are sold <b>only</b> as per Supreme Court orders.',
    });
    expect(res.statusCode).toBe(200);
    const admin = (await call({ method: 'GET', url: '/admin/company' }, staff.token)).json().data;
    expect(admin).toMatchObject({
      tagline: 'Sivakasi crackers since 1985',
      alternatePhone: null,
      whatsappNumber: '919843012345',
      socialMedia: { twitter: null, instagram: 'https://instagram.com/unique' },
      legalNotice: 'Crackers are sold bonly/b as per Supreme Court orders.',
      paymentTiming: 'after_call',
      timezone: 'Asia/Kolkata',
    });
    expect(admin.socialMedia.facebook).toMatch(/^https:\/\//);
    expect((await publicCompany()).tagline).toBe('Sivakasi crackers since 1985');
  });

  it("says the demo shop's setup is complete", async () => {
    const res = await call({ method: 'GET', url: '/admin/setup-checklist' }, staff.token);
    expect(res.json().data.complete).toBe(true);
    expect(res.json().data.items).toHaveLength(5);
  });
});

describe('transport providers and pickup points', () => {
  const publicPoints = async (provider?: string) =>
    (
      await call({
        method: 'GET',
        url: `/company/pickup-locations${provider ? `?transportProviderName=${encodeURIComponent(provider)}` : ''}`,
      })
    ).json().data as { id: string; name: string; transportProviderName: string }[];
  const publicProviders = async () =>
    (
      (await call({ method: 'GET', url: '/company/transport-providers' })).json().data as { name: string }[]
    ).map((p) => p.name);

  it('a new provider and point reach the pickup picker at once; switching off and deleting follow', async () => {
    expect(await publicProviders()).not.toContain('KPN Parcel Service');
    await publicPoints('KPN Parcel Service');
    const provider = await call(
      { method: 'POST', url: '/company/transport-providers', payload: { name: 'KPN Parcel Service' } },
      staff.token,
    );
    expect(provider.statusCode).toBe(201);
    const providerId = provider.json().data.id;
    expect(await publicProviders()).toContain('KPN Parcel Service');

    const point = await call(
      {
        method: 'POST',
        url: '/company/pickup-locations',
        payload: {
          transportProviderId: providerId,
          name: 'KPN Madurai',
          address: '3, Periyar Bus Stand',
          city: 'Madurai',
          state: 'Tamil Nadu',
          zipCode: '625 001',
          phone: '98765 43210',
          timings: '9 am – 9 pm',
        },
      },
      staff.token,
    );
    expect(point.statusCode).toBe(201);
    expect(point.json().data).toMatchObject({
      zipCode: '625001',
      phone: '9876543210',
      openingHours: '9 am – 9 pm',
      transportProviderName: 'KPN Parcel Service',
      isActive: true,
    });
    const pointId = point.json().data.id;
    expect((await publicPoints('KPN Parcel Service')).map((p) => p.name)).toEqual(['KPN Madurai']);

    // A provider with active points cannot be deleted.
    const refused = await call(
      { method: 'DELETE', url: `/company/transport-providers/${providerId}` },
      staff.token,
    );
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(
      'KPN Parcel Service still has 1 active pickup point: switch them off or move them to another provider first',
    );

    const renamed = await call(
      { method: 'PUT', url: `/company/transport-providers/${providerId}`, payload: { name: 'KPN Parcels' } },
      staff.token,
    );
    expect(renamed.json().data).toMatchObject({ name: 'KPN Parcels', activeLocations: 1, locationsCount: 1 });
    expect((await publicPoints('KPN Parcels')).map((p) => p.transportProviderName)).toEqual(['KPN Parcels']);

    const off = await call(
      {
        method: 'PUT',
        url: `/company/pickup-locations/${pointId}`,
        payload: { isActive: false, name: 'KPN Madurai Old' },
      },
      staff.token,
    );
    expect(off.json().data).toMatchObject({ isActive: false, name: 'KPN Madurai Old' });
    expect(await publicPoints('KPN Parcel Service')).toEqual([]);
    const all = (await call({ method: 'GET', url: '/admin/company/pickup-locations' }, staff.token)).json()
      .data;
    expect(all.find((p: { id: string }) => p.id === pointId)).toMatchObject({ isActive: false });

    const deleted = await call(
      { method: 'DELETE', url: `/company/transport-providers/${providerId}` },
      staff.token,
    );
    expect(deleted.statusCode).toBe(200);
    expect(await publicProviders()).not.toContain('KPN Parcels');
    const after = (await call({ method: 'GET', url: '/admin/company/pickup-locations' }, staff.token)).json()
      .data;
    expect(after.some((p: { id: string }) => p.id === pointId)).toBe(false);

    for (const action of [
      'transport.create',
      'transport.update',
      'pickup.create',
      'pickup.update',
      'transport.delete',
    ]) {
      expect((await auditEntries(t.db, 'demo', action)).length, action).toBeGreaterThan(0);
    }
  });

  it('deletes a pickup point; the storefront stops offering it', async () => {
    const [first] = await publicPoints('Velan Transports');
    const res = await call({ method: 'DELETE', url: `/company/pickup-locations/${first!.id}` }, staff.token);
    expect(res.statusCode).toBe(200);
    expect((await publicPoints('Velan Transports')).some((p) => p.id === first!.id)).toBe(false);
    const [entry] = await auditEntries(t.db, 'demo', 'pickup.delete');
    expect(entry).toMatchObject({ entityId: first!.id, before: { name: first!.name } });
  });

  it('refuses a duplicate provider name (409), an unknown provider (400) and bad fields', async () => {
    const dup = await call(
      { method: 'POST', url: '/company/transport-providers', payload: { name: 'velan transports' } },
      staff.token,
    );
    expect(dup.statusCode).toBe(409);
    expect(dup.json().error.message).toBe('A transport provider named velan transports already exists');
    const point = {
      transportProviderId: 'no-such-provider',
      name: 'Somewhere',
      address: '1 Main Road',
      city: 'Madurai',
      state: 'Tamil Nadu',
    };
    const unknown = await call(
      { method: 'POST', url: '/company/pickup-locations', payload: point },
      staff.token,
    );
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.message).toBe('transportProviderId: Transport provider not found');
    const badZip = await call(
      { method: 'POST', url: '/company/pickup-locations', payload: { ...point, zipCode: '012345' } },
      staff.token,
    );
    expect(badZip.statusCode).toBe(400);
    expect(badZip.json().error.message).toBe('Pincode cannot start with 0');
  });
});
