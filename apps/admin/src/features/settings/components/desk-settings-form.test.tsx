import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
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
});
