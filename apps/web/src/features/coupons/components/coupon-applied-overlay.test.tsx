import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CouponAppliedOverlay } from './coupon-applied-overlay.tsx';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('CouponAppliedOverlay', () => {
  it("reads 'Coupon Applied!' with the code and the rupee saving (its floor)", () => {
    render(<CouponAppliedOverlay code="DIWALI10" saving={149.95} onComplete={() => {}} />);
    const overlay = screen.getByRole('status');
    expect(overlay).toHaveTextContent('Coupon Applied!');
    expect(overlay).toHaveTextContent('DIWALI10');
    expect(overlay).toHaveTextContent('You save ₹149');
  });

  it('shows for 2 s, fades over 300 ms, then completes', () => {
    const onComplete = vi.fn();
    render(<CouponAppliedOverlay code="DIWALI10" saving={100} onComplete={onComplete} />);
    const overlay = screen.getByTestId('coupon-applied-overlay');

    act(() => vi.advanceTimersByTime(1999));
    expect(overlay).toHaveAttribute('data-fading', 'false');
    expect(overlay).toHaveClass('opacity-100');

    act(() => vi.advanceTimersByTime(1));
    expect(overlay).toHaveAttribute('data-fading', 'true');
    expect(overlay).toHaveClass('opacity-0');
    expect(overlay.style.transitionDuration).toBe('300ms');

    act(() => vi.advanceTimersByTime(299));
    expect(onComplete).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onComplete).toHaveBeenCalledTimes(1);
  });

  it('never completes after it has been taken away', () => {
    const onComplete = vi.fn();
    const { unmount } = render(<CouponAppliedOverlay code="X" saving={1} onComplete={onComplete} />);
    unmount();
    act(() => vi.advanceTimersByTime(5000));
    expect(onComplete).not.toHaveBeenCalled();
  });
});
