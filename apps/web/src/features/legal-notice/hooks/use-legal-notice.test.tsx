// The legal notice on a server-rendered page: the server renders no modal (it cannot know whether this
// visitor agreed), the page's plain-HTML copy shows meanwhile, and once hydrated the React modal takes over
// from it in the same commit, or stays away for a visitor who agreed before.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { renderOnServerThenHydrate } from '../../../testing/server-render.tsx';
import { LegalNoticeModal, STATIC_NOTICE_ID } from '../components/legal-notice-modal.tsx';
import { useLegalNotice } from './use-legal-notice.ts';

/** As the app shell uses it. */
function Shell() {
  const legal = useLegalNotice();
  return (
    <>
      <p>Page</p>
      {legal.showModal && <LegalNoticeModal open onAgree={legal.agree} />}
    </>
  );
}

const notice = () => screen.queryByRole('dialog', { name: 'Important Legal Notice' });

/** The page template's plain-HTML copy (index.html). */
function addStaticNotice() {
  const copy = document.createElement('div');
  copy.id = STATIC_NOTICE_ID;
  copy.textContent = 'Important Legal Notice (plain HTML)';
  document.body.append(copy);
  return copy;
}

afterEach(() => document.getElementById(STATIC_NOTICE_ID)?.remove());

describe('useLegalNotice on a server-rendered page', () => {
  it("leaves the notice to the page's plain-HTML copy: no React modal on the server or after hydrating", async () => {
    const copy = addStaticNotice();
    const { html, errors } = await renderOnServerThenHydrate(() => <Shell />);

    expect(html).not.toContain('Important Legal Notice');
    expect(errors).toEqual([]);
    expect(notice()).not.toBeInTheDocument();
    expect(copy.isConnected).toBe(true);
  });

  it('closes with the copy: agreeing on it (legal-gate.js) keeps the React modal away', async () => {
    const copy = addStaticNotice();
    await renderOnServerThenHydrate(() => <Shell />);
    act(() => {
      // What public/legal-gate.js does on its button.
      localStorage.setItem(
        'legal_notice_agreed',
        JSON.stringify({ agreed: true, date: '2025-10-01T00:00:00Z' }),
      );
      copy.remove();
      window.dispatchEvent(new Event('legal-notice-agreed'));
    });
    expect(notice()).not.toBeInTheDocument();
  });

  it('shows the React modal where the page has no copy (after hydrating)', async () => {
    const { errors } = await renderOnServerThenHydrate(() => <Shell />);
    expect(errors).toEqual([]);
    expect(notice()).toBeInTheDocument();
  });
});

describe('useLegalNotice in the browser', () => {
  it('closes on agreeing and remembers the date', () => {
    vi.useFakeTimers({ now: new Date('2025-10-20T10:00:00.000Z'), toFake: ['Date'] });
    render(<Shell />);
    fireEvent.click(screen.getByRole('button', { name: 'I Agree & Continue' }));
    expect(notice()).not.toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem('legal_notice_agreed')!)).toEqual({
      agreed: true,
      date: '2025-10-20T10:00:00.000Z',
    });
    vi.useRealTimers();
  });

  it('still closes when storage refuses the write (private mode)', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('quota', 'QuotaExceededError');
    });
    render(<Shell />);
    fireEvent.click(screen.getByRole('button', { name: 'I Agree & Continue' }));
    expect(notice()).not.toBeInTheDocument();
  });

  it('closes when the visitor agrees in another tab', () => {
    render(<Shell />);
    expect(notice()).toBeInTheDocument();
    act(() => {
      localStorage.setItem(
        'legal_notice_agreed',
        JSON.stringify({ agreed: true, date: '2025-10-20T10:00:00Z' }),
      );
      window.dispatchEvent(new StorageEvent('storage', { key: 'legal_notice_agreed' }));
    });
    expect(notice()).not.toBeInTheDocument();
  });
});
