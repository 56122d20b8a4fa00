import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch, paged } from '../../../testing/mock-api.ts';
import { renderRoute } from '../../../testing/render-route.tsx';
import { MessagesScreen } from './messages-screen.tsx';

// The first render loads a lot of code; a busy CI machine needs more than the default second.
const WAIT = { timeout: 5000 };

const message = {
  id: 'm1',
  name: 'Priya',
  email: 'priya@example.com',
  phone: '9876543210',
  subject: 'Bulk order for a wedding',
  message: 'Do you deliver to Madurai by Friday?',
  status: 'new',
  createdAt: '2026-10-20T10:00:00.000Z',
  updatedAt: '2026-10-20T10:00:00.000Z',
};

describe('Messages', { timeout: 30_000 }, () => {
  it('opens a contact message, offers Call/WhatsApp/e-mail, and marks it handled', async () => {
    let patch: { path: string; body: unknown } | undefined;
    const fetch = mockFetch({
      'GET /admin/contact-messages': () => paged([message]),
      'PATCH /admin/contact-messages/:id': (req) => {
        patch = { path: req.path, body: req.body };
        return { ...message, status: 'handled' };
      },
    });
    renderRoute(<MessagesScreen />, { route: '/messages' });
    await userEvent.click(await screen.findByRole('button', { name: /Priya — Bulk order/ }, WAIT));
    expect(screen.getByText('Do you deliver to Madurai by Friday?')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Call/ })).toHaveAttribute('href', 'tel:+919876543210');
    expect(screen.getByRole('link', { name: /WhatsApp/ })).toHaveAttribute(
      'href',
      'https://wa.me/919876543210',
    );
    expect(screen.getByRole('link', { name: 'E-mail' }).getAttribute('href')).toMatch(
      /^mailto:priya@example.com\?subject=Re%3A/,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Mark handled' }));
    await waitFor(() =>
      expect(patch).toEqual({ path: '/admin/contact-messages/m1', body: { status: 'handled' } }),
    );
    // The list asked for new messages first.
    const firstGet = new URL(String(fetch.mock.calls[0]![0]), 'http://localhost');
    expect(firstGet.searchParams.get('status')).toBe('new');
  });

  it('filters by status and lists newsletter subscribers with search', async () => {
    const fetch = mockFetch({
      'GET /admin/contact-messages': (req) => paged(req.query.get('status') === 'handled' ? [] : [message]),
      'GET /admin/newsletter': (req) =>
        paged(
          req.query.get('search') === 'ravi'
            ? []
            : [
                {
                  id: 's1',
                  email: 'ravi@example.com',
                  name: 'Ravi',
                  subscribedAt: '2026-10-01T00:00:00Z',
                  createdAt: '2026-10-01T00:00:00Z',
                  updatedAt: '2026-10-01T00:00:00Z',
                },
              ],
        ),
    });
    renderRoute(<MessagesScreen />, { route: '/messages' });
    await screen.findByText(/Bulk order/, {}, WAIT);
    await userEvent.click(screen.getByRole('button', { name: 'Handled' }));
    expect(await screen.findByText(/No messages here yet/, {}, WAIT)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Newsletter subscribers' }));
    expect(await screen.findByText('ravi@example.com', {}, WAIT)).toBeInTheDocument();
    expect(screen.getByText('1 subscriber')).toBeInTheDocument();
    expect(fetch.mock.calls.some(([url]) => String(url).includes('/admin/newsletter'))).toBe(true);
  });
});
