import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Address } from '@pataka/domain/api-types';
import { MESSAGES } from '@pataka/domain/messages';
import { fail, mockFetch, type MockHandler } from '../../../testing/mock-api.ts';
import { renderWithProviders as renderPage } from '../../../testing/render.tsx';
import { makeAddress, makeCustomer, resetAccountState, signIn } from '../../../testing/account-fixtures.ts';
import { AddressBook, type AddressBookProps } from './address-book.tsx';

function setup(
  addresses: Address[],
  handlers: Record<string, MockHandler> = {},
  props: AddressBookProps = { mode: 'manage' },
) {
  const customer = signIn(makeCustomer({ shippingAddresses: addresses }));
  const fetch = mockFetch({
    'GET /customers/me': () => ({ ...customer, shippingAddresses: addresses }),
    ...handlers,
  });
  renderPage(<AddressBook {...props} />);
  return { fetch, user: userEvent.setup() };
}

const sent = (fetch: ReturnType<typeof mockFetch>, method: string) =>
  fetch.mock.calls.filter(([, init]) => (init?.method ?? 'GET') === method);

const home = () => makeAddress({ id: 'a-home', label: 'Home', isDefault: true });
const work = () =>
  makeAddress({
    id: 'a-work',
    label: 'Work',
    street: '45, MG Road, Indiranagar',
    city: 'Bengaluru',
    state: 'Karnataka',
    zipCode: '560038',
  });

beforeEach(() => resetAccountState());
afterEach(() => vi.unstubAllGlobals());

describe('list states', () => {
  it('shows a loading state while the customer loads', async () => {
    signIn(makeCustomer());
    mockFetch({ 'GET /customers/me': () => new Promise(() => {}) });
    renderPage(<AddressBook mode="manage" />);
    expect(await screen.findByRole('status', { name: 'Loading addresses' })).toBeInTheDocument();
  });

  it('shows the empty state with its two lines and an add button', async () => {
    setup([]);
    expect(await screen.findByText(MESSAGES.addressesEmpty)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.addressesEmptyHint)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add New Address' })).toBeInTheDocument();
  });

  it('lists addresses with the default marked and Set Default on the others only', async () => {
    setup([home(), work()]);
    const list = await screen.findByRole('list', { name: 'Saved addresses' });
    const [first, second] = within(list).getAllByRole('listitem');
    expect(within(first!).getByText('Default')).toBeInTheDocument();
    expect(within(first!).queryByRole('button', { name: /as default/ })).toBeNull();
    expect(within(second!).getByRole('button', { name: 'Set Work address as default' })).toHaveTextContent(
      'Set Default',
    );
  });
});

describe('delete', () => {
  it('is not offered for the only address', async () => {
    setup([home()]);
    await screen.findByText('Default');
    expect(screen.queryByRole('button', { name: /Delete/ })).toBeNull();
  });

  it('asks for confirmation first and does nothing when declined', async () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    const { fetch, user } = setup([home(), work()]);
    await user.click(await screen.findByRole('button', { name: 'Delete Work address' }));
    expect(confirm).toHaveBeenCalledWith('Are you sure you want to delete this address?');
    expect(sent(fetch, 'DELETE')).toHaveLength(0);
  });

  it('deletes after confirmation and says so', async () => {
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    const { fetch, user } = setup([home(), work()], {
      'DELETE /customers/me/shipping-addresses/:id': () => [home()],
    });
    await user.click(await screen.findByRole('button', { name: 'Delete Work address' }));
    expect(await screen.findByText(MESSAGES.addressDeleted)).toBeInTheDocument();
    expect(String(sent(fetch, 'DELETE')[0]![0])).toContain('/customers/me/shipping-addresses/a-work');
    await waitFor(() => expect(screen.queryByText('Work')).toBeNull());
  });
});

it('sets a default address', async () => {
  const { fetch, user } = setup([home(), work()], {
    'PUT /customers/:id/addresses/:id/set-default': () => [
      { ...work(), isDefault: true },
      { ...home(), isDefault: false },
    ],
  });
  await user.click(await screen.findByRole('button', { name: 'Set Work address as default' }));
  expect(await screen.findByText(MESSAGES.addressDefaultUpdated)).toBeInTheDocument();
  expect(String(sent(fetch, 'PUT')[0]![0])).toContain('/customers/cust-1/addresses/a-work/set-default');
  await waitFor(() =>
    expect(screen.getByRole('button', { name: 'Set Home address as default' })).toBeInTheDocument(),
  );
});

describe('the form', () => {
  it('filters input as typed (§5)', async () => {
    const { user } = setup([]);
    await user.click(await screen.findByRole('button', { name: 'Add New Address' }));
    await user.type(screen.getByLabelText('City'), 'Chennai 600 <b>');
    expect(screen.getByLabelText('City')).toHaveValue('Chennai  b');
    await user.type(screen.getByLabelText('ZIP / Pincode'), '60a0-01x79');
    expect(screen.getByLabelText('ZIP / Pincode')).toHaveValue('600017');
    await user.click(screen.getByLabelText('Street address'));
    await user.paste('x'.repeat(205));
    expect((screen.getByLabelText('Street address') as HTMLTextAreaElement).value).toHaveLength(200);
  });

  it('marks required fields and validates everything before saving; an edited field loses its error', async () => {
    const { fetch, user } = setup([]);
    await user.click(await screen.findByRole('button', { name: 'Add New Address' }));
    for (const label of ['Label', 'Street address', 'City', 'State', 'ZIP / Pincode']) {
      expect(screen.getByLabelText(label)).toHaveAttribute('aria-required', 'true');
    }
    await user.click(screen.getByRole('button', { name: 'Save Address' }));
    expect(await screen.findByText(MESSAGES.streetRequired)).toBeInTheDocument();
    expect(screen.getByText('City is required')).toBeInTheDocument();
    expect(screen.getByText('State is required')).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.zipRequired)).toBeInTheDocument();
    expect(sent(fetch, 'POST')).toHaveLength(0);

    await user.type(screen.getByLabelText('City'), 'C');
    expect(screen.queryByText('City is required')).toBeNull();
    expect(screen.getByText(MESSAGES.streetRequired)).toBeInTheDocument();

    await user.type(screen.getByLabelText('ZIP / Pincode'), '012345');
    await user.click(screen.getByRole('button', { name: 'Save Address' }));
    expect(await screen.findByText(MESSAGES.zipStart)).toBeInTheDocument();
    expect(screen.getByText('City must be at least 2 characters')).toBeInTheDocument();
  });

  it('adds an address, trimmed, and says so', async () => {
    const added = makeAddress({ id: 'a-new', isDefault: true });
    const { fetch, user } = setup([], { 'POST /customers/me/shipping-addresses': () => [added] });
    await user.click(await screen.findByRole('button', { name: 'Add New Address' }));
    await user.type(screen.getByLabelText('Street address'), '  12, Gandhi Road, T. Nagar  ');
    await user.type(screen.getByLabelText('City'), 'Chennai ');
    await user.selectOptions(screen.getByLabelText('State'), 'Tamil Nadu');
    await user.type(screen.getByLabelText('ZIP / Pincode'), '600017');
    await user.click(screen.getByRole('button', { name: 'Save Address' }));
    expect(await screen.findByText(MESSAGES.addressAdded)).toBeInTheDocument();
    expect(JSON.parse(String(sent(fetch, 'POST')[0]![1]!.body))).toEqual({
      label: 'Home',
      street: '12, Gandhi Road, T. Nagar',
      city: 'Chennai',
      state: 'Tamil Nadu',
      zipCode: '600017',
      country: 'India',
      isDefault: false,
    });
    expect(screen.queryByRole('form', { name: 'Add new address' })).toBeNull();
  });

  it('edits an address prefilled and says so', async () => {
    const { fetch, user } = setup([home(), work()], {
      'PUT /customers/:id/addresses/:id': ({ body }) => [home(), { ...work(), ...(body as object) }],
    });
    await user.click(await screen.findByRole('button', { name: 'Edit Work address' }));
    const form = screen.getByRole('form', { name: 'Edit address' });
    expect(within(form).getByLabelText('City')).toHaveValue('Bengaluru');
    expect(within(form).getByLabelText('Label')).toHaveValue('Work');
    await user.clear(within(form).getByLabelText('City'));
    await user.type(within(form).getByLabelText('City'), 'Mysuru');
    await user.click(within(form).getByRole('button', { name: 'Update Address' }));
    expect(await screen.findByText(MESSAGES.addressUpdated)).toBeInTheDocument();
    expect(String(sent(fetch, 'PUT')[0]![0])).toContain('/customers/cust-1/addresses/a-work');
    expect(await screen.findByText(/Mysuru, Karnataka/)).toBeInTheDocument();
  });

  it("shows 'Failed to save address. Please try again.' on the label field and as a toast", async () => {
    const { user } = setup([], { 'POST /customers/me/shipping-addresses': () => fail(500, 'boom') });
    await user.click(await screen.findByRole('button', { name: 'Add New Address' }));
    await user.type(screen.getByLabelText('Street address'), '12, Gandhi Road, T. Nagar');
    await user.type(screen.getByLabelText('City'), 'Chennai');
    await user.selectOptions(screen.getByLabelText('State'), 'Tamil Nadu');
    await user.type(screen.getByLabelText('ZIP / Pincode'), '600017');
    await user.click(screen.getByRole('button', { name: 'Save Address' }));
    await waitFor(() => expect(screen.getAllByText(MESSAGES.addressSaveFailed)).toHaveLength(2));
    expect(screen.getByLabelText('Label')).toHaveAccessibleDescription(MESSAGES.addressSaveFailed);
  });
});

describe('select mode', () => {
  it('selects the default first, marks the clicked one Selected, and hides edit and delete', async () => {
    const onSelect = vi.fn();
    const { user } = setup([home(), work()], {}, { mode: 'select', selectedId: null, onSelect });
    await waitFor(() => expect(onSelect).toHaveBeenCalledWith(expect.objectContaining({ id: 'a-home' })));
    expect(screen.queryByRole('button', { name: /Edit|Delete|Set Default/ })).toBeNull();
    await user.click(screen.getByRole('radio', { name: /Work/ }));
    expect(onSelect).toHaveBeenLastCalledWith(expect.objectContaining({ id: 'a-work' }));
  });

  it("shows 'Selected' on the chosen address", async () => {
    setup([home(), work()], {}, { mode: 'select', selectedId: 'a-work', onSelect: vi.fn() });
    const chosen = await screen.findByRole('radio', { name: /Work/ });
    expect(chosen).toHaveAttribute('aria-checked', 'true');
    expect(within(chosen).getByText('Selected')).toBeInTheDocument();
    expect(within(screen.getByRole('radio', { name: /Home/ })).queryByText('Selected')).toBeNull();
  });
});
