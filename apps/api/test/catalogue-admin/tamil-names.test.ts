// Names in Tamil staff enter (issue 15): products, categories, coupon descriptions and flash news carry an
// optional Tamil text; staff set and clear it, the public reads return it, and a bad one is refused.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TAMIL_TEXT_MESSAGES as TM } from '@pataka/domain/staff-messages';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { auditEntries, staffWithToken } from '../staff/staff-test-helpers.ts';
import { call, newProduct, publicGet } from './admin-request.ts';

let t: TestApp;
let staff: string;

beforeAll(async () => {
  t = await createTestApp();
  staff = (await staffWithToken(t.db, 'demo', { name: 'Selvi Staff' })).token;
});
afterAll(() => t.app.close());

type Named = { id: string; name: string; nameTa: string | null };

describe('the demo shop (seed)', () => {
  it('names its categories and products in Tamil, and the public reads carry them', async () => {
    const product = (await publicGet(t, '/products/slug/10-cm-electric-sparklers')).body.data;
    expect(product).toMatchObject({
      name: '10 cm Electric Sparklers',
      nameTa: '10 செ.மீ. எலக்ட்ரிக் கம்பி மத்தாப்பு',
      category: { name: 'Sparklers', nameTa: 'மத்தாப்பு' },
    });
    const categories = (await publicGet(t, '/categories')).body.data as Named[];
    const byName = new Map(categories.map((c) => [c.name, c.nameTa]));
    expect(byName.get('Flower Pots')).toBe('புஸ்வாணம்');
    expect(byName.get('Ground Chakkars')).toBe('தரைச் சக்கரம்');
    expect(byName.get('Rockets')).toBe('ராக்கெட்');
    expect(byName.get('Gift Boxes')).toBe('பரிசுப் பெட்டிகள்');
    const list = (await publicGet(t, '/products?limit=100')).body.data as Named[];
    expect(list.length).toBeGreaterThan(0);
    expect(list.every((p) => typeof p.nameTa === 'string' && p.nameTa.length > 0)).toBe(true);
  });

  it('finds a product by its Tamil name in the public search', async () => {
    const found = (await publicGet(t, `/products?search=${encodeURIComponent('புஸ்வாணம்')}&limit=100`)).body
      .data as Named[];
    expect(found.map((p) => p.name)).toContain('Flower Pot Big');
  });
});

describe('products', () => {
  it('staff set, change and clear the Tamil name; the public list and detail follow at once', async () => {
    const created = await call(t, staff, 'POST', '/products', newProduct({ nameTa: '  கம்பி மத்தாப்பு  ' }));
    expect(created.status).toBe(201);
    const id = created.body.data.id as string;
    expect(created.body.data.nameTa).toBe('கம்பி மத்தாப்பு');
    const slug = created.body.data.slug as string;
    expect((await publicGet(t, `/products/slug/${slug}`)).body.data.nameTa).toBe('கம்பி மத்தாப்பு');

    const patched = await call(t, staff, 'PATCH', `/products/${id}`, { nameTa: 'புஸ்வாணம்' });
    expect(patched.status).toBe(200);
    expect(patched.body.data.nameTa).toBe('புஸ்வாணம்');
    expect((await publicGet(t, `/products/${id}`)).body.data.nameTa).toBe('புஸ்வாணம்');
    const staffRow = (await call(t, staff, 'GET', `/admin/products?search=${encodeURIComponent('புஸ்வாணம்')}`))
      .body.data as Named[];
    expect(staffRow.map((p) => p.id)).toContain(id);
    const [audit] = await auditEntries(t.db, 'demo', 'product.update');
    expect(audit!.summary).toContain('Tamil name புஸ்வாணம்');

    // A cleared form field sends '': the English name shows again.
    const cleared = await call(t, staff, 'PATCH', `/products/${id}`, { nameTa: '' });
    expect(cleared.body.data.nameTa).toBeNull();
    const list = (await publicGet(t, '/products?limit=100&sortBy=newest')).body.data as Named[];
    expect(list.find((p) => p.id === id)?.nameTa).toBeNull();
  });

  it('a PUT replaces the Tamil name too (left out: none), and a PATCH of another field keeps it', async () => {
    const body = newProduct({ nameTa: 'அணுகுண்டு' });
    const id = (await call(t, staff, 'POST', '/products', body)).body.data.id as string;
    const stock = await call(t, staff, 'PATCH', `/products/${id}`, { inStock: false });
    expect(stock.body.data.nameTa).toBe('அணுகுண்டு');
    const put = await call(t, staff, 'PUT', `/products/${id}`, { ...body, nameTa: undefined });
    expect(put.status).toBe(200);
    expect(put.body.data.nameTa).toBeNull();
  });

  it('refuses only spaces and a name longer than the English limit, with the form’s words', async () => {
    const spaces = await call(t, staff, 'POST', '/products', newProduct({ nameTa: '   ' }));
    expect(spaces.status).toBe(400);
    expect(spaces.body.error.message).toContain(TM.onlySpaces('Name in Tamil'));
    const long = await call(t, staff, 'POST', '/products', newProduct({ nameTa: 'மா'.repeat(76) }));
    expect(long.status).toBe(400);
    expect(long.body.error.message).toContain(TM.tooLong('Name in Tamil', 150));
    const notText = await call(t, staff, 'POST', '/products', newProduct({ nameTa: 12 }));
    expect(notText.status).toBe(400);
    expect(notText.body.error.message).toContain(TM.notText('Name in Tamil'));
  });
});

describe('categories', () => {
  it('staff set and clear a category’s Tamil name; public categories and product refs carry it', async () => {
    const res = await call(t, staff, 'POST', '/categories', { name: 'Tamil Test Rockets', nameTa: 'ராக்கெட்' });
    expect(res.status).toBe(201);
    const cat = res.body.data as Named;
    expect(cat.nameTa).toBe('ராக்கெட்');
    const product = (await call(t, staff, 'POST', '/products', newProduct({ categoryId: cat.id }))).body.data;
    const pub = (await publicGet(t, '/categories')).body.data as Named[];
    expect(pub.find((c) => c.id === cat.id)?.nameTa).toBe('ராக்கெட்');
    expect((await publicGet(t, `/products/${product.id}`)).body.data.category).toMatchObject({
      id: cat.id,
      nameTa: 'ராக்கெட்',
    });

    const cleared = await call(t, staff, 'PATCH', `/categories/${cat.id}`, { nameTa: null });
    expect(cleared.status).toBe(200);
    expect(cleared.body.data.nameTa).toBeNull();
    const staffList = (await call(t, staff, 'GET', '/admin/categories')).body.data as Named[];
    expect(staffList.find((c) => c.id === cat.id)?.nameTa).toBeNull();
  });

  it('refuses a Tamil category name over 80 characters', async () => {
    const res = await call(t, staff, 'POST', '/categories', { name: 'Long Tamil', nameTa: 'க'.repeat(81) });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toContain(TM.tooLong('Category name in Tamil', 80));
  });
});

describe('coupons', () => {
  it('a coupon’s Tamil description is set, shown in the public list, changed and cleared', async () => {
    const res = await call(t, staff, 'POST', '/coupons', {
      code: 'TAMIL-10',
      description: '10% off',
      descriptionTa: 'உங்கள் விசாரணைக்கு 10% தள்ளுபடி',
      discountType: 'percentage',
      discountValue: 10,
    });
    expect(res.status).toBe(201);
    const coupon = res.body.data;
    expect(coupon.descriptionTa).toBe('உங்கள் விசாரணைக்கு 10% தள்ளுபடி');
    const publicList = async () =>
      (await publicGet(t, '/coupons/public/active')).body.data as {
        code: string;
        descriptionTa: string | null;
      }[];
    expect((await publicList()).find((c) => c.code === 'TAMIL-10')?.descriptionTa).toBe(
      'உங்கள் விசாரணைக்கு 10% தள்ளுபடி',
    );
    // The seeded demo coupons are described in Tamil too.
    expect((await publicList()).find((c) => c.code === 'DIWALI10')?.descriptionTa).toContain('தள்ளுபடி');

    const edited = await call(t, staff, 'PUT', `/coupons/${coupon.id}`, { discountValue: 12 });
    expect(edited.body.data.descriptionTa).toBe('உங்கள் விசாரணைக்கு 10% தள்ளுபடி');
    const cleared = await call(t, staff, 'PUT', `/coupons/${coupon.id}`, { descriptionTa: '' });
    expect(cleared.status).toBe(200);
    expect(cleared.body.data.descriptionTa).toBeNull();
    expect((await publicList()).find((c) => c.code === 'TAMIL-10')?.descriptionTa).toBeNull();

    const spaces = await call(t, staff, 'PUT', `/coupons/${coupon.id}`, { descriptionTa: '  ' });
    expect(spaces.status).toBe(400);
    expect(spaces.body.error.message).toContain(TM.onlySpaces('Description in Tamil'));
  });
});

describe('flash news', () => {
  it('Tamil title and message are set, shown in the public bar, and cleared', async () => {
    const res = await call(t, staff, 'POST', '/flashnews', {
      title: 'Tamil test news',
      message: 'English message',
      titleTa: 'பண்டிகை அறிவிப்பு',
      messageTa: 'எல்லாப் பொருட்களுக்கும் தள்ளுபடி',
    });
    expect(res.status).toBe(201);
    const item = res.body.data;
    expect(item).toMatchObject({ titleTa: 'பண்டிகை அறிவிப்பு', messageTa: 'எல்லாப் பொருட்களுக்கும் தள்ளுபடி' });
    const active = async () =>
      (await publicGet(t, '/flashnews/active')).body.data as {
        id: string;
        titleTa: string | null;
        messageTa: string | null;
      }[];
    expect((await active()).find((n) => n.id === item.id)).toMatchObject({ titleTa: 'பண்டிகை அறிவிப்பு' });

    const cleared = await call(t, staff, 'PUT', `/flashnews/${item.id}`, { titleTa: null, messageTa: '' });
    expect(cleared.status).toBe(200);
    expect(cleared.body.data).toMatchObject({ titleTa: null, messageTa: null, title: 'Tamil test news' });
    expect((await active()).find((n) => n.id === item.id)).toMatchObject({ titleTa: null, messageTa: null });
    const admin = (await call(t, staff, 'GET', '/admin/flashnews')).body.data as { id: string }[];
    expect(admin.find((n) => n.id === item.id)).toMatchObject({ titleTa: null });

    const long = await call(t, staff, 'PUT', `/flashnews/${item.id}`, { messageTa: 'த'.repeat(501) });
    expect(long.status).toBe(400);
    expect(long.body.error.message).toContain(TM.tooLong('Message in Tamil', 500));
  });
});
