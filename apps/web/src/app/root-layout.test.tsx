// The shell's two modals, wired as the app wires them: the legal notice until agreed, then the
// how-to-order video 1.5 s later unless "Don't show again" was chosen.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { createTestQueryClient, stubApi } from '../testing/render.tsx';
import { RootLayout } from './root-layout.tsx';

const ok = (data: unknown) => ({ body: { success: true, data } });

function renderShell() {
  const router = createMemoryRouter(
    [{ path: '/', Component: RootLayout, children: [{ index: true, element: <p>Home page</p> }] }],
    { initialEntries: ['/'] },
  );
  return render(
    <QueryClientProvider client={createTestQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

const agreed = () =>
  localStorage.setItem(
    'legal_notice_agreed',
    JSON.stringify({ agreed: true, date: '2025-10-01T00:00:00.000Z' }),
  );
const videoDialog = () => screen.queryByRole('dialog', { name: 'How to Order' });

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  vi.stubGlobal(
    'fetch',
    stubApi({
      'GET /company/public': ok({
        companyName: 'Unique Crackers',
        howToOrderVideoUrl: '/media/demo/how-to-order.webm',
        socialMedia: {},
      }),
      'GET /categories': ok([]),
      'GET /flashnews/active': ok([]),
    }).fetchMock,
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('legal notice', () => {
  it('shows until agreed, cites the 2018 order, and remembers the date', async () => {
    vi.setSystemTime(new Date('2025-10-20T10:00:00.000Z'));
    const first = renderShell();
    const dialog = await screen.findByRole('dialog', { name: 'Important Legal Notice' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveTextContent('23 October 2018');
    expect(dialog).toHaveTextContent('Arjun Gopal');
    expect(dialog).toHaveTextContent('within 24 hours');
    // It cannot be closed without agreeing.
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.getByRole('dialog', { name: 'Important Legal Notice' })).toBeInTheDocument();
    first.unmount();

    renderShell();
    fireEvent.click(await screen.findByRole('button', { name: 'I Agree & Continue' }));
    expect(screen.queryByRole('dialog', { name: 'Important Legal Notice' })).not.toBeInTheDocument();
    // The clock runs on from 10:00:00 while the test works, so match the minute.
    expect(JSON.parse(localStorage.getItem('legal_notice_agreed')!)).toEqual({
      agreed: true,
      date: expect.stringMatching(/^2025-10-20T10:00:\d\d\.\d{3}Z$/),
    });
  });

  it('stays away once agreed', async () => {
    agreed();
    localStorage.setItem('dontShowYouTubeModal', 'true');
    renderShell();
    expect(await screen.findByText('Home page')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(2_000));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('how-to-order video modal', () => {
  it('opens about 1.5 s after load and plays the shop video', async () => {
    agreed();
    renderShell();
    await screen.findByText('Home page');
    expect(videoDialog()).not.toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(1_600));
    const dialog = await screen.findByRole('dialog', { name: 'How to Order' });
    const video = dialog.querySelector('video')!;
    expect(video).toHaveAttribute('src', '/media/demo/how-to-order.webm');
    expect(video).toHaveAttribute('controls');
  });

  it("waits for the legal notice, then opens 1.5 s after 'I Agree & Continue'", async () => {
    renderShell();
    await screen.findByRole('dialog', { name: 'Important Legal Notice' });
    await act(() => vi.advanceTimersByTimeAsync(5_000));
    expect(videoDialog()).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'I Agree & Continue' }));
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(videoDialog()).not.toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(600));
    expect(await screen.findByRole('dialog', { name: 'How to Order' })).toBeInTheDocument();
  });

  it("is never shown automatically after Don't show again, but still opens from the nav", async () => {
    agreed();
    const first = renderShell();
    await act(() => vi.advanceTimersByTimeAsync(1_600));
    fireEvent.click(await screen.findByRole('button', { name: "Don't show again" }));
    expect(videoDialog()).not.toBeInTheDocument();
    expect(localStorage.getItem('dontShowYouTubeModal')).toBe('true');
    first.unmount();

    renderShell();
    await screen.findByText('Home page');
    await act(() => vi.advanceTimersByTimeAsync(3_000));
    expect(videoDialog()).not.toBeInTheDocument();
    fireEvent.click(screen.getAllByRole('button', { name: 'How to Order' })[0]!);
    expect(await screen.findByRole('dialog', { name: 'How to Order' })).toBeInTheDocument();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(videoDialog()).not.toBeInTheDocument();
  });
});
