import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch } from '../../../testing/mock-api.ts';
import { renderRoute } from '../../../testing/render-route.tsx';
import { FlashNewsScreen } from './flash-news-screen.tsx';

// The first render loads a lot of code; a busy CI machine needs more than the default second.
const WAIT = { timeout: 5000 };

describe('Flash news', { timeout: 30_000 }, () => {
  it('previews the bar with what is typed, and sends it', async () => {
    let body: Record<string, unknown> | undefined;
    mockFetch({
      'GET /admin/flashnews': () => [],
      'POST /flashnews': (req) => {
        body = req.body as Record<string, unknown>;
        return { id: 'n1', ...body, state: 'live' };
      },
    });
    const { router } = renderRoute(<FlashNewsScreen />, {
      route: '/flash-news?edit=new',
      path: '/flash-news',
    });
    const preview = await screen.findByTestId('flash-preview', {}, WAIT);
    expect(preview).toHaveTextContent('Your message appears here');
    await userEvent.type(screen.getByLabelText('Title'), 'Diwali offer');
    await userEvent.type(screen.getByLabelText('Message'), 'Flat 10% off till Sunday');
    const titleTa = screen.getByLabelText('Title in Tamil');
    expect(titleTa).toHaveAttribute('lang', 'ta');
    expect(screen.getByLabelText('Message in Tamil')).toHaveAttribute('lang', 'ta');
    await userEvent.type(titleTa, 'தீபாவளி சலுகை');
    expect(preview).toHaveTextContent('Diwali offer');
    expect(preview).toHaveTextContent('Flat 10% off till Sunday');
    expect(preview).toHaveAttribute('data-flash-type', 'info');
    await userEvent.selectOptions(screen.getByLabelText('Type'), 'warning');
    expect(preview).toHaveAttribute('data-flash-type', 'warning');
    expect(preview.className).toContain('bg-saffron-400');
    await userEvent.type(screen.getByLabelText('Link address (optional)'), '/products?tag=New');
    expect(preview).toHaveTextContent('Learn more');
    await userEvent.click(screen.getByRole('button', { name: 'Add flash news' }));
    await waitFor(() => expect(body).toBeDefined());
    expect(body).toMatchObject({
      title: 'Diwali offer',
      message: 'Flat 10% off till Sunday',
      titleTa: 'தீபாவளி சலுகை',
      messageTa: null,
      type: 'warning',
      link: { text: null, url: '/products?tag=New' },
      priority: 0,
      isActive: true,
    });
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('shows each item with what shoppers see of it now', async () => {
    mockFetch({
      'GET /admin/flashnews': () => [
        {
          id: 'a',
          title: 'Old sale',
          message: 'Over',
          type: 'info',
          link: null,
          isActive: true,
          priority: 0,
          startDate: null,
          endDate: '2025-01-01T00:00:00Z',
          createdAt: '2025-01-01T00:00:00Z',
          state: 'expired',
        },
        {
          id: 'b',
          title: 'Diwali',
          message: 'Open late',
          type: 'success',
          link: null,
          isActive: true,
          priority: 1,
          startDate: null,
          endDate: null,
          createdAt: '2026-01-01T00:00:00Z',
          state: 'live',
        },
      ],
    });
    renderRoute(<FlashNewsScreen />, { route: '/flash-news' });
    expect(await screen.findByText('1 showing in your shop now.', {}, WAIT)).toBeInTheDocument();
    const items = screen.getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Diwali');
    expect(items[0]).toHaveTextContent('Live now');
    expect(items[1]).toHaveTextContent('Expired');
  });
});
