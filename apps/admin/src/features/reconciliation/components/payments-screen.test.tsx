import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BANK_MATCH_EXPLAINED, STATEMENT_MESSAGES } from '@pataka/domain/bank-statement';
import { ToastStack } from '../../../components/toast-stack.tsx';
import { authStore } from '../../../lib/auth.ts';
import { fail, mockFetch } from '../../../testing/mock-api.ts';
import { renderRoute } from '../../../testing/render-route.tsx';
import { makeCredit, makeReconciliation } from '../testing/fixtures.ts';
import { OWNER_ONLY_NOTE } from './auto-verify-setting.tsx';
import { PaymentsScreen } from './payments-screen.tsx';

const owner = { id: 'u1', email: 'owner@shop.in', name: 'Kavya', role: 'owner' };
const staff = { ...owner, id: 'u2', role: 'staff' };

function renderScreen() {
  return renderRoute(
    <>
      <ToastStack />
      <PaymentsScreen />
    </>,
    { route: '/payments' },
  );
}

afterEach(() => authStore.signOut());

describe('Payments', { timeout: 30_000 }, () => {
  it('counts the waiting proofs by what the bank says and lists the statements', async () => {
    authStore.signIn('t', staff);
    mockFetch({ 'GET /payments/reconciliation': () => makeReconciliation() });
    renderScreen();
    const counts = await screen.findByRole('list', { name: 'Payments waiting, by what the bank says' });
    expect([...counts.querySelectorAll('li')].map((li) => li.textContent)).toEqual([
      '2Money received',
      '1Amount differs from bank',
      '0Not in bank statement',
      '0Bank credit used by another enquiry',
      '3Not checked yet',
    ]);
    const statements = screen.getByRole('list', { name: 'Imported statements' });
    expect(statements).toHaveTextContent('HDFC_Oct.csv');
    expect(statements).toHaveTextContent('01 Oct 2026 – 31 Oct 2026');
    expect(statements).toHaveTextContent('110 credits · ₹1,23,456.50');
    expect(statements).toHaveTextContent('Kavya');
    // The problem links to its enquiry and says what is wrong in words.
    const problems = screen.getByRole('list', { name: 'Payments to check' });
    expect(within(problems).getByRole('link', { name: 'ENQ-000103' })).toHaveAttribute(
      'href',
      '/enquiries/ord-3',
    );
    expect(within(problems).getByText('Amount differs from bank')).toBeInTheDocument();
    expect(screen.getByText(BANK_MATCH_EXPLAINED.amount_differs)).toBeInTheDocument();
  });

  it('verifies exactly the payments the bank confirms, after asking', async () => {
    authStore.signIn('t', staff);
    let state = makeReconciliation();
    const sent: unknown[] = [];
    mockFetch({
      'GET /payments/reconciliation': () => state,
      'POST /payments/verify-received': (req) => {
        sent.push(req.body);
        state = makeReconciliation({ received: [], counts: { ...state.counts, received: 0 } });
        return { verified: 2, skipped: 0 };
      },
    });
    renderScreen();
    const received = await screen.findByRole('list', { name: 'Payments the bank confirms' });
    expect(
      within(received)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['/enquiries/ord-1', '/enquiries/ord-2']);
    expect(received).toHaveTextContent('512345678902');

    await userEvent.click(screen.getByRole('button', { name: 'Verify 2 payments' }));
    const dialog = await screen.findByRole('dialog', { name: 'Verify 2 payments?' });
    expect(sent).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Verify 2 payments' }));

    expect(await screen.findByText(STATEMENT_MESSAGES.verified(2))).toBeInTheDocument();
    expect(sent).toEqual([{ proofIds: ['proof-1', 'proof-2'] }]);
    expect(await screen.findByText(STATEMENT_MESSAGES.noneToVerify)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Verify/ })).not.toBeInTheDocument();
  });

  it('sends nothing when staff cancel the bulk verification', async () => {
    authStore.signIn('t', staff);
    const spy = mockFetch({ 'GET /payments/reconciliation': () => makeReconciliation() });
    renderScreen();
    await userEvent.click(await screen.findByRole('button', { name: 'Verify 2 payments' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(spy.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });

  it('offers no bulk action when nothing is confirmed', async () => {
    authStore.signIn('t', staff);
    mockFetch({
      'GET /payments/reconciliation': () => makeReconciliation({ received: [] }),
    });
    renderScreen();
    expect(await screen.findByText(STATEMENT_MESSAGES.noneToVerify)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Verify/ })).not.toBeInTheDocument();
  });

  it('attaches an unclaimed credit to the enquiry staff choose', async () => {
    authStore.signIn('t', staff);
    const attached: { path: string; body: unknown }[] = [];
    let credits = [makeCredit()];
    mockFetch({
      'GET /payments/reconciliation': () => makeReconciliation({ unclaimedCredits: credits.length }),
      'GET /payments/unclaimed-credits': () => credits,
      'POST /payments/unclaimed-credits/:id/attach': (req) => {
        attached.push({ path: req.path, body: req.body });
        credits = [];
        return { orderId: 'ord-8', orderNumber: 'ENQ-000108' };
      },
    });
    renderScreen();
    const list = await screen.findByRole('list', { name: 'Unclaimed credits' });
    expect(list).toHaveTextContent('04 Oct 2026₹1,800UPI/512345678999/MEENA S');
    await userEvent.click(within(list).getByRole('button', { name: /to an enquiry/ }));

    const dialog = await screen.findByRole('dialog', { name: 'Attach to enquiry' });
    const suggestions = within(dialog).getByRole('list', { name: 'Likely enquiries' });
    expect(within(suggestions).getAllByRole('listitem')[0]).toHaveTextContent(
      'ENQ-000107Meena Sundar₹1,800ConfirmedPayment PendingSame amount · awaiting payment · 2 hours before',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Attach to ENQ-000108' }));
    const confirm = await screen.findByRole('dialog', { name: 'Attach to ENQ-000108?' });
    expect(attached).toEqual([]);
    await userEvent.click(within(confirm).getByRole('button', { name: 'Attach ₹1,800' }));

    expect(await screen.findByText(STATEMENT_MESSAGES.attached('ENQ-000108'))).toBeInTheDocument();
    expect(attached).toEqual([
      { path: '/payments/unclaimed-credits/cr-1/attach', body: { orderId: 'ord-8' } },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() =>
      expect(screen.queryByRole('list', { name: 'Unclaimed credits' })).not.toBeInTheDocument(),
    );
  });

  it('lets the owner turn on automatic verification', async () => {
    authStore.signIn('t', owner);
    const sent: unknown[] = [];
    let auto = false;
    mockFetch({
      'GET /payments/reconciliation': () => makeReconciliation({ autoVerify: auto }),
      'PUT /payments/settings': (req) => {
        sent.push(req.body);
        auto = true;
        return { autoVerify: true };
      },
    });
    renderScreen();
    const toggle = await screen.findByRole('checkbox', {
      name: new RegExp(STATEMENT_MESSAGES.autoVerifyLabel),
    });
    expect(toggle).not.toBeChecked();
    expect(screen.queryByText(OWNER_ONLY_NOTE)).not.toBeInTheDocument();
    await userEvent.click(toggle);
    await waitFor(() => expect(toggle).toBeChecked());
    expect(sent).toEqual([{ autoVerify: true }]);
  });

  it('shows staff the setting disabled, with who can change it', async () => {
    authStore.signIn('t', staff);
    mockFetch({ 'GET /payments/reconciliation': () => makeReconciliation({ autoVerify: true }) });
    renderScreen();
    const toggle = await screen.findByRole('checkbox', {
      name: new RegExp(STATEMENT_MESSAGES.autoVerifyLabel),
    });
    expect(toggle).toBeChecked();
    expect(toggle).toBeDisabled();
    expect(screen.getByText(OWNER_ONLY_NOTE)).toBeInTheDocument();
  });

  it('says when matching is still running', async () => {
    authStore.signIn('t', staff);
    mockFetch({ 'GET /payments/reconciliation': () => makeReconciliation({ matching: true }) });
    renderScreen();
    expect(await screen.findByText(/Matching payments with the statement/)).toBeInTheDocument();
  });

  it('shows the error when the payments cannot be loaded', async () => {
    authStore.signIn('t', staff);
    mockFetch({ 'GET /payments/reconciliation': () => fail(500, 'Something went wrong') });
    renderRoute(<PaymentsScreen />, { route: '/payments' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong');
  });
});
