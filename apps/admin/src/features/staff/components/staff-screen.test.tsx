import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { STAFF_MESSAGES } from '@pataka/domain/staff';
import { authStore } from '../../../lib/auth.ts';
import { fail, mockFetch } from '../../../testing/mock-api.ts';
import { renderRoute } from '../../../testing/render-route.tsx';
import { StaffScreen } from './staff-screen.tsx';

const owner = { id: 'u1', email: 'owner@shop.in', name: 'Ravi Owner', role: 'owner' as const };
const members = [{ ...owner, isActive: true }];

async function fillForm(mode: 'password' | 'invite') {
  const form = screen.getByRole('form', { name: 'Add staff' });
  await userEvent.type(within(form).getByLabelText('Name'), 'Meena');
  await userEvent.type(within(form).getByLabelText('Email'), 'meena@shop.in');
  if (mode === 'invite') await userEvent.click(within(form).getByLabelText(/Invite link/));
  await userEvent.click(within(form).getByRole('button', { name: 'Add staff member' }));
}

describe('StaffScreen', () => {
  it('tells a non-owner that only the owner manages staff, without calling the API', () => {
    authStore.signIn('t', { id: 'u2', email: 's@shop.in', name: 'Sita', role: 'staff' });
    const fetchSpy = mockFetch({});
    renderRoute(<StaffScreen />, { route: '/staff' });
    expect(screen.getByText(new RegExp(STAFF_MESSAGES.ownersOnly))).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Add staff' })).not.toBeInTheDocument();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('shows the temporary password once, with Copy and the warning', async () => {
    authStore.signIn('t', owner);
    let body: unknown;
    mockFetch({
      'GET /admin/staff': () => members,
      'POST /admin/staff': (req) => {
        body = req.body;
        return {
          staff: { id: 'u3', email: 'meena@shop.in', name: 'Meena', role: 'staff', isActive: true },
          temporaryPassword: 'Tmp-7g4k-92xq',
        };
      },
    });
    renderRoute(<StaffScreen />, { route: '/staff' });
    expect(await screen.findByText('Ravi Owner')).toBeInTheDocument();

    await fillForm('password');

    const dialog = await screen.findByRole('dialog');
    expect(body).toEqual({ name: 'Meena', email: 'meena@shop.in', role: 'staff', mode: 'password' });
    expect(within(dialog).getByLabelText('Temporary password')).toHaveValue('Tmp-7g4k-92xq');
    expect(within(dialog).getByText(/will not be shown again/i)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Copy' })).toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('button', { name: 'I have copied it' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.queryByDisplayValue('Tmp-7g4k-92xq')).not.toBeInTheDocument();
    expect(screen.queryByText('Tmp-7g4k-92xq')).not.toBeInTheDocument();
  });

  it('shows the full invite link with a WhatsApp share', async () => {
    authStore.signIn('t', owner);
    mockFetch({
      'GET /admin/staff': () => members,
      'POST /admin/staff': () => ({
        invite: { url: '/admin/accept-invite?token=abcdefghijklmnop', expiresAt: '2025-10-25T10:00:00Z' },
      }),
    });
    renderRoute(<StaffScreen />, { route: '/staff' });
    await screen.findByText('Ravi Owner');
    await fillForm('invite');
    const dialog = await screen.findByRole('dialog');
    const link = `${window.location.origin}/admin/accept-invite?token=abcdefghijklmnop`;
    expect(within(dialog).getByLabelText('Invite link')).toHaveValue(link);
    expect(within(dialog).getByRole('link', { name: 'Share on WhatsApp' }).getAttribute('href')).toContain(
      encodeURIComponent(link),
    );
  });

  it('puts the server 400 on the field it names', async () => {
    authStore.signIn('t', owner);
    mockFetch({
      'GET /admin/staff': () => members,
      'POST /admin/staff': () => fail(409, STAFF_MESSAGES.emailTaken, 'CONFLICT'),
    });
    renderRoute(<StaffScreen />, { route: '/staff' });
    await screen.findByText('Ravi Owner');
    await fillForm('password');
    const email = screen.getByLabelText('Email');
    await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getByText(STAFF_MESSAGES.emailTaken)).toBeInTheDocument();
  });

  it('shows the last-owner refusal plainly when disabling', async () => {
    authStore.signIn('t', owner);
    mockFetch({
      'GET /admin/staff': () => members,
      'PATCH /admin/staff/:id': () => fail(409, STAFF_MESSAGES.lastOwner, 'CONFLICT'),
    });
    renderRoute(<StaffScreen />, { route: '/staff' });
    await userEvent.click(await screen.findByRole('button', { name: 'Disable' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Disable' }));
    expect(await within(dialog).findByText(STAFF_MESSAGES.lastOwner)).toBeInTheDocument();
  });
});
