import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES } from '@pataka/domain/messages';
import { PINCODE_MESSAGES, type PincodeLookup } from '@pataka/domain/pincode';
import { fail, mockFetch } from '../../../testing/mock-api.ts';
import { renderWithProviders } from '../../../testing/render.tsx';
import { makeAddress } from '../../../testing/account-fixtures.ts';
import { AddressForm } from './address-form.tsx';

const SIVAKASI: PincodeLookup = {
  pincode: '626123',
  district: 'Virudhunagar',
  state: 'Tamil Nadu',
  city: 'Sivakasi',
  delivers: true,
  reason: null,
};
const KOCHI: PincodeLookup = {
  pincode: '682001',
  district: 'Ernakulam',
  state: 'Kerala',
  city: 'Kochi',
  delivers: false,
  reason: MESSAGES.stateNotServed,
};

function setup(props: Partial<Parameters<typeof AddressForm>[0]> = {}) {
  const fetch = mockFetch({
    'GET /pincodes/:pin': ({ path }) => {
      const found = [SIVAKASI, KOCHI].find((p) => path.endsWith(p.pincode));
      return found ?? fail(404, PINCODE_MESSAGES.notFound, 'NOT_FOUND');
    },
  });
  const onSave = vi.fn(async () => {});
  renderWithProviders(<AddressForm onSave={onSave} onCancel={() => {}} {...props} />);
  const lookups = () => fetch.mock.calls.filter(([url]) => String(url).includes('/pincodes/'));
  return { onSave, lookups, user: userEvent.setup() };
}

const field = (label: string) => screen.getByLabelText(label);

afterEach(() => vi.unstubAllGlobals());

describe('pincode first', () => {
  it('fills city and state and names the district once 6 digits are typed, asking once', async () => {
    const { lookups, user } = setup();
    await user.type(field('ZIP / Pincode'), '62612');
    expect(lookups()).toHaveLength(0); // not before the sixth digit
    await user.type(field('ZIP / Pincode'), '3');
    expect(await screen.findByText('Virudhunagar district, Tamil Nadu')).toBeInTheDocument();
    expect(field('City')).toHaveValue('Sivakasi');
    expect(field('State')).toHaveValue('Tamil Nadu');
    expect(lookups()).toHaveLength(1);
  });

  it('keeps the city the shopper already typed, still setting the state', async () => {
    const { user } = setup();
    await user.type(field('City'), 'Thiruthangal');
    await user.type(field('ZIP / Pincode'), '626123');
    await screen.findByText('Virudhunagar district, Tamil Nadu');
    expect(field('City')).toHaveValue('Thiruthangal');
    expect(field('State')).toHaveValue('Tamil Nadu');
  });

  it("shows the shop's refusal under the pincode and does not save the address", async () => {
    const { onSave, user } = setup();
    await user.type(field('Street address'), '12, Broadway, Fort Kochi');
    await user.type(field('ZIP / Pincode'), '682001');
    expect(await screen.findByText(MESSAGES.stateNotServed)).toBeInTheDocument();
    expect(field('ZIP / Pincode')).toHaveAttribute('aria-invalid', 'true');
    expect(field('City')).toHaveValue('Kochi');
    expect(field('State')).toHaveValue('Kerala');
    await user.click(screen.getByRole('button', { name: 'Save Address' }));
    expect(screen.getByText(MESSAGES.stateNotServed)).toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('says plainly when the pincode is unknown, and still lets the shopper save', async () => {
    const { onSave, user } = setup();
    await user.type(field('Street address'), '4, New Colony Main Road');
    await user.type(field('City'), 'Newtown');
    await user.selectOptions(field('State'), 'Tamil Nadu');
    await user.type(field('ZIP / Pincode'), '626999');
    expect(await screen.findByText(PINCODE_MESSAGES.unknown)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save Address' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave).toHaveBeenCalledWith(expect.objectContaining({ zipCode: '626999', city: 'Newtown' }));
  });

  it('does not refill an address opened for editing, but still shows where its pincode is', async () => {
    setup({
      address: makeAddress({ city: 'Thiruthangal', state: 'Tamil Nadu', zipCode: '626123' }),
    });
    expect(await screen.findByText('Virudhunagar district, Tamil Nadu')).toBeInTheDocument();
    expect(field('City')).toHaveValue('Thiruthangal');
  });
});
