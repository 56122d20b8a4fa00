import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES } from '@pataka/domain/messages';
import { authStore } from '../../../lib/auth.ts';
import { fail, mockFetch, MockResponse } from '../../../testing/mock-api.ts';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { createTestQueryClient, renderWithProviders as renderPage } from '../../../testing/render.tsx';
import { renderOnServerThenHydrate } from '../../../testing/server-render.tsx';
import { makeCustomer, resetAccountState } from '../../../testing/account-fixtures.ts';
import { resetOtpRateLimit } from '../otp-rate-limit.ts';
import { LoginFlow } from './login-flow.tsx';

const PHONE = '9876543210';

function setup(handlers: Parameters<typeof mockFetch>[0] = {}) {
  const onSignedIn = vi.fn();
  const fetch = mockFetch({
    'POST /customers/otp/generate': () => ({ message: 'OTP sent', expiresIn: 300, devOtp: '123456' }),
    ...handlers,
  });
  renderPage(<LoginFlow onSignedIn={onSignedIn} />);
  return { onSignedIn, fetch, user: userEvent.setup() };
}

const calls = (fetch: ReturnType<typeof mockFetch>, path: string) =>
  fetch.mock.calls.filter(([url]) => String(url).includes(path));

/** A form-level error: the text, announced as an alert. */
async function expectAlert(text: string | RegExp) {
  const node = await screen.findByText(text);
  expect(node.closest('[role="alert"]')).not.toBeNull();
}

async function requestCode(user: ReturnType<typeof userEvent.setup>, phone = PHONE) {
  await user.type(screen.getByLabelText('Mobile number'), phone);
  await user.click(screen.getByRole('button', { name: 'Send OTP' }));
}

beforeEach(() => {
  resetAccountState();
  resetOtpRateLimit(PHONE);
});
afterEach(() => vi.unstubAllGlobals());

describe('phone step', () => {
  it('uses a numeric telephone field', () => {
    setup();
    const input = screen.getByLabelText('Mobile number');
    expect(input).toHaveAttribute('type', 'tel');
    expect(input).toHaveAttribute('inputmode', 'numeric');
  });

  it.each([
    ['', MESSAGES.phoneRequired],
    ['98765', MESSAGES.phoneLength],
    ['5876543210', MESSAGES.phoneStart],
  ])('refuses %j with %j and sends nothing', async (phone, message) => {
    const { fetch, user } = setup();
    if (phone) await user.type(screen.getByLabelText('Mobile number'), phone);
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(calls(fetch, '/otp/generate')).toHaveLength(0);
  });

  it('keeps only digits as typed and drops a pasted +91', async () => {
    const { user } = setup();
    const input = screen.getByLabelText('Mobile number');
    await user.type(input, '98a76-5');
    expect(input).toHaveValue('98765');
    await user.clear(input);
    await user.click(input);
    await user.paste('+91 98765 43210');
    expect(input).toHaveValue(PHONE);
  });

  it('shows the demo code, keeps the phone in session storage and moves to the code step', async () => {
    const { fetch, user } = setup();
    await requestCode(user);
    expect(await screen.findByText(/Demo shop: your code is/)).toHaveTextContent(
      'Demo shop: your code is 123456',
    );
    expect(sessionStorage.getItem('auth_phone')).toBe(PHONE);
    expect(JSON.parse(String(calls(fetch, '/otp/generate')[0]![1]!.body))).toEqual({ phone: PHONE });
    const code = screen.getByLabelText('One-time code');
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    expect(code).toHaveAttribute('inputmode', 'numeric');
  });

  it("shows 'Failed to generate OTP' when the server gives no reason", async () => {
    const { user } = setup({ 'POST /customers/otp/generate': () => new MockResponse(502, {}) });
    await requestCode(user);
    await expectAlert(MESSAGES.otpGenerateFailed);
  });

  it("shows the server's 429 text", async () => {
    const { user } = setup({
      'POST /customers/otp/generate': () =>
        fail(429, 'Please wait 60 seconds before asking for a new code', 'RATE_LIMITED'),
    });
    await requestCode(user);
    await expectAlert('Please wait 60 seconds before asking for a new code');
  });

  it('stops at 5 code requests per minute for a phone (client rate limit)', async () => {
    const { fetch, user } = setup();
    for (let i = 0; i < 5; i++) {
      await requestCode(user);
      await user.click(await screen.findByRole('button', { name: 'Change number' }));
    }
    await requestCode(user);
    await expectAlert(/Too many attempts\. Please try again later\./);
    expect(calls(fetch, '/otp/generate')).toHaveLength(5);
  });
});

describe('code step', () => {
  it('signs in a known phone: token and user stored, phone forgotten', async () => {
    const customer = makeCustomer({ phone: PHONE });
    const { onSignedIn, fetch, user } = setup({
      'POST /customers/otp/verify': () => ({ customer, token: 'tok-1', requiresRegistration: false }),
    });
    await requestCode(user);
    await user.type(await screen.findByLabelText('One-time code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify & Sign In' }));
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledWith(customer));
    expect(JSON.parse(String(calls(fetch, '/otp/verify')[0]![1]!.body))).toEqual({
      phone: PHONE,
      otp: '123456',
    });
    expect(localStorage.getItem('auth_token')).toBe('tok-1');
    expect(JSON.parse(localStorage.getItem('auth_user')!)).toMatchObject({ id: customer.id });
    expect(sessionStorage.getItem('auth_phone')).toBeNull();
    expect(authStore.get().token).toBe('tok-1');
  });

  it('validates the code before asking the server', async () => {
    const { fetch, user } = setup();
    await requestCode(user);
    await user.click(await screen.findByRole('button', { name: 'Verify & Sign In' }));
    expect(await screen.findByText(MESSAGES.otpRequired)).toBeInTheDocument();
    await user.type(screen.getByLabelText('One-time code'), '12a3');
    expect(screen.getByLabelText('One-time code')).toHaveValue('123');
    await user.click(screen.getByRole('button', { name: 'Verify & Sign In' }));
    expect(await screen.findByText(MESSAGES.otpLength)).toBeInTheDocument();
    expect(calls(fetch, '/otp/verify')).toHaveLength(0);
  });

  it("shows 'Invalid OTP or expired' for a wrong code and keeps the phone", async () => {
    const { user } = setup({ 'POST /customers/otp/verify': () => fail(400, MESSAGES.otpInvalid, 'INVALID') });
    await requestCode(user);
    await user.type(await screen.findByLabelText('One-time code'), '000000');
    await user.click(screen.getByRole('button', { name: 'Verify & Sign In' }));
    await expectAlert(MESSAGES.otpInvalid);
    expect(sessionStorage.getItem('auth_phone')).toBe(PHONE);
  });

  it("says 'No customer data received' when the server signs in nobody", async () => {
    const { user } = setup({
      'POST /customers/otp/verify': () => ({ customer: null, token: null, requiresRegistration: false }),
    });
    await requestCode(user);
    await user.type(await screen.findByLabelText('One-time code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify & Sign In' }));
    await expectAlert(MESSAGES.noCustomerData);
    expect(localStorage.getItem('auth_token')).toBeNull();
  });

  it('disables Resend while it counts down', async () => {
    const { user } = setup();
    await requestCode(user);
    expect(await screen.findByRole('button', { name: /Resend code in \d+s/ })).toBeDisabled();
  });
});

describe('registration step', () => {
  it('completes registration for a new phone with name and e-mail', async () => {
    const customer = makeCustomer({ phone: PHONE, name: 'Arun Kumar', email: 'arun@example.com' });
    const { onSignedIn, fetch, user } = setup({
      'POST /customers/otp/verify': () => ({ customer: null, token: null, requiresRegistration: true }),
      'POST /customers/complete-registration': () => ({ customer, token: 'tok-new' }),
    });
    await requestCode(user);
    await user.type(await screen.findByLabelText('One-time code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify & Sign In' }));
    expect(await screen.findByRole('heading', { name: 'Complete your registration' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.emailRequired)).toBeInTheDocument();

    await user.type(screen.getByLabelText('Full name'), 'Arun Kumar');
    await user.type(screen.getByLabelText('Email'), 'arun@example');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText(MESSAGES.emailInvalid)).toBeInTheDocument();

    await user.type(screen.getByLabelText('Email'), '.com');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledWith(customer));
    expect(JSON.parse(String(calls(fetch, '/complete-registration')[0]![1]!.body))).toEqual({
      phone: PHONE,
      name: 'Arun Kumar',
      email: 'arun@example.com',
    });
    expect(localStorage.getItem('auth_token')).toBe('tok-new');
    expect(sessionStorage.getItem('auth_phone')).toBeNull();
  });

  it("shows 'Registration failed' when the server gives no reason", async () => {
    const { user } = setup({
      'POST /customers/otp/verify': () => ({ customer: null, token: null, requiresRegistration: true }),
      'POST /customers/complete-registration': () => new MockResponse(500, {}),
    });
    await requestCode(user);
    await user.type(await screen.findByLabelText('One-time code'), '123456');
    await user.type(screen.getByLabelText('Your name (new customers)'), 'Arun Kumar');
    await user.click(screen.getByRole('button', { name: 'Verify & Sign In' }));
    // The name given on the code step is carried over.
    expect(await screen.findByLabelText('Full name')).toHaveValue('Arun Kumar');
    await user.type(screen.getByLabelText('Email'), 'arun@example.com');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    await expectAlert(MESSAGES.registrationFailed);
  });
});

describe('sign-in on a server-rendered page', () => {
  it('hydrates the phone step the server drew, then resumes a sign-in left half-way in this tab', async () => {
    sessionStorage.setItem('auth_phone', PHONE);
    const client = createTestQueryClient();
    const { html, errors } = await renderOnServerThenHydrate(() => (
      <QueryClientProvider client={client}>
        <MemoryRouter>
          <LoginFlow onSignedIn={() => {}} />
        </MemoryRouter>
      </QueryClientProvider>
    ));

    expect(html).toContain('Mobile number');
    expect(errors).toEqual([]);
    expect(await screen.findByLabelText('One-time code')).toBeInTheDocument();
  });
});
