import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { mockFetch } from '../../../testing/mock-api.ts';
import { renderRoute } from '../../../testing/render-route.tsx';
import { SetupCard } from './setup-card.tsx';
import { SetupChecklist } from './setup-checklist.tsx';

// The first render loads a lot of code; a busy CI machine needs more than the default second.
const WAIT = { timeout: 5000 };

const items = [
  { key: 'company', done: true, label: 'Add your shop details', href: '/admin/shop' },
  { key: 'upi', done: false, label: 'Add your UPI ID', href: '/admin/shop#payments' },
  { key: 'category', done: false, label: 'Add a category', href: '/categories' },
];

describe('Setup checklist', () => {
  it('ticks what is done and links each item to its screen', async () => {
    mockFetch({ 'GET /admin/setup-checklist': () => ({ items, complete: false }) });
    renderRoute(<SetupChecklist />, { route: '/setup' });
    expect(await screen.findByText('1 of 3 done', {}, WAIT)).toBeInTheDocument();
    const rows = screen.getAllByRole('listitem');
    expect(rows[0]).toHaveTextContent('(done)');
    expect(within(rows[0]!).getByRole('link')).toHaveAttribute('href', '/shop');
    expect(rows[1]).toHaveTextContent('(to do)');
    expect(within(rows[1]!).getByRole('link', { name: /Do it/ })).toHaveAttribute('href', '/shop#payments');
    expect(within(rows[2]!).getByRole('link')).toHaveAttribute('href', '/categories');
    expect(screen.queryByText(/Your shop is ready/)).not.toBeInTheDocument();
  });

  it('says the shop is ready and shows its link when complete', async () => {
    mockFetch({
      'GET /admin/setup-checklist': () => ({
        items: items.map((i) => ({ ...i, done: true })),
        complete: true,
      }),
    });
    renderRoute(<SetupChecklist />, { route: '/setup' });
    expect(await screen.findByText('Your shop is ready — share your link', {}, WAIT)).toBeInTheDocument();
    expect(screen.getByText(`${window.location.origin}/`)).toBeInTheDocument();
  });

  it('shows the dashboard card only while setup is unfinished', async () => {
    mockFetch({ 'GET /admin/setup-checklist': () => ({ items, complete: false }) });
    const first = renderRoute(<SetupCard />, { route: '/dashboard' });
    expect(
      await screen.findByText(/Finish setting up your shop · 1 of 3 done/, {}, WAIT),
    ).toBeInTheDocument();
    expect(screen.getByText('Next: Add your UPI ID')).toBeInTheDocument();
    first.unmount();
    mockFetch({ 'GET /admin/setup-checklist': () => ({ items, complete: true }) });
    const { client } = renderRoute(<SetupCard />, { route: '/dashboard' });
    await new Promise((r) => setTimeout(r, 50));
    expect(client.getQueryState(['setup-checklist'])?.status).toBe('success');
    expect(screen.queryByText(/Finish setting up/)).not.toBeInTheDocument();
  });
});
