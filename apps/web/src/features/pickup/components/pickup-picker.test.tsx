import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PickupLocation } from '@pataka/domain/api-types';
import { MESSAGES } from '@pataka/domain/messages';
import { clearApiCache } from '../../../lib/api-client.ts';
import { fail, mockFetch, type MockHandler } from '../../../testing/mock-api.ts';
import { renderWithProviders as renderPage } from '../../../testing/render.tsx';
import { PickupPicker } from './pickup-picker.tsx';
import { PickupChooser } from './pickup-chooser.tsx';

function location(overrides: Partial<PickupLocation> = {}): PickupLocation {
  return {
    id: 'loc-1',
    name: 'Chennai Koyambedu',
    address: 'Shop 14, Omni Bus Stand Complex',
    area: 'Koyambedu',
    city: 'Chennai',
    state: 'Tamil Nadu',
    zipCode: '600107',
    landmark: 'CMBT Gate 3',
    phone: '+91 94440 21001',
    openingHours: '9:00 AM – 9:00 PM',
    timings: null,
    mapUrl: null,
    isActive: true,
    transportProviderName: 'Velan Transports',
    ...overrides,
  };
}

function setup(provider: string | null, handler: MockHandler) {
  const fetch = mockFetch({ 'GET /company/pickup-locations': handler });
  const onPick = vi.fn();
  renderPage(<PickupPicker provider={provider} selectedId={null} onPick={onPick} />);
  return { fetch, onPick, user: userEvent.setup() };
}

beforeEach(() => clearApiCache());
afterEach(() => vi.unstubAllGlobals());

describe('PickupPicker', () => {
  it('asks for a transport provider first and loads nothing', () => {
    const { fetch } = setup(null, () => [location()]);
    expect(
      screen.getByText('Please select a transport provider to see its pickup locations.'),
    ).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });

  it("shows loading, then the provider's locations", async () => {
    let release: (v: unknown) => void = () => {};
    const { fetch } = setup('Velan Transports', () => new Promise((r) => (release = r)));
    expect(await screen.findByRole('status', { name: 'Loading pickup locations' })).toBeInTheDocument();
    release([location(), location({ id: 'loc-2', name: 'Madurai Mattuthavani' })]);
    expect(await screen.findByRole('radio', { name: /Chennai Koyambedu/ })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /Madurai Mattuthavani/ })).toBeInTheDocument();
    expect(screen.getAllByText(/9:00 AM – 9:00 PM/)).toHaveLength(2);
    const url = new URL(String(fetch.mock.calls[0]![0]), 'http://x');
    expect(url.searchParams.get('transportProviderName')).toBe('Velan Transports');
  });

  it("says 'Failed to load pickup locations' when the server answers success false", async () => {
    setup('Velan Transports', () => fail(500, 'Internal server error'));
    expect(await screen.findByText(MESSAGES.pickupLoadFailed)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  });

  it("says 'Error loading pickup locations' when the request throws", async () => {
    setup('Velan Transports', () => {
      throw new TypeError('Failed to fetch');
    });
    // mockFetch turns a thrown handler into a rejected fetch, like a dropped connection.
    expect(await screen.findByText(MESSAGES.pickupLoadError)).toBeInTheDocument();
  });

  it('shows an empty state', async () => {
    setup('Velan Transports', () => []);
    expect(await screen.findByText('Velan Transports has no pickup locations yet.')).toBeInTheDocument();
  });

  it('searches as the shopper types (debounced) and says when nothing matches', async () => {
    const { fetch, user } = setup('Velan Transports', ({ query }) =>
      query.get('search') ? [] : [location()],
    );
    await screen.findByRole('radio', { name: /Chennai Koyambedu/ });
    await user.type(screen.getByRole('searchbox', { name: 'Search pickup locations' }), 'salem');
    expect(
      await screen.findByText('No pickup locations of Velan Transports match "salem".'),
    ).toBeInTheDocument();
    const searches = fetch.mock.calls.map(([u]) => new URL(String(u), 'http://x').searchParams.get('search'));
    // One request for the settled text, not one per keystroke.
    expect(searches).toEqual([null, 'salem']);
  });

  it('reports the picked location as {id, name}', async () => {
    const { onPick, user } = setup('Velan Transports', () => [location()]);
    await user.click(await screen.findByRole('radio', { name: /Chennai Koyambedu/ }));
    expect(onPick).toHaveBeenCalledWith(
      { id: 'loc-1', name: 'Chennai Koyambedu' },
      expect.objectContaining({ state: 'Tamil Nadu' }),
    );
  });
});

describe('PickupChooser', () => {
  it('lists the transport providers and clears the location when the provider changes', async () => {
    mockFetch({
      'GET /company/transport-providers': () => [
        { id: 't1', name: 'Velan Transports', isActive: true, locationsCount: 4 },
        { id: 't2', name: 'Sri Sakthi Parcel Service', isActive: true, locationsCount: 6 },
      ],
      'GET /company/pickup-locations': ({ query }) =>
        query.get('transportProviderName') === 'Velan Transports'
          ? [location()]
          : [location({ id: 'loc-9', name: 'Salem New Bus Stand' })],
    });
    const onChange = vi.fn();
    renderPage(<PickupChooser onChange={onChange} />);
    const user = userEvent.setup();
    const select = await screen.findByLabelText('Transport provider');
    expect(
      screen.getByText('Please select a transport provider to see its pickup locations.'),
    ).toBeInTheDocument();
    await user.selectOptions(select, 'Velan Transports');
    await user.click(await screen.findByRole('radio', { name: /Chennai Koyambedu/ }));
    expect(onChange).toHaveBeenLastCalledWith(
      expect.objectContaining({
        provider: 'Velan Transports',
        location: { id: 'loc-1', name: 'Chennai Koyambedu' },
      }),
    );
    await user.selectOptions(select, 'Sri Sakthi Parcel Service');
    expect(onChange).toHaveBeenLastCalledWith({
      provider: 'Sri Sakthi Parcel Service',
      location: null,
      details: null,
    });
    await waitFor(() =>
      expect(screen.getByRole('radio', { name: /Salem New Bus Stand/ })).toHaveAttribute(
        'aria-checked',
        'false',
      ),
    );
  });

  it('derives providers from the pickup locations when the API has no provider list', async () => {
    mockFetch({
      'GET /company/transport-providers': () => fail(404, 'Not found', 'NOT_FOUND'),
      'GET /company/pickup-locations': () => [
        location(),
        location({ id: 'loc-2' }),
        location({ id: 'loc-3', transportProviderName: 'KPN Parcel' }),
      ],
    });
    renderPage(<PickupChooser onChange={vi.fn()} />);
    const select = await screen.findByLabelText('Transport provider');
    const options = [...(select as HTMLSelectElement).options].map((o) => o.textContent);
    expect(options).toEqual([
      'Select a transport provider',
      'KPN Parcel (1 location)',
      'Velan Transports (2 locations)',
    ]);
  });
});
