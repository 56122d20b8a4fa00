// What the server hands the browser inside the page: the query cache it rendered from. A JSON data
// block, not a script that runs: the Content-Security-Policy allows no inline scripts.
import type { DehydratedState } from '@tanstack/react-query';

export const STATE_ELEMENT_ID = 'pataka-state';

export type PageState = { queries: DehydratedState };

/** JSON safe inside <script>: nothing in a product name can close the tag or start a comment. */
export function serializeState(state: PageState): string {
  return JSON.stringify(state)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

export function stateScript(state: PageState): string {
  return `<script type="application/json" id="${STATE_ELEMENT_ID}">${serializeState(state)}</script>`;
}

/** The state the server embedded, or null on a page it did not render (personal pages, Vite dev). */
export function readPageState(doc: Document): PageState | null {
  const text = doc.getElementById(STATE_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as PageState;
  } catch {
    return null;
  }
}

/** The server's fetch time of each query the page carried, by query hash (see receivedWithThePage). */
const serverFetchTimes = new Map<string, number>();

/**
 * The embedded data, counted as received when the page was: its successes are not refetched the moment
 * the page hydrates. The server drops a cached page with the reads it was made from on every catalogue
 * write (apps/api/src/plugins/storefront-pages.ts), so its data is as current as a refetch would be; left
 * with the render time, a page served from that cache over a minute after rendering refetched every
 * list on load. That cost a cheap phone three requests beside the page's images, and the answers, landing
 * mid-hydration, made React finish hydrating in one long task (110 ms at 4x CPU slowdown on /products).
 * The server's own times stay readable through serverFetchTime.
 */
export function receivedWithThePage(state: PageState, now: number = Date.now()): PageState {
  const queries = state.queries.queries.map((query) => {
    if (query.state.status !== 'success') return query;
    serverFetchTimes.set(query.queryHash, query.state.dataUpdatedAt);
    return { ...query, state: { ...query.state, dataUpdatedAt: Math.max(query.state.dataUpdatedAt, now) } };
  });
  return { queries: { ...state.queries, queries } };
}

/**
 * When the server fetched the data it rendered a query from, for a rule that depends on the clock (flash
 * news's dates): hydration must draw exactly what the server drew. Undefined where the server did not
 * render the query (and on the server itself).
 */
export function serverFetchTime(queryHash: string): number | undefined {
  return serverFetchTimes.get(queryHash);
}
