// The storefront's server renderer, loaded by the API process (apps/api plugins/ssr.ts). For a public page
// it fills a fresh query cache from the API in-process, renders the React tree with React Router's static
// handler and React 19's streaming renderer, and returns the whole document with the cache embedded for
// hydrateRoot. Personal pages get the shell with their own <head>: the browser renders them.
import { AsyncLocalStorage } from 'node:async_hooks';
import { PassThrough } from 'node:stream';
import { StrictMode, type ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { createStaticHandler, StaticRouter, type RouteObject } from 'react-router';
import { dehydrate, QueryClient } from '@tanstack/react-query';
import { DEFAULT_LOCALE, LOCALE_TAGS, setLocaleSource, type Locale } from '@pataka/domain/i18n';
import { DEFAULT_TENANT, setServerTenantSource } from './config/env.ts';
// Every language's catalogues, registered once: each render reads the one its request asked for.
import './i18n/ta.ts';
import { AppProvider } from './app/provider.tsx';
import { AppContent } from './app/router.tsx';
import {
  pageIdOf,
  pageSource,
  PERSONAL_PAGES,
  ROOT_ROUTE_ID,
  routeTree,
  type PageId,
} from './app/routes.tsx';
import { ApiError, setApiTransport } from './lib/api-client.ts';
import { createQueryClient } from './lib/query-client.ts';
import {
  assembleDocument,
  checkTemplate,
  compactTemplate,
  routePreloads,
  templateScripts,
  type ViteManifest,
} from './ssr/document.ts';
import { loadLayoutData, PAGE_DATA, type PageOutcome } from './ssr/page-data.ts';
import { pageHead } from './ssr/page-head.ts';
import { stateScript } from './ssr/page-state.ts';
import { slimProductLists } from './ssr/slim-products.ts';

export type RenderRequest = {
  /** Path and query as requested, e.g. `/products?tag=new`. */
  url: string;
  tenantId: string;
  /** The shopper's language (the `pataka_lang` cookie): the page is rendered in it. */
  locale?: Locale;
  /** `https://shop.example`: for canonical URLs and Open Graph. */
  origin: string;
  /** The shop was chosen by ?shop= or its cookie: URLs in the page keep ?shop=. */
  keepShopParam: boolean;
  /** Answers the storefront's API calls in-process (the API's own routes, tenant header included). */
  fetchApi: (url: string, init: RequestInit) => Promise<Response>;
};

export type RenderResult = {
  status: number;
  html: string;
  /** Public pages are the same for every visitor of the shop and may be cached; personal shells too. */
  kind: 'page' | 'shell';
};

export type RendererOptions = {
  /** The built index.html (Vite's output). */
  template: string;
  /** Vite's build manifest: which chunks each route needs. */
  manifest: ViteManifest | null;
};

type Scope = { tenantId: string; locale: Locale; fetchApi: RenderRequest['fetchApi'] };
const scope = new AsyncLocalStorage<Scope>();

setServerTenantSource(() => scope.getStore()?.tenantId ?? DEFAULT_TENANT);
setLocaleSource(() => scope.getStore()?.locale ?? DEFAULT_LOCALE);
setApiTransport((url, init) => {
  const current = scope.getStore();
  if (!current) return Promise.reject(new Error('An API call outside a server render'));
  return current.fetchApi(url, init);
});

/** Per request: the cache the loaders fill and the status they find. */
type LoadContext = { queryClient: QueryClient; outcome: PageOutcome };

/**
 * The route tree with each page's data as its loader, for React Router's static handler: it matches the
 * URL as <Routes> will and runs the layout's and the page's loaders together.
 */
function serverRoutes(tree: RouteObject[]): RouteObject[] {
  return tree.map((route): RouteObject => {
    const id = route.id as PageId | undefined;
    const load = route.id === ROOT_ROUTE_ID ? null : id ? PAGE_DATA[id] : undefined;
    const { element: _element, ...copy } = route as RouteObject & { element?: unknown };
    if (route.id === ROOT_ROUTE_ID) {
      copy.loader = async ({ request, context }) => {
        const ctx = context as unknown as LoadContext;
        await loadLayoutData({ queryClient: ctx.queryClient, params: {}, url: new URL(request.url) });
        return null;
      };
    } else if (load) {
      copy.loader = async ({ request, params, context }) => {
        const ctx = context as unknown as LoadContext;
        ctx.outcome = await load({ queryClient: ctx.queryClient, params, url: new URL(request.url) });
        return null;
      };
    }
    if (route.children) copy.children = serverRoutes(route.children);
    return copy;
  }) as RouteObject[];
}

const handler = createStaticHandler(serverRoutes(routeTree));
/** A page that never finishes (a stuck read) is cut off and sent as the shell instead. */
const RENDER_TIMEOUT_MS = 5_000;

function renderToHtml(element: ReactNode): Promise<string> {
  return new Promise((resolve, reject) => {
    let error: unknown = null;
    const timer = setTimeout(() => abort(new Error('Server render timed out')), RENDER_TIMEOUT_MS);
    const { pipe, abort } = renderToPipeableStream(element, {
      // Every boundary in place, none sent out of line: out-of-line boundaries need inline scripts to move
      // them, and the Content-Security-Policy runs none (nor would a cached page carry a fresh nonce).
      progressiveChunkSize: Number.MAX_SAFE_INTEGER,
      // Crawlers, link previews and the cache want the whole page, not the first flush.
      onAllReady() {
        clearTimeout(timer);
        if (error) return reject(error);
        const sink = new PassThrough();
        const chunks: Buffer[] = [];
        sink.on('data', (chunk: Buffer) => chunks.push(chunk));
        sink.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
        pipe(sink);
      },
      onShellError(err) {
        clearTimeout(timer);
        reject(err);
      },
      onError(err) {
        error ??= err;
      },
    });
  });
}

/** The query cache as the browser needs it: successes and failures (a 404 renders 'Product not found'). */
function dehydrateCache(queryClient: QueryClient) {
  const state = dehydrate(queryClient, { shouldDehydrateQuery: (q) => q.state.status !== 'pending' });
  for (const query of state.queries) {
    const error = query.state.error;
    if (error instanceof ApiError) {
      // An Error's message is not an own property: JSON would drop it.
      (query.state as { error: unknown }).error = {
        status: error.status,
        code: error.code,
        message: error.message,
      };
    }
  }
  return slimProductLists(state);
}

/** The Tamil catalogues' module, as Vite's manifest names it. */
const TAMIL_SOURCE = 'src/i18n/ta.ts';

export function createRenderer({ template: built, manifest }: RendererOptions) {
  const template = compactTemplate(built);
  checkTemplate(template);
  const preloaded = templateScripts(template);

  async function render(request: RenderRequest): Promise<RenderResult> {
    const url = new URL(request.url, request.origin);
    const pageId = pageIdOf(url.pathname) ?? 'not-found';
    const locale = request.locale ?? DEFAULT_LOCALE;
    const lang = LOCALE_TAGS[locale];
    // A Tamil page fetches its catalogue chunk with the route's, before hydration needs it.
    const translationChunks = locale === 'ta' ? [TAMIL_SOURCE] : [];
    return scope.run({ tenantId: request.tenantId, locale, fetchApi: request.fetchApi }, async () => {
      const queryClient = new QueryClient({
        defaultOptions: { ...createQueryClient().getDefaultOptions(), queries: { retry: false } },
      });
      const headContext = {
        origin: request.origin,
        tenantId: request.tenantId,
        keepShopParam: request.keepShopParam,
        path: url.pathname,
        search: url.search,
      };

      if (PERSONAL_PAGES.has(pageId)) {
        await loadLayoutData({ queryClient, params: {}, url });
        const head = pageHead(pageId, 200, queryClient, headContext, {});
        const html = assembleDocument(template, {
          tenantId: request.tenantId,
          lang,
          head: head + routePreloads(manifest, translationChunks, preloaded),
          appHtml: '',
          stateScript: '',
        });
        return { status: 200, html, kind: 'shell' };
      }

      const load: LoadContext = { queryClient, outcome: { status: 200 } };
      const context = await handler.query(new Request(url), { requestContext: load as never });
      // Our loaders never redirect or throw; a Response here would be a routing change to follow.
      if (context instanceof Response)
        throw new Error(`Unexpected response ${context.status} from the router`);
      const appHtml = await renderToHtml(
        <StrictMode>
          <AppProvider client={queryClient}>
            <StaticRouter location={url.pathname + url.search}>
              <AppContent />
            </StaticRouter>
          </AppProvider>
        </StrictMode>,
      );
      const status = context.statusCode >= 400 ? context.statusCode : load.outcome.status;
      const params = context.matches.at(-1)?.params ?? {};
      const head =
        pageHead(pageId, status, queryClient, headContext, params) +
        routePreloads(manifest, [pageSource(pageId), ...translationChunks], preloaded);
      const html = assembleDocument(template, {
        tenantId: request.tenantId,
        lang,
        head,
        appHtml,
        stateScript: stateScript({ queries: dehydrateCache(queryClient) }),
      });
      return { status, html, kind: 'page' };
    });
  }

  return { render };
}

export type Renderer = ReturnType<typeof createRenderer>;
