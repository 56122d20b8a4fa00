import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch, paged } from '../../../testing/mock-api.ts';
import { renderRoute } from '../../../testing/render-route.tsx';
import { couponValueWords } from '../lib/coupon-words.ts';
import { CouponsScreen } from './coupons-screen.tsx';

// The first render loads a lot of code; a busy CI machine needs more than the default second.
const WAIT = { timeout: 5000 };

const base = {
  description: null,
  minimumOrderAmount: null,
  maximumDiscount: null,
  validFrom: null,
  validTo: null,
  usageLimit: null,
  perCustomerLimit: null,
  isActive: true,
  isPublic: true,
  firstTimeOnly: false,
  applicableProducts: [],
  applicableCategories: [],
  customerTiers: [],
  usageCount: 0,
};

describe('coupon value in plain words', () => {
  it('says percent with its cap, and rupees off', () => {
    expect(couponValueWords({ discountType: 'percentage', discountValue: 10, maximumDiscount: 500 })).toBe(
      '10% off, up to ₹500',
    );
    expect(couponValueWords({ discountType: 'percentage', discountValue: 15, maximumDiscount: null })).toBe(
      '15% off',
    );
    expect(couponValueWords({ discountType: 'fixed', discountValue: 200, maximumDiscount: null })).toBe(
      '₹200 off',
    );
    expect(couponValueWords({ discountType: 'fixed', discountValue: 1500, maximumDiscount: null })).toBe(
      '₹1,500 off',
    );
  });
});

describe('Coupons screen', { timeout: 30_000 }, () => {
  it('lists coupons with their terms and use in words', async () => {
    mockFetch({
      'GET /admin/coupons': () =>
        paged([
          {
            ...base,
            id: 'c1',
            code: 'DIWALI10',
            discountType: 'percentage',
            discountValue: 10,
            maximumDiscount: 500,
            minimumOrderAmount: 2000,
            usageLimit: 100,
            usageCount: 12,
          },
          {
            ...base,
            id: 'c2',
            code: 'FLAT200',
            discountType: 'fixed',
            discountValue: 200,
            isPublic: false,
            usageCount: 3,
          },
        ]),
    });
    renderRoute(<CouponsScreen />, { route: '/coupons' });
    const values = await screen.findAllByTestId('coupon-value');
    expect(values.map((v) => v.textContent)).toEqual(['10% off, up to ₹500', '₹200 off']);
    expect(screen.getByText('12 of 100 used')).toBeInTheDocument();
    expect(screen.getByText('3 used')).toBeInTheDocument();
    expect(screen.getByText(/On orders from ₹2,000/)).toBeInTheDocument();
    expect(screen.getByText('Hidden')).toBeInTheDocument();
  });

  it('adds a coupon from the form, with dates as India days', async () => {
    let body: Record<string, unknown> | undefined;
    mockFetch({
      'GET /admin/coupons': () => paged([]),
      'GET /admin/categories': () => [{ id: 'cat1', name: 'Sparklers' }],
      'POST /coupons': (req) => {
        body = req.body as Record<string, unknown>;
        return { ...base, id: 'c9', ...body };
      },
    });
    renderRoute(<CouponsScreen />, { route: '/coupons?edit=new', path: '/coupons' });
    await userEvent.type(await screen.findByLabelText('Code', {}, WAIT), 'diwali10');
    await userEvent.type(screen.getByLabelText('Percent off'), '10');
    await userEvent.type(screen.getByLabelText('Up to (₹)'), '500');
    expect(screen.getByTestId('coupon-summary')).toHaveTextContent('10% off, up to ₹500 · Any order');
    await userEvent.type(screen.getByLabelText('Last day'), '2026-11-05');
    await userEvent.click(await screen.findByLabelText('Sparklers', {}, WAIT));
    await userEvent.click(screen.getByRole('button', { name: 'Add coupon' }));
    await waitFor(() => expect(body).toBeDefined());
    expect(body).toMatchObject({
      code: 'DIWALI10',
      discountType: 'percentage',
      discountValue: 10,
      maximumDiscount: 500,
      validTo: '2026-11-05',
      validFrom: null,
      applicableCategories: ['cat1'],
      isActive: true,
      isPublic: true,
    });
  });

  it('refuses a percentage over 100 before sending', async () => {
    const fetch = mockFetch({ 'GET /admin/coupons': () => paged([]), 'GET /admin/categories': () => [] });
    renderRoute(<CouponsScreen />, { route: '/coupons?edit=new', path: '/coupons' });
    await userEvent.type(await screen.findByLabelText('Code', {}, WAIT), 'BIG');
    await userEvent.type(screen.getByLabelText('Percent off'), '150');
    await userEvent.click(screen.getByRole('button', { name: 'Add coupon' }));
    expect(await screen.findByText(/percentage from 1 to 100/, {}, WAIT)).toBeInTheDocument();
    expect(fetch.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });
});
