import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { get } from '../catalogue/request.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.app.close());

type Location = {
  name: string;
  city: string;
  state: string;
  transportProviderName: string;
  timings: string;
  openingHours: string;
};
const locations = async (query = '', tenant = 'demo') => {
  const { status, body } = await get(t, `/company/pickup-locations${query}`, tenant);
  expect(status).toBe(200);
  expect(body.success).toBe(true);
  return body.data as Location[];
};

describe('GET /company/public', () => {
  it("gives the shop's public details with shipping rules in rupees", async () => {
    const { status, body, res } = await get(t, '/company/public');
    expect(status).toBe(200);
    expect(res.headers.etag).toBeTruthy();
    const c = body.data;
    expect(c).toMatchObject({
      companyName: 'Unique Crackers',
      tagline: 'Be Unique Be With Unique',
      logo: '/media/demo/logo.svg',
      supportEmail: 'support@uniquecrackers.example',
      address: { city: 'Sivakasi', state: 'Tamil Nadu', zipCode: '626123' },
      licenseNumber: 'E/SC/TN/22/1234(E12345)',
      registrationNumber: 'AABFU4821K',
      upiId: 'uniquecrackers@okaxis',
      upiPayeeName: 'Unique Crackers',
      howToOrderVideoUrl: '/media/demo/how-to-order.webm',
      shippingSettings: {
        packingChargePercent: 3,
        minimumOrderAmount: 3000,
        stateMinimums: {
          'tamil nadu': 3000,
          kerala: 5000,
          karnataka: 5000,
          'andhra pradesh': 5000,
          puducherry: 3000,
        },
      },
    });
    expect(c.taxId).toMatch(/^33[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/);
    expect(c.taxId.slice(2, 12)).toBe(c.registrationNumber);
    expect(c.shippingSettings.unservedStates).toEqual(
      expect.arrayContaining(['jammu and kashmir', 'ladakh']),
    );
    expect(Object.keys(c.socialMedia).sort()).toEqual(['facebook', 'instagram', 'twitter', 'youtube']);
    expect(Object.keys(c.businessHours)).toHaveLength(7);
    expect(c.businessHours.sunday).toEqual({ open: '00:00', close: '23:59', isClosed: false });
    for (const field of [
      'phone',
      'alternatePhone',
      'email',
      'whatsappNumber',
      'billingAddress',
      'createdAt',
    ]) {
      expect(c[field], field).toBeTruthy();
    }
    // Internals stay inside.
    expect(c).not.toHaveProperty('contentVersion');
    expect(c).not.toHaveProperty('tenantId');
    expect(c.shippingSettings).not.toHaveProperty('minimumOrderPaise');
  });
});

describe('GET /company/pickup-locations', () => {
  it('lists active locations of every provider, named by provider, with both hours fields', async () => {
    const all = await locations();
    expect(all).toHaveLength(10);
    expect(all.map((l) => l.name)).not.toContain('Velan Old Godown');
    expect(new Set(all.map((l) => l.transportProviderName))).toEqual(
      new Set(['Sri Sakthi Parcel Service', 'Velan Transports']),
    );
    for (const l of all) {
      expect(l.openingHours).toBe(l.timings);
      expect(l).toMatchObject({ isActive: true, mapUrl: expect.stringMatching(/^https:\/\//) });
    }
    expect(new Set(all.map((l) => l.state))).toEqual(
      new Set(['Tamil Nadu', 'Puducherry', 'Karnataka', 'Kerala', 'Telangana']),
    );
  });

  it('filters by transport provider name, ignoring case', async () => {
    const sakthi = await locations('?transportProviderName=sri%20sakthi%20PARCEL%20service');
    expect(sakthi).toHaveLength(6);
    expect(sakthi.every((l) => l.transportProviderName === 'Sri Sakthi Parcel Service')).toBe(true);
    expect(await locations('?transportProviderName=Nobody%20Logistics')).toEqual([]);
  });

  it('searches name, address, area, city, state and landmark', async () => {
    expect((await locations('?search=coimbatore')).map((l) => l.city)).toEqual(['Coimbatore']);
    expect((await locations('?search=FLYOVER')).map((l) => l.city)).toEqual(['Bengaluru']);
    expect((await locations('?search=kerala')).map((l) => l.city)).toEqual(['Kochi']);
    expect((await locations('?search=Gandhipuram')).map((l) => l.city)).toEqual(['Coimbatore']);
    expect(
      (await locations('?search=bus%20stand&transportProviderName=Velan%20Transports')).map((l) => l.city),
    ).toEqual(['Tirunelveli']);
    // Wildcards are taken literally.
    expect(await locations('?search=%25')).toEqual([]);
    expect(await locations('?search=_')).toEqual([]);
  });

  it('honours limit', async () => {
    expect(await locations('?limit=2')).toHaveLength(2);
  });
});

describe('GET /company/transport-providers', () => {
  it('lists active providers with their location counts', async () => {
    const { body } = await get(t, '/company/transport-providers');
    expect(body.data).toEqual([
      { id: expect.any(String), name: 'Sri Sakthi Parcel Service', isActive: true, locationsCount: 6 },
      { id: expect.any(String), name: 'Velan Transports', isActive: true, locationsCount: 4 },
    ]);
  });
});
