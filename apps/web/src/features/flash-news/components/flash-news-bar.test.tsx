import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { setSession } from '../../../lib/auth.ts';
import { makeCustomer, makeFlashNews } from '../../../testing/fixtures.ts';
import { dehydrate, hydrate, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createTestQueryClient, renderWithProviders, stubApi } from '../../../testing/render.tsx';
import { renderOnServerThenHydrate } from '../../../testing/server-render.tsx';
import { receivedWithThePage } from '../../../ssr/page-state.ts';
import { activeFlashNewsQueryOptions } from '../api/get-active-flash-news.ts';
import { visibleFlashNews } from '../api/get-active-flash-news.ts';
import { flashNewsHeight } from '../../../lib/flash-news-height.ts';
import { FlashNewsBar } from './flash-news-bar.tsx';

const NOW = Date.parse('2025-10-20T10:00:00.000Z');
const ok = (data: unknown) => ({ body: { success: true, data } });

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('visibleFlashNews (§4)', () => {
  it('keeps only active, undismissed news inside its dates, by ascending priority', () => {
    const items = [
      makeFlashNews({ id: 'late', priority: 3 }),
      makeFlashNews({ id: 'first', priority: 1 }),
      makeFlashNews({ id: 'inactive', isActive: false }),
      makeFlashNews({ id: 'dismissed' }),
      makeFlashNews({ id: 'ended', endDate: '2025-10-20T09:59:59.000Z' }),
      makeFlashNews({ id: 'future', startDate: '2025-10-20T10:00:01.000Z' }),
      makeFlashNews({
        id: 'window',
        priority: 2,
        startDate: '2025-10-01T00:00:00Z',
        endDate: '2025-10-31T00:00:00Z',
      }),
    ];
    expect(visibleFlashNews(items, ['dismissed'], NOW).map((n) => n.id)).toEqual(['first', 'window', 'late']);
  });

  it("shows server 'error' as alert and unknown types as info", () => {
    const shown = visibleFlashNews(
      [
        makeFlashNews({ id: 'a', type: 'error' as never }),
        makeFlashNews({ id: 'b', type: 'promo' as never, priority: 2 }),
        makeFlashNews({ id: 'c', type: 'warning', priority: 3 }),
      ],
      [],
      NOW,
    );
    expect(shown.map((n) => n.type)).toEqual(['alert', 'info', 'warning']);
  });
});

describe('FlashNewsBar', () => {
  const three = [
    makeFlashNews({
      id: 'n-1',
      title: 'First news',
      priority: 1,
      type: 'success',
      link: { text: 'See offers', url: '/products' },
    }),
    makeFlashNews({ id: 'n-2', title: 'Second news', priority: 2, type: 'warning' }),
    makeFlashNews({ id: 'n-3', title: 'Third news', priority: 3, type: 'alert' }),
  ];

  it('rotates every 5 s and has previous, next and dot controls', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    vi.stubGlobal('fetch', stubApi({ 'GET /flashnews/active': ok(three) }).fetchMock);
    renderWithProviders(<FlashNewsBar />);
    expect(await screen.findByText('First news')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See offers' })).toHaveAttribute('href', '/products');
    expect(screen.getByRole('region', { name: 'Announcements' })).toHaveAttribute(
      'data-flash-type',
      'success',
    );

    act(() => vi.advanceTimersByTime(4_500));
    expect(screen.getByText('First news')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(600));
    expect(screen.getByText('Second news')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(5_000));
    expect(screen.getByText('Third news')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(5_000));
    expect(screen.getByText('First news')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Previous announcement' }));
    expect(screen.getByText('Third news')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Next announcement' }));
    expect(screen.getByText('First news')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Announcement 2 of 3' }));
    expect(screen.getByText('Second news')).toBeInTheDocument();
  });

  it('publishes its height to what sits above it, without restyling the whole page', async () => {
    // jsdom lays nothing out: the bar is 45 px tall here.
    vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(45);
    vi.stubGlobal('fetch', stubApi({ 'GET /flashnews/active': ok([three[0]]) }).fetchMock);
    renderWithProviders(<FlashNewsBar />);
    await waitFor(() => expect(flashNewsHeight.get()).toBe(45));
    // An inherited custom property on <html> would make the browser restyle every element.
    expect(document.documentElement.getAttribute('style') ?? '').toBe('');
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss announcement' }));
    expect(flashNewsHeight.get()).toBe(0);
  });

  it('shows a single item without rotation controls', async () => {
    vi.stubGlobal('fetch', stubApi({ 'GET /flashnews/active': ok([three[0]]) }).fetchMock);
    renderWithProviders(<FlashNewsBar />);
    expect(await screen.findByText('First news')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Next announcement' })).not.toBeInTheDocument();
  });

  it('remembers a dismissal locally and stays quiet to the server when signed out', async () => {
    const api = stubApi({ 'GET /flashnews/active': ok(three.slice(0, 2)) });
    vi.stubGlobal('fetch', api.fetchMock);
    renderWithProviders(<FlashNewsBar />);
    fireEvent.click(await screen.findByRole('button', { name: 'Dismiss announcement' }));
    expect(screen.getByText('Second news')).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem('dismissed_flash_news')!)).toEqual(['n-1']);
    expect(api.calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it('also tells the server when signed in, and ignores its failure', async () => {
    setSession('tok', makeCustomer());
    const api = stubApi({
      'GET /flashnews/active': ok([three[0]]),
      'POST /flashnews/n-1/dismiss': {
        status: 500,
        body: { success: false, error: { code: 'X', message: 'Internal server error' } },
      },
    });
    vi.stubGlobal('fetch', api.fetchMock);
    renderWithProviders(<FlashNewsBar />);
    fireEvent.click(await screen.findByRole('button', { name: 'Dismiss announcement' }));
    expect(screen.queryByRole('region', { name: 'Announcements' })).not.toBeInTheDocument();
    await waitFor(() =>
      expect(api.calls.some((c) => c.method === 'POST' && c.url.endsWith('/flashnews/n-1/dismiss'))).toBe(
        true,
      ),
    );
    expect(document.querySelector('[data-toast-type="error"]')).toBeNull();
  });

  it('hides news dismissed earlier on this device', async () => {
    localStorage.setItem('dismissed_flash_news', JSON.stringify(['n-1']));
    vi.stubGlobal('fetch', stubApi({ 'GET /flashnews/active': ok(three.slice(0, 2)) }).fetchMock);
    renderWithProviders(<FlashNewsBar />);
    expect(await screen.findByText('Second news')).toBeInTheDocument();
    expect(screen.queryByText('First news')).not.toBeInTheDocument();
  });

  it('stays hidden when the fetch fails', async () => {
    const api = stubApi({
      'GET /flashnews/active': {
        status: 500,
        body: { success: false, error: { code: 'X', message: 'down' } },
      },
    });
    vi.stubGlobal('fetch', api.fetchMock);
    const { container } = renderWithProviders(<FlashNewsBar />);
    await waitFor(() => expect(api.calls).toHaveLength(1));
    await new Promise((r) => setTimeout(r, 20));
    expect(screen.queryByRole('region', { name: 'Announcements' })).not.toBeInTheDocument();
    expect(container.querySelector('[data-flash-type]')).toBeNull();
  });
});

describe('FlashNewsBar on a server-rendered page', () => {
  const barWith = (client: QueryClient) => (
    <QueryClientProvider client={client}>
      <FlashNewsBar />
    </QueryClientProvider>
  );

  it('hydrates the news the server drew, then hides what this device dismissed', async () => {
    localStorage.setItem('dismissed_flash_news', JSON.stringify(['n-1']));
    const news = [
      makeFlashNews({ id: 'n-1', title: 'First news', priority: 1 }),
      makeFlashNews({ id: 'n-2', title: 'Second news', priority: 2 }),
    ];
    // The server fetched the news before rendering and handed its cache over (same data, same time).
    const fetchedAt = Date.now();
    const page = () => {
      const client = createTestQueryClient();
      client.setQueryData(activeFlashNewsQueryOptions().queryKey, news, { updatedAt: fetchedAt });
      return barWith(client);
    };

    const { html, errors } = await renderOnServerThenHydrate(page);

    expect(html).toContain('First news');
    expect(errors).toEqual([]);
    expect(screen.getByText('Second news')).toBeInTheDocument();
    expect(screen.queryByText('First news')).not.toBeInTheDocument();
  });

  it("hydrates news that ended between the server's fetch and the page's arrival, then hides it", async () => {
    // A page from the server's page cache: fetched two minutes ago, the first news ended a minute ago.
    const fetchedAt = Date.now() - 120_000;
    const news = [
      makeFlashNews({
        id: 'ending',
        title: 'Ends soon',
        priority: 1,
        endDate: new Date(fetchedAt + 60_000).toISOString(),
      }),
      makeFlashNews({ id: 'stays', title: 'Still on', priority: 2 }),
    ];
    const server = createTestQueryClient();
    server.setQueryData(activeFlashNewsQueryOptions().queryKey, news, { updatedAt: fetchedAt });
    const arrived = receivedWithThePage({ queries: dehydrate(server) }).queries;
    let onServer = true;
    const page = () => {
      const client = onServer ? server : createTestQueryClient();
      if (!onServer) hydrate(client, arrived);
      onServer = false;
      return barWith(client);
    };

    const { html, errors } = await renderOnServerThenHydrate(page);

    expect(html).toContain('Ends soon');
    expect(errors).toEqual([]);
    await waitFor(() => expect(screen.queryByText('Ends soon')).not.toBeInTheDocument());
    expect(screen.getByText('Still on')).toBeInTheDocument();
  });
});
