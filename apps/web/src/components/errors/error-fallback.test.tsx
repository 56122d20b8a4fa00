import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ErrorFallback } from './error-fallback.tsx';

describe('ErrorFallback (§2, §8)', () => {
  it('offers Try Again, Reload Page, Go to Homepage and the shop’s support e-mail', async () => {
    const onRetry = vi.fn();
    render(<ErrorFallback onRetry={onRetry} supportEmail="help@shop.example" />);
    expect(screen.getByRole('heading', { name: 'Oops! Something went wrong' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload Page' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Homepage' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'help@shop.example' })).toHaveAttribute(
      'href',
      'mailto:help@shop.example',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('falls back to a default support address', () => {
    render(<ErrorFallback />);
    expect(screen.getByRole('link', { name: /@/ }).getAttribute('href')).toMatch(/^mailto:.+@.+/);
  });
});
