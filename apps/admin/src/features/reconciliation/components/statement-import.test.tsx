import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { STATEMENT_MESSAGES } from '@pataka/domain/bank-statement';
import { fail, mockFetch } from '../../../testing/mock-api.ts';
import { renderRoute } from '../../../testing/render-route.tsx';
import { makePreview } from '../testing/fixtures.ts';
import { StatementImport } from './statement-import.tsx';

const csv = (name = 'HDFC_Oct.csv') => new File(['Txn Date,Description\n'], name, { type: 'text/csv' });

/** The value beside a label in the preview's figures. */
const fact = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

describe('importing a bank statement', { timeout: 30_000 }, () => {
  it('shows what was read from the file, then imports it on click', async () => {
    const runs: string[] = [];
    const preview = makePreview();
    mockFetch({
      'POST /payments/statements': (req) => {
        const dryRun = req.query.get('dryRun') ?? '';
        runs.push(dryRun);
        return dryRun === 'true'
          ? preview
          : { statement: null, preview, message: STATEMENT_MESSAGES.imported(104, 110) };
      },
    });
    renderRoute(<StatementImport />, { route: '/payments' });
    await userEvent.upload(screen.getByLabelText('Choose bank statement file'), csv());

    const card = await screen.findByRole('region', { name: 'Statement preview' });
    expect(within(card).getByText(preview.layoutLabel)).toBeInTheDocument();
    const columns = within(card).getByRole('list', { name: 'Columns recognised' }).querySelectorAll('li');
    expect([...columns].map((li) => li.textContent)).toEqual([
      'Date ← “Txn Date”',
      'Narration ← “Description”',
      'Reference ← “Chq./Ref.No.”',
      'Debit ← “Withdrawal Amt.”',
      'Credit ← “Deposit Amt.”',
    ]);
    expect(fact('Period')).toBe('01 Oct 2026 – 31 Oct 2026');
    expect(fact('Total credited')).toBe('₹1,23,456.50');
    expect(fact('Rows read')).toBe('200');
    expect(fact('Credits')).toBe('120');
    expect(fact('Credits with UTR')).toBe('110');
    expect(fact('Debits')).toBe('80');
    expect(fact('New credits')).toBe('104');
    expect(fact('Already imported')).toBe('6');
    // The phone cards: date, amount, UTR (or its absence) and the narration.
    const sample = within(card).getByRole('list', { name: 'Sample credits' });
    expect(within(sample).getAllByRole('listitem')[0]).toHaveTextContent(
      '02 Oct 2026₹2,500512345678901UPI/512345678901/KAVITHA R',
    );
    expect(within(sample).getByText('No UPI reference')).toBeInTheDocument();
    expect(within(card).getByText(/Closing balance/)).toBeInTheDocument();
    expect(runs).toEqual(['true']);

    await userEvent.click(within(card).getByRole('button', { name: 'Import 104 credits' }));
    expect(await screen.findByRole('status')).toHaveTextContent(STATEMENT_MESSAGES.imported(104, 110));
    expect(runs).toEqual(['true', 'false']);
    expect(screen.getByRole('button', { name: 'Import another statement' })).toBeInTheDocument();
  });

  it("shows the server's words for a file it cannot read, and saves nothing", async () => {
    const runs: string[] = [];
    const message = STATEMENT_MESSAGES.missingColumns(['credit']);
    mockFetch({
      'POST /payments/statements': (req) => {
        runs.push(req.query.get('dryRun') ?? '');
        return fail(400, message, 'VALIDATION_ERROR');
      },
    });
    renderRoute(<StatementImport />, { route: '/payments' });
    await userEvent.upload(screen.getByLabelText('Choose bank statement file'), csv());
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.queryByRole('region', { name: 'Statement preview' })).not.toBeInTheDocument();
    expect(runs).toEqual(['true']);
  });

  it('explains an old .xls file without uploading it', async () => {
    const spy = mockFetch({});
    renderRoute(<StatementImport />, { route: '/payments' });
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(screen.getByLabelText('Choose bank statement file'), csv('SBI_Oct.xls'));
    expect(screen.getByRole('alert')).toHaveTextContent(STATEMENT_MESSAGES.oldExcel);
    expect(spy).not.toHaveBeenCalled();
  });

  it('goes back to the file picker on Cancel', async () => {
    mockFetch({ 'POST /payments/statements': () => makePreview() });
    renderRoute(<StatementImport />, { route: '/payments' });
    await userEvent.upload(screen.getByLabelText('Choose bank statement file'), csv());
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(screen.getByLabelText('Choose bank statement file')).toBeInTheDocument();
  });
});
