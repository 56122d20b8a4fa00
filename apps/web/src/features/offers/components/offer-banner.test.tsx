import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { mockScreenWidth } from '../../../testing/render.tsx';
import { OfferBanner } from './offer-banner.tsx';

const original = window.matchMedia;
afterEach(() => {
  window.matchMedia = original;
  vi.useRealTimers();
});

// The three forms are all in the HTML; Tailwind's classes show the one for the screen (jsdom has no CSS,
// so these tests read the classes): phones < 640 px, mid-size 640–1023 px, wide from 1024 px.
const shownOnPhones = (el: HTMLElement) =>
  !el.classList.contains('hidden') && el.classList.contains('sm:hidden');
const shownOnMidSize = (el: HTMLElement) =>
  el.classList.contains('hidden') && el.classList.contains('sm:block') && el.classList.contains('lg:hidden');
const shownWide = (el: HTMLElement) => el.classList.contains('hidden') && el.classList.contains('lg:flex');

describe('OfferBanner', () => {
  it('shows every band on wide screens', () => {
    mockScreenWidth(1280);
    render(<OfferBanner />);
    const all = screen.getByTestId('offer-all');
    expect(shownWide(all)).toBe(true);
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
    expect(shownOnMidSize(screen.getByTestId('offer-tier'))).toBe(true);
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

  it('keeps still where the mid-size line is not the one shown', () => {
    vi.useFakeTimers();
    mockScreenWidth(375);
    render(<OfferBanner />);
    act(() => vi.advanceTimersByTime(9_000));
    expect(screen.getByTestId('offer-tier')).toHaveTextContent('12 shots free');
  });

  it('shows a compact line on phones', () => {
    mockScreenWidth(375);
    render(<OfferBanner />);
    const compact = screen.getByTestId('offer-compact');
    expect(compact).toHaveTextContent('Free shots on orders from ₹5,000 · up to 120');
    expect(shownOnPhones(compact)).toBe(true);
  });

  it('puts all three forms in the server HTML, so each screen paints its own before any script runs', () => {
    const html = renderToString(<OfferBanner />);
    expect(html).toContain('data-testid="offer-all"');
    expect(html).toContain('data-testid="offer-tier"');
    expect(html).toContain('data-testid="offer-compact"');
  });
});
