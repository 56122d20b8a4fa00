import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { PushToggle } from './push-toggle.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('PushToggle', () => {
  it('explains plainly when the browser cannot do push', () => {
    // jsdom has neither PushManager nor a service worker container.
    expect('PushManager' in window).toBe(false);
    render(<PushToggle />);
    expect(screen.getByTestId('push-unsupported')).toHaveTextContent(/cannot show notifications/i);
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
  });

  it('explains how to unblock when permission was denied', () => {
    vi.stubGlobal('PushManager', function PushManager() {});
    vi.stubGlobal('Notification', { permission: 'denied', requestPermission: vi.fn() });
    Object.defineProperty(navigator, 'serviceWorker', { value: {}, configurable: true });
    try {
      render(<PushToggle />);
      expect(screen.getByTestId('push-denied')).toHaveTextContent(/blocked/i);
    } finally {
      delete (navigator as unknown as Record<string, unknown>).serviceWorker;
    }
  });
});
