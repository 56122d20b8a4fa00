import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { authStore } from '../../../lib/auth.ts';
import { fail, mockFetch } from '../../../testing/mock-api.ts';
import { renderRoute } from '../../../testing/render-route.tsx';
import { SignInForm } from './sign-in-form.tsx';

describe('Sign-in', () => {
  it("shows the API's error in plain words and stays signed out", async () => {
    mockFetch({ 'POST /admin/auth/login': () => fail(401, 'Invalid email or password', 'UNAUTHENTICATED') });
    const onSignedIn = vi.fn();
    renderRoute(<SignInForm onSignedIn={onSignedIn} />);
    await userEvent.type(screen.getByLabelText('Email'), 'owner@shop.in');
    await userEvent.type(screen.getByLabelText('Password'), 'wrong-password');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password');
    expect(onSignedIn).not.toHaveBeenCalled();
    expect(authStore.get().token).toBeNull();
  });

  it('checks the email with the domain rules before calling the API', async () => {
    const fetch = mockFetch({});
    renderRoute(<SignInForm onSignedIn={() => {}} />);
    await userEvent.type(screen.getByLabelText('Email'), 'not-an-email');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText(/valid email/i)).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('signs in and keeps the token', async () => {
    mockFetch({
      'POST /admin/auth/login': () => ({
        token: 'tok-1',
        admin: { id: 'a1', email: 'owner@shop.in', name: 'Owner', role: 'owner' },
      }),
    });
    const onSignedIn = vi.fn();
    renderRoute(<SignInForm onSignedIn={onSignedIn} />);
    await userEvent.type(screen.getByLabelText('Email'), 'owner@shop.in');
    await userEvent.type(screen.getByLabelText('Password'), 'admin-password-1');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(onSignedIn).toHaveBeenCalled());
    expect(authStore.get().token).toBe('tok-1');
    authStore.signOut();
  });
});
