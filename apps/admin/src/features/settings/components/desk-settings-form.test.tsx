import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link } from 'react-router';
import { fail, mockFetch } from '../../../testing/mock-api.ts';
import { renderRoute } from '../../../testing/render-route.tsx';
import { DeskSettingsForm } from './desk-settings-form.tsx';

const settings = { paymentTiming: 'after_call', timezone: 'Asia/Kolkata', messageTemplates: {} };

function Screen() {
  return (
    <>
      <Link to="/elsewhere">Go elsewhere</Link>
      <DeskSettingsForm />
    </>
  );
}

describe('DeskSettingsForm', () => {
  it('saves explicitly what was edited', async () => {
    let body: unknown;
    mockFetch({
      'GET /admin/settings/desk': () => settings,
      'PUT /admin/settings/desk': (req) => {
        body = req.body;
        return req.body;
      },
    });
    renderRoute(<Screen />, { route: '/settings' });
    const immediately = await screen.findByLabelText(/Immediately/);
    expect(screen.getByLabelText(/After the call/)).toBeChecked();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    await userEvent.click(immediately);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved')).toBeInTheDocument();
    expect(body).toMatchObject({ paymentTiming: 'immediately', timezone: 'Asia/Kolkata' });
  });

  it('asks before leaving with unsaved changes', async () => {
    mockFetch({ 'GET /admin/settings/desk': () => settings });
    const { router } = renderRoute(<Screen />, { route: '/settings' });
    await userEvent.click(await screen.findByLabelText(/Immediately/));
    await userEvent.click(screen.getByRole('link', { name: 'Go elsewhere' }));
    expect(await screen.findByRole('dialog', { name: 'You have unsaved changes' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/settings');
    await userEvent.click(screen.getByRole('button', { name: 'Leave without saving' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/elsewhere'));
  });

  it('puts a server 400 on the field it names', async () => {
    mockFetch({
      'GET /admin/settings/desk': () => settings,
      'PUT /admin/settings/desk': () =>
        fail(400, 'messageTemplates.enquiryCall: A message template must be under 500 characters'),
    });
    renderRoute(<Screen />, { route: '/settings' });
    const field = await screen.findByLabelText('Enquiry call');
    await userEvent.type(field, 'Hi {customerName}');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getByText('A message template must be under 500 characters')).toBeInTheDocument();
  });

  it("edits the storefront's WhatsApp texts with their placeholders and a live preview", async () => {
    let body: { messageTemplates?: Record<string, string> } | undefined;
    mockFetch({
      'GET /admin/settings/desk': () => settings,
      'PUT /admin/settings/desk': (req) => {
        body = req.body as typeof body;
        return req.body;
      },
    });
    renderRoute(<Screen />, { route: '/settings' });
    const group = await screen.findByRole('group', { name: 'WhatsApp texts on your shop' });
    const cart = within(group).getByLabelText('Cart share');
    expect(cart).toHaveAccessibleDescription(/You can use \{shopName\} \{lines\} \{total\}\./);
    // The standard words preview with sample lines and the shop link added at the end.
    expect(within(group).getByText(/My crackers list from Your Shop/)).toHaveTextContent(
      'My crackers list from Your Shop: Flower Pots Deluxe × 2 1000 Wala × 1 Total: ₹4,520 https://your-shop.example/',
    );
    await userEvent.type(within(group).getByLabelText('Chat button greeting'), 'Vanakkam {{shopName}!');
    expect(within(group).getByText('Vanakkam Your Shop!')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved')).toBeInTheDocument();
    expect(body?.messageTemplates).toMatchObject({ chatGreeting: 'Vanakkam {shopName}!', cartShare: '' });
  });

  it('keeps the enquiry number in the enquiry message', async () => {
    let puts = 0;
    mockFetch({
      'GET /admin/settings/desk': () => settings,
      'PUT /admin/settings/desk': (req) => {
        puts += 1;
        return req.body;
      },
    });
    renderRoute(<Screen />, { route: '/settings' });
    const field = await screen.findByLabelText('Enquiry on WhatsApp');
    await userEvent.type(field, 'Hello, my total is {{total}');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getByText('The enquiry message must contain {orderNumber}')).toBeInTheDocument();
    expect(puts).toBe(0);
  });
});
