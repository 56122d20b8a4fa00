import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders, stubApi } from '../../../testing/render.tsx';
import { NewsletterForm } from './newsletter-form.tsx';

afterEach(() => vi.unstubAllGlobals());

const emailBox = () => screen.getByRole('textbox', { name: /festival offers/i });

describe('NewsletterForm', () => {
  it("says 'Please enter a valid email address' without an at-sign, and sends nothing", async () => {
    const api = stubApi({});
    vi.stubGlobal('fetch', api.fetchMock);
    const user = userEvent.setup();
    renderWithProviders(<NewsletterForm />);
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
    await user.type(emailBox(), 'priya.example.com{Enter}');
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
    expect(emailBox()).toHaveAttribute('aria-invalid', 'true');
    expect(api.calls).toHaveLength(0);
  });

  it("goes through 'Subscribing...' to \"You're All Set!\" and can subscribe another email", async () => {
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const api = stubApi({ 'POST /newsletter/subscribe': { body: { success: true, data: { id: 's1' } } } });
    vi.stubGlobal('fetch', async (input: RequestInfo, init?: RequestInit) => {
      await gate;
      return api.fetchMock(input, init);
    });
    const user = userEvent.setup();
    renderWithProviders(<NewsletterForm />);
    await user.type(emailBox(), ' priya@example.com ');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByRole('button', { name: 'Subscribing...' })).toBeDisabled();
    release();
    expect(await screen.findByText("You're All Set!")).toBeInTheDocument();
    expect(await screen.findByText('Successfully subscribed to newsletter!')).toBeInTheDocument();
    expect(JSON.parse(String(api.calls[0]!.init!.body))).toEqual({ email: 'priya@example.com' });

    await user.click(screen.getByRole('button', { name: 'Subscribe another email' }));
    expect(emailBox()).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Subscribe' })).toBeEnabled();
  });

  it('shows the error state and the failure toast when the server refuses', async () => {
    vi.stubGlobal(
      'fetch',
      stubApi({
        'POST /newsletter/subscribe': {
          status: 409,
          body: { success: false, error: { code: 'CONFLICT', message: 'Already subscribed' } },
        },
      }).fetchMock,
    );
    const user = userEvent.setup();
    renderWithProviders(<NewsletterForm />);
    await user.type(emailBox(), 'priya@example.com');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText('Failed to subscribe. Please try again.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('Already subscribed')).toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Subscribe' })).toBeEnabled();
    expect(screen.queryByText("You're All Set!")).not.toBeInTheDocument();
  });
});
