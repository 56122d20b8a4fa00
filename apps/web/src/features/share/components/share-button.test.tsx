import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { productShareMessage } from '@pataka/domain/whatsapp';
import { ShareButton } from './share-button.tsx';

const message = (url: string) =>
  productShareMessage({ shopName: 'Unique Crackers', productName: 'Flower Pot Big', price: 2000, url });

/** A phone (coarse pointer) or a desktop (fine pointer). */
function pointer(coarse: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: coarse && query === '(pointer: coarse)',
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

const renderButton = () =>
  render(<ShareButton label="Share" path="/product/flower-pot-big" message={message} />);

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  delete (navigator as { share?: unknown }).share;
});

describe('ShareButton', () => {
  it("opens the phone's share sheet with the words and the product's canonical URL apart", async () => {
    pointer(true);
    const share = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    renderButton();
    await userEvent.click(screen.getByRole('button', { name: 'Share' }));
    expect(share).toHaveBeenCalledWith({
      title: 'Flower Pot Big',
      text: 'Have a look at Flower Pot Big for ₹2,000 at Unique Crackers',
      url: `${window.location.origin}/product/flower-pot-big`,
    });
    expect(open).not.toHaveBeenCalled();
  });

  it('does nothing more when the shopper closes the share sheet', async () => {
    pointer(true);
    const aborted = new DOMException('Share canceled', 'AbortError');
    Object.defineProperty(navigator, 'share', {
      value: vi.fn().mockRejectedValue(aborted),
      configurable: true,
    });
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    renderButton();
    await userEvent.click(screen.getByRole('button', { name: 'Share' }));
    expect(open).not.toHaveBeenCalled();
  });

  it('opens wa.me in a new tab where there is no share sheet, text and link in one message', async () => {
    pointer(false);
    // A desktop browser with navigator.share still gets WhatsApp.
    const share = vi.fn();
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    renderButton();
    await userEvent.click(screen.getByRole('button', { name: 'Share' }));
    expect(share).not.toHaveBeenCalled();
    expect(open).toHaveBeenCalledTimes(1);
    const [href, target] = open.mock.calls[0]!;
    expect(target).toBe('_blank');
    const link = new URL(String(href));
    expect(`${link.origin}${link.pathname}`).toBe('https://wa.me/');
    expect(link.searchParams.get('text')).toBe(
      `Have a look at Flower Pot Big for ₹2,000 at Unique Crackers\n${window.location.origin}/product/flower-pot-big`,
    );
  });

  it('falls back to wa.me when the share sheet refuses', async () => {
    pointer(true);
    const refused = new DOMException('Not allowed', 'NotAllowedError');
    Object.defineProperty(navigator, 'share', {
      value: vi.fn().mockRejectedValue(refused),
      configurable: true,
    });
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    renderButton();
    await userEvent.click(screen.getByRole('button', { name: 'Share' }));
    expect(String(open.mock.calls[0]?.[0])).toMatch(/^https:\/\/wa\.me\/\?text=/);
  });
});
