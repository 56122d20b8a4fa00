import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { mockScreenWidth } from '../../../testing/render.tsx';
import { OfferBanner } from './offer-banner.tsx';

const original = window.matchMedia;
afterEach(() => {
  window.matchMedia = original;
  vi.useRealTimers();
});

describe('OfferBanner', () => {
  it('shows every band on wide screens', () => {
    mockScreenWidth(1280);
    render(<OfferBanner />);
    const all = screen.getByTestId('offer-all');
    for (const text of [
      '₹5,000 – ₹8,000',
      '12 shots',
      '₹8,001 – ₹15,000',
      '30 shots',
      '₹15,001 – ₹30,000',
      '60 shots',
      '₹30,001 – ₹50,000',
      '120 shots',
    ]) {
      expect(all).toHaveTextContent(text);
    }
  });

  it('cycles one tier every 3 s on mid-size screens', () => {
    vi.useFakeTimers();
    mockScreenWidth(800);
    render(<OfferBanner />);
    const tier = () => screen.getByTestId('offer-tier').textContent;
    expect(tier()).toContain('₹5,000 – ₹8,000');
    expect(tier()).toContain('12 shots free');
    act(() => vi.advanceTimersByTime(2_999));
    expect(tier()).toContain('12 shots free');
    act(() => vi.advanceTimersByTime(1));
    expect(tier()).toContain('₹8,001 – ₹15,000');
    expect(tier()).toContain('30 shots free');
    act(() => vi.advanceTimersByTime(6_000));
    expect(tier()).toContain('120 shots free');
    act(() => vi.advanceTimersByTime(3_000));
    expect(tier()).toContain('12 shots free');
  });

  it('shows a compact line on phones', () => {
    mockScreenWidth(375);
    render(<OfferBanner />);
    expect(screen.getByTestId('offer-compact')).toHaveTextContent(
      'Free shots on orders from ₹5,000 · up to 120',
    );
    expect(screen.queryByTestId('offer-tier')).not.toBeInTheDocument();
  });
});
