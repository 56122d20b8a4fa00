import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Coupon } from '@pataka/domain/api-types';
import { renderWithProviders, stubApi } from '../../../testing/render.tsx';
import { errorReply, makeCoupon, okReply } from '../../../testing/shop-fixtures.ts';
import { CouponList, type CouponListProps } from './coupon-list.tsx';

const DIWALI = makeCoupon({
  code: 'DIWALI10',
  discountType: 'percentage',
  discountValue: 10,
  maximumDiscount: 500,
});
const FLAT = makeCoupon({
  code: 'FLAT200',
  discountType: 'fixed',
  discountValue: 200,
  minimumOrderAmount: 2000,
});

function renderList(props: Partial<CouponListProps> = {}) {
  const onApply = props.onApply ?? vi.fn(async () => true);
  renderWithProviders(<CouponList orderTotal={1500} appliedCode={null} {...props} onApply={onApply} />);
  return { onApply };
}

const row = (code: string) => document.querySelector<HTMLElement>(`[data-coupon="${code}"]`)!;

function serveCoupons(reply: Parameters<typeof stubApi>[0][string]) {
  vi.stubGlobal('fetch', stubApi({ 'GET /coupons/public/active': reply }).fetchMock);
}
const serveList = (coupons: Coupon[]) => serveCoupons(okReply(coupons));

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('CouponList', () => {
  it('shows a loading skeleton while the coupons load', () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise(() => {})),
    );
    renderList();
    expect(screen.getByTestId('coupon-list-loading')).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByText('Loading coupons')).toBeInTheDocument();
  });

  it("says 'No coupons available at the moment' when there are none", async () => {
    serveList([]);
    renderList();
    expect(await screen.findByText('No coupons available at the moment')).toBeInTheDocument();
  });

  it("says 'Failed to load coupons' when the server answers success=false", async () => {
    serveCoupons(errorReply(500, 'Internal server error'));
    renderList();
    expect(await screen.findByText('Failed to load coupons')).toHaveAttribute('role', 'alert');
  });

  it("says 'Error loading coupons' when the request itself fails", async () => {
    serveCoupons(() => {
      throw new TypeError('Failed to fetch');
    });
    renderList();
    expect(await screen.findByText('Error loading coupons')).toHaveAttribute('role', 'alert');
  });

  it('shows badges, the floor of the saving, and dims a coupon whose minimum is not met', async () => {
    serveList([DIWALI, FLAT]);
    renderList({ orderTotal: 1499.5 });
    await screen.findByText('DIWALI10');

    expect(within(row('DIWALI10')).getByText('10% OFF')).toBeInTheDocument();
    // 10 % of ₹1,499.50 is ₹149.95: shown as its floor.
    expect(within(row('DIWALI10')).getByText('You save ₹149')).toBeInTheDocument();
    expect(row('DIWALI10')).toHaveAttribute('data-state', 'applicable');
    expect(within(row('DIWALI10')).getByRole('button', { name: 'Apply coupon DIWALI10' })).toBeEnabled();

    expect(within(row('FLAT200')).getByText('₹200 OFF')).toBeInTheDocument();
    expect(row('FLAT200')).toHaveAttribute('data-state', 'not-applicable');
    expect(row('FLAT200')).toHaveClass('opacity-60');
    expect(within(row('FLAT200')).getByText('Min ₹2,000')).toBeInTheDocument();
    expect(within(row('FLAT200')).getByRole('button', { name: 'Apply coupon FLAT200' })).toBeDisabled();
  });

  it('leaves out coupons that are switched off or outside their validity window', async () => {
    serveList([
      DIWALI,
      makeCoupon({ code: 'OLDSALE', isActive: false }),
      makeCoupon({ code: 'PONGAL5', validTo: '2020-01-15T00:00:00.000Z' }),
      makeCoupon({ code: 'NEWYEAR', validFrom: '2999-12-31T00:00:00.000Z' }),
    ]);
    renderList();
    await screen.findByText('DIWALI10');
    expect(screen.getAllByRole('listitem').map((li) => li.getAttribute('data-coupon'))).toEqual(['DIWALI10']);
  });

  it("marks the applied coupon 'Applied'", async () => {
    serveList([DIWALI, FLAT]);
    renderList({ appliedCode: 'diwali10' });
    await screen.findByText('DIWALI10');
    expect(row('DIWALI10')).toHaveAttribute('data-state', 'applied');
    expect(within(row('DIWALI10')).getByText('Applied')).toBeInTheDocument();
    expect(within(row('DIWALI10')).queryByRole('button')).not.toBeInTheDocument();
  });

  it("shows 'Applying...' on the coupon being applied and holds the others", async () => {
    serveList([DIWALI, makeCoupon({ code: 'WELCOME', discountType: 'fixed', discountValue: 100 })]);
    let finish: (ok: boolean) => void = () => {};
    const onApply = vi.fn(() => new Promise<boolean>((resolve) => (finish = resolve)));
    renderList({ onApply });
    fireEvent.click(await screen.findByRole('button', { name: 'Apply coupon DIWALI10' }));

    expect(onApply).toHaveBeenCalledWith('DIWALI10');
    expect(within(row('DIWALI10')).getByRole('button')).toHaveTextContent('Applying...');
    expect(within(row('DIWALI10')).getByRole('button')).toBeDisabled();
    expect(within(row('WELCOME')).getByRole('button')).toBeDisabled();

    await act(async () => finish(false));
    expect(within(row('DIWALI10')).getByRole('button')).toHaveTextContent('Apply');
    expect(within(row('WELCOME')).getByRole('button')).toBeEnabled();
  });

  it('closes 500 ms after a successful apply when given a close action', async () => {
    serveList([DIWALI]);
    const onClose = vi.fn();
    renderList({ onClose });
    const button = await screen.findByRole('button', { name: 'Apply coupon DIWALI10' });

    vi.useFakeTimers();
    await act(async () => {
      fireEvent.click(button);
    });
    await act(async () => vi.advanceTimersByTime(499));
    expect(onClose).not.toHaveBeenCalled();
    await act(async () => vi.advanceTimersByTime(1));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('stays open when the apply is refused', async () => {
    serveList([DIWALI]);
    const onClose = vi.fn();
    renderList({ onClose, onApply: vi.fn(async () => false) });
    const button = await screen.findByRole('button', { name: 'Apply coupon DIWALI10' });
    vi.useFakeTimers();
    await act(async () => {
      fireEvent.click(button);
    });
    await act(async () => vi.advanceTimersByTime(2000));
    expect(onClose).not.toHaveBeenCalled();
  });
});
