import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { CouponNudgeModal } from './coupon-nudge-modal.tsx';

function setup(open = true) {
  const handlers = { onViewCoupons: vi.fn(), onContinue: vi.fn(), onDismiss: vi.fn() };
  render(<CouponNudgeModal open={open} couponCount={3} savingsPercent={15} {...handlers} />);
  return handlers;
}

describe('CouponNudgeModal', () => {
  it('shows the available coupon count and the potential savings as a percentage', () => {
    setup();
    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveTextContent('3 coupons are available');
    expect(dialog).toHaveTextContent('Save up to 15% on this order');
  });

  it("offers 'View Available Coupons' and 'Continue Without Coupon'", () => {
    const { onViewCoupons, onContinue } = setup();
    fireEvent.click(screen.getByRole('button', { name: 'View Available Coupons' }));
    expect(onViewCoupons).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: 'Continue Without Coupon' }));
    expect(onContinue).toHaveBeenCalledTimes(1);
  });

  it('closes on Escape without choosing', () => {
    const { onDismiss, onContinue } = setup();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(onDismiss).toHaveBeenCalledTimes(1);
    expect(onContinue).not.toHaveBeenCalled();
  });

  it('renders nothing when closed', () => {
    setup(false);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
