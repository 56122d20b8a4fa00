import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { authStore } from '../../lib/auth.ts';
import { mockFetch } from '../../testing/mock-api.ts';
import { renderWithProviders as renderPage } from '../../testing/render.tsx';
import { makeCustomer, resetAccountState, signIn } from '../../testing/account-fixtures.ts';
import { UserMenu } from './user-menu.tsx';

beforeEach(() => resetAccountState());
afterEach(() => vi.unstubAllGlobals());

function setup() {
  const customer = signIn(makeCustomer({ phone: '9876543210' }));
  sessionStorage.setItem('auth_phone', '9876543210');
  const fetch = mockFetch({
    'DELETE /customers/me/session': () => ({ message: 'Signed out' }),
    'PUT /abandoned-cart/my-cart': () => ({}),
    'GET /abandoned-cart/my-cart': () => ({
      customerId: 'cust-1',
      items: [],
      totalAmount: 0,
      lastUpdated: '',
      metadata: {},
    }),
  });
  const view = renderPage(<UserMenu user={customer} />);
  return { ...view, fetch, user: userEvent.setup() };
}

describe('UserMenu', () => {
  it('shows the last 4 digits and opens from the keyboard on the first item', async () => {
    const { user } = setup();
    const button = screen.getByRole('button', { name: 'Account menu, phone ending 3210' });
    expect(button).toHaveTextContent('3210');
    button.focus();
    await user.keyboard('{ArrowDown}');
    const menu = await screen.findByRole('menu', { name: 'Account' });
    expect(menu).toHaveTextContent('+91 9876543210');
    const items = screen.getAllByRole('menuitem');
    expect(items.map((i) => i.textContent)).toEqual(['My Profile', 'My Enquiries', 'Favorites', 'Sign Out']);
    await waitFor(() => expect(items[0]).toHaveFocus());
    await user.keyboard('{ArrowUp}');
    expect(items[3]).toHaveFocus();
    await user.keyboard('{Home}');
    expect(items[0]).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(button).toHaveFocus();
  });

  it('Sign Out revokes the session and clears token, user and phone', async () => {
    const { fetch, user, router } = setup();
    await user.click(screen.getByRole('button', { name: /Account menu/ }));
    await user.click(screen.getByRole('menuitem', { name: 'Sign Out' }));
    const revoke = fetch.mock.calls.find(([, init]) => init?.method === 'DELETE')!;
    expect(String(revoke[0])).toContain('/customers/me/session');
    expect((revoke[1]!.headers as Record<string, string>).Authorization).toBe('Bearer test-token');
    expect(localStorage.getItem('auth_token')).toBeNull();
    expect(localStorage.getItem('auth_user')).toBeNull();
    expect(sessionStorage.getItem('auth_phone')).toBeNull();
    expect(authStore.get()).toEqual({ token: null, user: null });
    expect(router.state.location.pathname).toBe('/');
  });

  it('follows a link', async () => {
    const { user, router } = setup();
    await user.click(screen.getByRole('button', { name: /Account menu/ }));
    await user.click(screen.getByRole('menuitem', { name: 'My Profile' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'));
  });
});
