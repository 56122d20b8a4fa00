// The floating WhatsApp button of the shell (issue 15): on every page when the shop has a number, never
// without one.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { createTestQueryClient, stubApi } from '../testing/render.tsx';
import { makeCompany, okReply } from '../testing/shop-fixtures.ts';
import { RootLayout } from './root-layout.tsx';

function renderShell(company: ReturnType<typeof makeCompany>, path = '/') {
  vi.stubGlobal(
    'fetch',
    stubApi({
      'GET /company/public': okReply(company),
      'GET /categories': okReply([]),
      'GET /flashnews/active': okReply([]),
    }).fetchMock,
  );
  // The legal notice was agreed before: the page is the shopper's to use.
  localStorage.setItem('legal_notice_agreed', JSON.stringify({ agreed: true, date: '2025-10-01T00:00:00Z' }));
  localStorage.setItem('dontShowYouTubeModal', 'true');
  const router = createMemoryRouter(
    [
      {
        path: '/',
        Component: RootLayout,
        children: [
          { index: true, element: <p>Home page</p> },
          { path: 'quick-buy', element: <p>Quick Buy</p> },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  return render(
    <QueryClientProvider client={createTestQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('floating chat button', () => {
  it("shows when the shop has a WhatsApp number, opening the shop's chat", async () => {
    renderShell(makeCompany({ whatsappNumber: '919443212345' }));
    const link = await screen.findByRole('link', { name: 'Chat with us on WhatsApp' });
    expect(link.getAttribute('href')).toMatch(
      /^https:\/\/wa\.me\/919443212345\?text=Hello%20Unique%20Crackers/,
    );
    expect(link.getAttribute('style')).not.toContain('8.5rem');
  });

  it('is not there when the shop has no WhatsApp number', async () => {
    renderShell(makeCompany({ whatsappNumber: null }));
    expect(await screen.findByText('Home page')).toBeInTheDocument();
    // The company details are in once the header shows the shop's name.
    expect(await screen.findAllByText(/Unique Crackers/)).not.toHaveLength(0);
    // The button's chunk is in and React has had its turn: absent now means absent.
    await import('../features/share/components/floating-chat-button.tsx');
    await act(async () => {});
    expect(screen.queryByRole('link', { name: 'Chat with us on WhatsApp' })).not.toBeInTheDocument();
  });

  it('sits above the Quick Buy bar on the Quick Buy page', async () => {
    renderShell(makeCompany(), '/quick-buy');
    const link = await screen.findByRole('link', { name: 'Chat with us on WhatsApp' });
    expect(link.getAttribute('style')).toContain('8.5rem');
  });
});
