import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES } from '@pataka/domain/messages';
import { clearSession } from '../../../lib/auth.ts';
import { mockFetch } from '../../../testing/mock-api.ts';
import { renderWithProviders as renderPage } from '../../../testing/render.tsx';
import { makeCustomer, resetAccountState, signIn } from '../../../testing/account-fixtures.ts';
import { ProfileForm } from './profile-form.tsx';

beforeEach(() => resetAccountState());
afterEach(() => vi.unstubAllGlobals());

describe('ProfileForm', () => {
  it('updates name and e-mail and stores the answer as the signed-in user', async () => {
    const customer = signIn(makeCustomer());
    const fetch = mockFetch({ 'PUT /customers/me': ({ body }) => ({ ...customer, ...(body as object) }) });
    const onDone = vi.fn();
    renderPage(<ProfileForm customer={customer} onDone={onDone} />);
    const user = userEvent.setup();
    await user.clear(screen.getByLabelText('Name'));
    await user.type(screen.getByLabelText('Name'), 'Meena Rajesh');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(JSON.parse(String(fetch.mock.calls[0]![1]!.body))).toEqual({
      name: 'Meena Rajesh',
      email: 'meena@example.com',
    });
    expect(JSON.parse(localStorage.getItem('auth_user')!).name).toBe('Meena Rajesh');
    expect(await screen.findByText('Profile updated successfully!')).toBeInTheDocument();
  });

  it('validates with the shared schemas', async () => {
    const customer = signIn(makeCustomer());
    const fetch = mockFetch({});
    renderPage(<ProfileForm customer={customer} onDone={vi.fn()} />);
    const user = userEvent.setup();
    await user.clear(screen.getByLabelText('Email'));
    await user.type(screen.getByLabelText('Email'), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText(MESSAGES.emailInvalid)).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });

  it("refuses with 'No user logged in' when no user is stored", async () => {
    const customer = signIn(makeCustomer());
    const fetch = mockFetch({});
    renderPage(<ProfileForm customer={customer} onDone={vi.fn()} />);
    clearSession();
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect((await screen.findAllByText(MESSAGES.noUserLoggedIn)).length).toBeGreaterThan(0);
    expect(fetch).not.toHaveBeenCalled();
  });
});
