// Where to collect (issue 27): what the shopper reads on My Enquiries and the enquiry page once the shop
// has booked the parcel, in English and Tamil.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Dispatch } from '@pataka/domain/api-types';
import { setLocaleSource } from '@pataka/domain/i18n';
import '../../../i18n/ta.ts';
import { makeOrder } from '../../../testing/account-fixtures.ts';
import { renderWithProviders } from '../../../testing/render.tsx';
import { EnquiryDetail } from './enquiry-detail.tsx';
import { EnquiryList } from './enquiry-list.tsx';

const dispatch = (over: Partial<Dispatch> = {}): Dispatch => ({
  id: 'd1',
  kind: 'transport',
  transportName: 'ABT Parcel',
  lrNumber: 'SVK/24/10532',
  bookedOn: '2026-10-20',
  cases: 2,
  freight: { mode: 'to_pay', amount: 450 },
  branch: {
    id: 'b1',
    name: 'ABT Madurai',
    address: '4 Kamarajar Salai',
    city: 'Madurai',
    state: 'Tamil Nadu',
    phone: '9443012345',
  },
  ewayBillNumber: null,
  lrCopyUrl: null,
  createdAt: '2026-10-20T10:00:00.000Z',
  updatedAt: '2026-10-20T10:00:00.000Z',
  ...over,
});

afterEach(() => setLocaleSource(() => 'en'));

describe('where to collect', () => {
  it('shows transport, LR with a copy button, cases, branch with Call, freight to pay and the days', async () => {
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderWithProviders(
      <EnquiryDetail
        order={makeOrder({ status: 'shipped', dispatches: [dispatch()] })}
        shopState="Tamil Nadu"
      />,
    );
    const card = screen.getByRole('region', { name: 'Where to collect' });
    expect(card).toHaveTextContent('ABT Parcel');
    expect(card).toHaveTextContent('LR number: SVK/24/10532');
    expect(card).toHaveTextContent('2 cases');
    expect(card).toHaveTextContent('ABT Madurai');
    expect(card).toHaveTextContent('4 Kamarajar Salai, Madurai, Tamil Nadu');
    expect(within(card).getByRole('link', { name: 'Call ABT Madurai' })).toHaveAttribute(
      'href',
      'tel:+919443012345',
    );
    expect(card).toHaveTextContent('Pay ₹450 freight at the branch');
    expect(card).toHaveTextContent('Usually arrives in 2–4 days');
    await userEvent.click(within(card).getByRole('button', { name: 'Copy LR number' }));
    expect(writeText).toHaveBeenCalledWith('SVK/24/10532');
  });

  it('numbers a split shipment, says 7–12 days beyond the shop state and when the shop paid the freight', () => {
    const far = dispatch({
      branch: { ...dispatch().branch!, name: 'ABT Bengaluru', city: 'Bengaluru', state: 'Karnataka' },
    });
    renderWithProviders(
      <EnquiryList
        orders={[
          makeOrder({
            status: 'shipped',
            dispatches: [
              far,
              dispatch({ id: 'd2', lrNumber: 'SVK-2', freight: { mode: 'paid', amount: 300 } }),
            ],
          }),
        ]}
        page={1}
        onPageChange={vi.fn()}
        shopState="Tamil Nadu"
      />,
    );
    expect(screen.getByText('Parcel 1 of 2')).toBeInTheDocument();
    expect(screen.getByText('Usually arrives in 7–12 days')).toBeInTheDocument();
    expect(screen.getByText('Freight paid by the shop')).toBeInTheDocument();
  });

  it('reads in Tamil', () => {
    setLocaleSource(() => 'ta');
    renderWithProviders(
      <EnquiryDetail
        order={makeOrder({ status: 'shipped', dispatches: [dispatch()] })}
        shopState="Tamil Nadu"
      />,
    );
    const card = screen.getByRole('region', { name: 'எங்கே பெற்றுக்கொள்வது' });
    expect(card).toHaveTextContent('கிளையில் சரக்குக் கட்டணம் ₹450 செலுத்தவும்');
    expect(card).toHaveTextContent('பொதுவாக 2–4 நாட்களில் வந்து சேரும்');
    expect(within(card).getByRole('link', { name: 'ABT Madurai-ஐ அழைக்கவும்' })).toBeInTheDocument();
  });
});
