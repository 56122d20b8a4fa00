import { afterEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TAX_SETTINGS_MESSAGES } from '@pataka/domain/invoice/settings';
import { mockFetch } from '../../../testing/mock-api.ts';
import { renderRoute } from '../../../testing/render-route.tsx';
import { authStore } from '../../../lib/auth.ts';
import { exampleInvoiceNumber, TaxSettingsForm } from './tax-settings-form.tsx';

const owner = { id: 'o1', email: 'owner@shop.in', name: 'Meena', role: 'owner' };
const WAIT = { timeout: 5000 };

const company = {
  companyName: 'Sri Murugan Crackers',
  address: {
    street: '1 Main Rd',
    city: 'Sivakasi',
    state: 'Tamil Nadu',
    zipCode: '626123',
    country: 'India',
  },
  taxId: '33AAACS1234A1Z5',
  gstRegistered: false,
  taxState: null,
  defaultHsn: '3604',
  defaultGstRate: 18,
  pricesIncludeGst: true,
  invoicePrefix: null,
  invoiceFooter: null,
};

afterEach(() => authStore.signOut());

describe('TaxSettingsForm', () => {
  it('lets an owner save the tax settings, sending only what changed', async () => {
    authStore.signIn('tok-owner', owner);
    let body: Record<string, unknown> | undefined;
    mockFetch({
      'GET /admin/company': () => company,
      'PUT /admin/company': (req) => {
        body = req.body as Record<string, unknown>;
        return { ...company, ...body };
      },
    });
    renderRoute(<TaxSettingsForm />, { route: '/settings' });
    await userEvent.click(await screen.findByLabelText(/GST registered/, undefined, WAIT));
    await userEvent.selectOptions(screen.getByLabelText("Shop's state"), 'Tamil Nadu');
    await userEvent.selectOptions(screen.getByLabelText('Default GST rate'), '12');
    await userEvent.click(screen.getByLabelText(/Catalogue prices include GST/));
    await userEvent.type(screen.getByLabelText('Invoice number prefix'), 'uc');
    expect(screen.getByText(/Invoices read like UC\/\d\d-\d\d\/00042/)).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Invoice footer'), 'Goods once sold are not taken back.');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved')).toBeInTheDocument();
    expect(body).toEqual({
      gstRegistered: true,
      taxState: 'Tamil Nadu',
      defaultGstRate: 12,
      pricesIncludeGst: false,
      invoicePrefix: 'uc',
      invoiceFooter: 'Goods once sold are not taken back.',
    });
  });

  it("shows the domain's messages on the fields and sends nothing", async () => {
    authStore.signIn('tok-owner', owner);
    let puts = 0;
    mockFetch({
      'GET /admin/company': () => ({ ...company, taxId: '29AAACS1234A1Z5' }),
      'PUT /admin/company': () => (puts++, company),
    });
    renderRoute(<TaxSettingsForm />, { route: '/settings' });
    const hsn = await screen.findByLabelText('Default HSN code', undefined, WAIT);
    await userEvent.clear(hsn);
    await userEvent.type(hsn, '36');
    await userEvent.type(screen.getByLabelText('Invoice number prefix'), 'UC/X');
    await userEvent.click(screen.getByLabelText(/GST registered/));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(TAX_SETTINGS_MESSAGES.hsn)).toBeInTheDocument();
    expect(screen.getByText(TAX_SETTINGS_MESSAGES.prefix)).toBeInTheDocument();
    // A Karnataka GSTIN for a shop whose address is in Tamil Nadu.
    expect(
      screen.getByText(TAX_SETTINGS_MESSAGES.gstinStateMismatch('29', 'Tamil Nadu')),
    ).toBeInTheDocument();
    expect(hsn).toHaveAttribute('aria-invalid', 'true');
    expect(puts).toBe(0);
  });

  it('shows staff the settings read-only, without a Save', async () => {
    authStore.signIn('tok-staff', { ...owner, id: 's1', role: 'staff' });
    mockFetch({ 'GET /admin/company': () => ({ ...company, invoicePrefix: 'UC' }) });
    renderRoute(<TaxSettingsForm />, { route: '/settings' });
    expect(await screen.findByLabelText('Invoice number prefix', undefined, WAIT)).toBeDisabled();
    expect(screen.getByText(/Only an owner can change the tax settings/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
  });

  it('makes an example number from the prefix and the financial year', () => {
    expect(exampleInvoiceNumber('uc', new Date('2026-11-27T10:00:00Z'))).toBe('UC/26-27/00042');
    expect(exampleInvoiceNumber('', new Date('2027-02-01T10:00:00Z'))).toBe('26-27/00042');
  });
});
