import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PAYEE_MESSAGES, STEP_UP_REQUIRED_CODE, TWO_STEP_MESSAGES } from '@pataka/domain/two-step';
import { fail, mockFetch } from '../../../testing/mock-api.ts';
import { renderRoute } from '../../../testing/render-route.tsx';
import { ToastStack } from '../../../components/toast-stack.tsx';
import { authStore } from '../../../lib/auth.ts';
import { ShopDetailsForm } from './shop-details-form.tsx';

const owner = { id: 'o1', email: 'owner@shop.in', name: 'Meena', role: 'owner' };

// The first render loads a lot of code; a busy CI machine needs more than the default second.
const WAIT = { timeout: 5000 };

const company = {
  companyName: 'Sri Murugan Crackers',
  tagline: null,
  logo: null,
  phone: '9876543210',
  alternatePhone: null,
  email: null,
  supportEmail: null,
  whatsappNumber: null,
  address: null,
  billingAddress: null,
  socialMedia: {},
  businessHours: null,
  taxId: null,
  registrationNumber: null,
  pan: null,
  licenseNumber: null,
  licenseValidUntil: null,
  legalNotice: null,
  upiId: 'murugan@oksbi',
  upiPayeeName: 'Sri Murugan Crackers',
  howToOrderVideoUrl: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  shippingSettings: {
    packingChargePercent: 3,
    minimumOrderAmount: 5000,
    stateMinimums: { 'tamil nadu': 3000 },
    unservedStates: [],
    unservedPincodes: [],
  },
};

// A long form: typing into it is slow on a shared 2-core machine.
describe('ShopDetailsForm', { timeout: 40_000 }, () => {
  it('checks the GSTIN as it is typed', async () => {
    mockFetch({ 'GET /admin/company': () => company });
    renderRoute(<ShopDetailsForm />, { route: '/shop' });
    const gstin = await screen.findByLabelText('GSTIN', {}, WAIT);
    await userEvent.type(gstin, '33ABCDE1234F1Z');
    expect(screen.getByText('14 of 15 characters')).toBeInTheDocument();
    await userEvent.type(gstin, '5');
    expect(gstin).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText(/Check digit does not match/)).toBeInTheDocument();
    await userEvent.clear(gstin);
    await userEvent.type(gstin, '33abcde1234f1z7');
    expect(screen.queryByText(/Check digit does not match/)).not.toBeInTheDocument();
    expect(screen.getByTestId('gstin-check')).toHaveTextContent('Valid GSTIN');
    // A valid GSTIN offers its PAN.
    await userEvent.click(screen.getByRole('button', { name: 'Use ABCDE1234F from the GSTIN' }));
    expect(screen.getByLabelText('PAN')).toHaveValue('ABCDE1234F');
  });

  it('sends the per-state minimums as edited in the table', async () => {
    let body: { shippingSettings?: Record<string, unknown> } | undefined;
    mockFetch({
      'GET /admin/company': () => company,
      'PUT /admin/company': (req) => {
        body = req.body as typeof body;
        return company;
      },
    });
    renderRoute(
      <>
        <ToastStack />
        <ShopDetailsForm />
      </>,
      { route: '/shop' },
    );
    // The stored lower-case key shows as the state's name.
    const tn = await screen.findByLabelText('Minimum order for Tamil Nadu', {}, WAIT);
    expect(screen.getByLabelText('State 1')).toHaveValue('Tamil Nadu');
    await userEvent.clear(tn);
    await userEvent.type(tn, '2500');
    await userEvent.click(screen.getByRole('button', { name: /Add state/ }));
    await userEvent.selectOptions(screen.getByLabelText('State 2'), 'Kerala');
    await userEvent.type(screen.getByLabelText('Minimum order for Kerala'), '4000');
    await userEvent.click(screen.getByRole('button', { name: /Add state/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Remove Andaman and Nicobar Islands' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(body).toBeDefined());
    expect(body!.shippingSettings).toMatchObject({
      packingChargePercent: 3,
      minimumOrderAmount: 5000,
      stateMinimums: { 'Tamil Nadu': 2500, Kerala: 4000 },
    });
    expect(await screen.findByText('Shop details saved', {}, WAIT)).toBeInTheDocument();
  });

  it('reads pincodes one a line or comma-separated and flags bad ones', async () => {
    let body: { shippingSettings?: { unservedPincodes?: string[] } } | undefined;
    mockFetch({
      'GET /admin/company': () => company,
      'PUT /admin/company': (req) => {
        body = req.body as typeof body;
        return company;
      },
    });
    renderRoute(<ShopDetailsForm />, { route: '/shop' });
    const box = await screen.findByLabelText('Pincodes you do not deliver to', {}, WAIT);
    await userEvent.type(box, '600001, 60002{enter}641001');
    expect(screen.getByText('Not 6-digit pincodes: 60002')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(body).toBeUndefined();
    await userEvent.clear(box);
    await userEvent.type(box, '600001, 600002{enter}641001');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(body?.shippingSettings?.unservedPincodes).toEqual(['600001', '600002', '641001']),
    );
  });

  it('puts a server 400 on the field it names', async () => {
    authStore.signIn('tok-owner', owner);
    mockFetch({
      'GET /admin/company': () => company,
      'PUT /admin/company': () => fail(400, 'upiId: UPI ID is already used by another shop'),
    });
    renderRoute(<ShopDetailsForm />, { route: '/shop' });
    const upi = await screen.findByLabelText('UPI ID', {}, WAIT);
    await userEvent.clear(upi);
    await userEvent.type(upi, 'newshop@okaxis');
    expect(within(screen.getByTestId('upi-preview')).getByText(/pa=newshop@okaxis/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(upi).toHaveAttribute('aria-invalid', 'true'), WAIT);
    expect(screen.getByText('UPI ID is already used by another shop')).toBeInTheDocument();
  });

  it('shows the UPI fields read-only to staff, with the reason', async () => {
    authStore.signIn('tok-staff', { ...owner, id: 's1', role: 'staff' });
    mockFetch({ 'GET /admin/company': () => company });
    renderRoute(<ShopDetailsForm />, { route: '/shop' });
    const upi = await screen.findByLabelText('UPI ID', {}, WAIT);
    expect(upi).toHaveAttribute('readonly');
    expect(screen.getByLabelText('Payee name')).toHaveAttribute('readonly');
    expect(screen.getByText(PAYEE_MESSAGES.readOnlyNote)).toBeInTheDocument();
    authStore.signOut();
  });

  it('asks an owner to confirm with the password when the server wants a step-up, then saves again', async () => {
    authStore.signIn('tok-owner', owner);
    let steppedUp = false;
    const bodies: unknown[] = [];
    mockFetch({
      'GET /admin/company': () => company,
      'GET /admin/auth/two-step': () => ({
        enabled: false,
        enabledAt: null,
        recoveryCodesLeft: 0,
        requiredForTeam: false,
      }),
      'POST /admin/auth/step-up': () => {
        steppedUp = true;
        return { validUntil: new Date().toISOString(), message: 'ok' };
      },
      'PUT /admin/company': ({ body }) => {
        bodies.push(body);
        return steppedUp
          ? { ...company, upiId: 'newshop@okaxis' }
          : fail(403, TWO_STEP_MESSAGES.stepUpRequired, STEP_UP_REQUIRED_CODE);
      },
    });
    renderRoute(
      <>
        <ToastStack />
        <ShopDetailsForm />
      </>,
      { route: '/shop' },
    );
    const upi = await screen.findByLabelText('UPI ID', {}, WAIT);
    await userEvent.clear(upi);
    await userEvent.type(upi, 'newshop@okaxis');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm it is you' }, WAIT);
    await userEvent.type(within(dialog).getByLabelText('Your password'), 'owner-password');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm and save' }));
    expect(await screen.findByText('Shop details saved', {}, WAIT)).toBeInTheDocument();
    expect(bodies).toEqual([{ upiId: 'newshop@okaxis' }, { upiId: 'newshop@okaxis' }]);
    authStore.signOut();
  });
});
