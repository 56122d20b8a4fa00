import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fail, mockFetch } from '../../../testing/mock-api.ts';
import { renderRoute } from '../../../testing/render-route.tsx';
import { PickupPointsScreen } from './pickup-points-screen.tsx';

const WAIT = { timeout: 5000 };

const providers = [{ id: 'p1', name: 'KPN Parcel', isActive: true, locationsCount: 1 }];
const locations = [
  {
    id: 'l1',
    transportProviderId: 'p1',
    transportProviderName: 'KPN Parcel',
    name: 'KPN Guindy',
    address: '12 Mount Road',
    area: 'Guindy',
    city: 'Chennai',
    state: 'Tamil Nadu',
    zipCode: '600032',
    landmark: null,
    phone: '9876543210',
    openingHours: '9 am – 7 pm',
    timings: '9 am – 7 pm',
    mapUrl: null,
    isActive: true,
  },
];

describe('Pickup points', { timeout: 30_000 }, () => {
  it('groups pickup points under their provider and shows why a provider cannot be deleted', async () => {
    mockFetch({
      'GET /admin/company/transport-providers': () => providers,
      'GET /admin/company/pickup-locations': () => locations,
      'DELETE /company/transport-providers/:id': () =>
        fail(409, 'KPN Parcel still has 1 active pickup point: turn it off first', 'CONFLICT'),
    });
    renderRoute(<PickupPointsScreen />, { route: '/pickup-points' });
    const card = await screen.findByRole('region', { name: 'KPN Parcel' }, WAIT);
    expect(within(card).getByText('KPN Guindy', { selector: 'p' })).toBeInTheDocument();
    expect(within(card).getByText('Guindy, Chennai, Tamil Nadu, 600032')).toBeInTheDocument();
    await userEvent.click(within(card).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete KPN Parcel?' }, WAIT);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await within(dialog).findByText(/still has 1 active pickup point/, {}, WAIT)).toBeInTheDocument();
  });

  it('adds a pickup point under the chosen provider', async () => {
    let body: Record<string, unknown> | undefined;
    mockFetch({
      'GET /admin/company/transport-providers': () => providers,
      'GET /admin/company/pickup-locations': () => [],
      'POST /company/pickup-locations': (req) => {
        body = req.body as Record<string, unknown>;
        return { id: 'l2', ...body };
      },
    });
    renderRoute(<PickupPointsScreen />, {
      route: '/pickup-points?edit=new&provider=p1',
      path: '/pickup-points',
    });
    expect(await screen.findByLabelText('Transport provider', {}, WAIT)).toHaveValue('p1');
    await userEvent.type(screen.getByLabelText('Name'), 'KPN Madurai');
    await userEvent.type(screen.getByLabelText('Address'), '4 Town Hall Road');
    await userEvent.type(screen.getByLabelText('City'), 'Madurai');
    await userEvent.selectOptions(screen.getByLabelText('State'), 'Tamil Nadu');
    await userEvent.type(screen.getByLabelText('Pincode'), '625001');
    await userEvent.click(screen.getByRole('button', { name: 'Add pickup point' }));
    await waitFor(() => expect(body).toBeDefined());
    expect(body).toMatchObject({
      transportProviderId: 'p1',
      name: 'KPN Madurai',
      city: 'Madurai',
      state: 'Tamil Nadu',
      zipCode: '625001',
      phone: null,
      isActive: true,
    });
  });
});
