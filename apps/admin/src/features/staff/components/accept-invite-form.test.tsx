import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { STAFF_MESSAGES } from '@pataka/domain/staff';
import { authStore } from '../../../lib/auth.ts';
import { fail, mockFetch } from '../../../testing/mock-api.ts';
import { renderRoute } from '../../../testing/render-route.tsx';
import { AcceptInviteForm } from './accept-invite-form.tsx';

const TOKEN = 'tok_0123456789abcdef';

async function submit(password: string, confirm = password) {
  await userEvent.type(screen.getByLabelText('New password'), password);
  await userEvent.type(screen.getByLabelText('Type it again'), confirm);
  await userEvent.click(screen.getByRole('button', { name: 'Set password and sign in' }));
}

describe('AcceptInviteForm', () => {
  it('says the link is invalid without a token', () => {
    mockFetch({});
    renderRoute(<AcceptInviteForm />, { route: '/accept-invite' });
    expect(screen.getByRole('alert')).toHaveTextContent(STAFF_MESSAGES.inviteInvalid);
  });

  it('checks both passwords match before calling the API', async () => {
    const spy = mockFetch({});
    renderRoute(<AcceptInviteForm />, { route: `/accept-invite?token=${TOKEN}` });
    await submit('long-enough-1', 'long-enough-2');
    expect(await screen.findByText('The two passwords do not match')).toBeInTheDocument();
    expect(spy).not.toHaveBeenCalled();
  });

  it('signs in and goes to the inbox', async () => {
    const admin = { id: 'u9', email: 'new@shop.in', name: 'New', role: 'staff' };
    let body: unknown;
    mockFetch({
      'POST /admin/invites/accept': (req) => {
        body = req.body;
        return { token: 'session-token', admin };
      },
    });
    const { router } = renderRoute(<AcceptInviteForm />, { route: `/accept-invite?token=${TOKEN}` });
    await submit('long-enough-1');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(body).toEqual({ token: TOKEN, password: 'long-enough-1' });
    expect(authStore.get()).toEqual({ token: 'session-token', user: admin });
  });

  it('shows the invalid-link message when the server refuses the token', async () => {
    mockFetch({ 'POST /admin/invites/accept': () => fail(400, STAFF_MESSAGES.inviteInvalid) });
    renderRoute(<AcceptInviteForm />, { route: `/accept-invite?token=${TOKEN}` });
    await submit('long-enough-1');
    expect(await screen.findByRole('alert')).toHaveTextContent(STAFF_MESSAGES.inviteInvalid);
  });
});
