import { startTransition, StrictMode, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { hydrate } from '@tanstack/react-query';
import './styles/index.css';
import { getTenant, metaTenant } from './config/env.ts';
import { AppProvider } from './app/provider.tsx';
import { AppRouter, loadInitialPage } from './app/router.tsx';
import { ApiError } from './lib/api-client.ts';
import { queryClient } from './lib/query-client.ts';
import { readPageState, receivedWithThePage } from './ssr/page-state.ts';
import { adoptDocumentLocale, currentLocale } from './i18n/locale.ts';
import { loadTranslations } from './i18n/load-translations.ts';

async function start() {
  // Settle the shop first: a ?shop= switch signs out before any store reads the token.
  const tenant = getTenant();
  const container = document.getElementById('root')!;
  const state = readPageState(document);
  // The server rendered for the shop it knew (host, ?shop=, cookie); if this browser remembers another
  // (a choice made before the cookie existed), render ours from scratch rather than hydrate the wrong shop.
  const serverRendered = container.hasChildNodes() && state !== null && metaTenant() === tenant;
  if (serverRendered) {
    hydrate(queryClient, receivedWithThePage(state).queries);
    reviveErrors();
  }

  // The page's language as the server rendered it: its catalogues must be in before the first render.
  adoptDocumentLocale();
  await Promise.all([loadInitialPage(location.pathname), loadTranslations(currentLocale())]);
  const app: ReactNode = (
    <StrictMode>
      <AppProvider>
        <AppRouter />
      </AppProvider>
    </StrictMode>
  );
  if (serverRendered) {
    // As a transition, hydration works in slices and yields to the browser between them: a tap or a
    // scroll on a cheap phone is answered while a 100-product list hydrates, instead of after it.
    performance.mark('pataka:hydrate-start');
    startTransition(() => {
      hydrateRoot(container, app);
    });
  } else {
    container.replaceChildren();
    createRoot(container).render(app);
  }
  // The offline service worker, from its own tiny chunk once the page has loaded (decision 131).
  if (import.meta.env.PROD)
    void import('./features/offline/register-service-worker.ts').then((m) => m.registerServiceWorker());
}

void start();

/** A 404 the server rendered ('Product not found') arrives as plain JSON: make it an ApiError again. */
function reviveErrors() {
  for (const query of queryClient.getQueryCache().getAll()) {
    const error = query.state.error as { status?: unknown; code?: unknown; message?: unknown } | null;
    if (!error || error instanceof ApiError) continue;
    query.setState({
      error: new ApiError(
        typeof error.status === 'number' ? error.status : 0,
        typeof error.code === 'string' ? error.code : 'SERVER_ERROR',
        typeof error.message === 'string' ? error.message : '',
      ),
    });
  }
}
