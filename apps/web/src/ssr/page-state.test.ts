import { describe, expect, it } from 'vitest';
import { dehydrate, hydrate, QueryClient, QueryObserver } from '@tanstack/react-query';
import { receivedWithThePage, type PageState } from './page-state.ts';

function pageState(): PageState {
  const client = new QueryClient();
  client.setQueryData(['categories'], [{ id: 'c1' }], { updatedAt: 1_000 });
  client.getQueryCache().build(client, { queryKey: ['product', 'missing'] }, {
    status: 'error',
    error: { status: 404 } as unknown as Error,
    errorUpdatedAt: 1_000,
    dataUpdatedAt: 0,
  } as never);
  return { queries: dehydrate(client, { shouldDehydrateQuery: () => true }) };
}

describe('receivedWithThePage', () => {
  it('dates the data the page carried to when the page arrived, so hydration does not refetch it', () => {
    const state = receivedWithThePage(pageState(), 90_000);
    const categories = state.queries.queries.find((q) => q.queryKey[0] === 'categories')!;
    expect(categories.state.dataUpdatedAt).toBe(90_000);
    expect(categories.state.data).toEqual([{ id: 'c1' }]);
  });

  it('leaves failures alone (they are asked again on mount) and never moves a date backwards', () => {
    const state = receivedWithThePage(pageState(), 500);
    const missing = state.queries.queries.find((q) => q.queryKey[0] === 'product')!;
    expect(missing.state.status).toBe('error');
    expect(missing.state.dataUpdatedAt).toBe(0);
    expect(state.queries.queries.find((q) => q.queryKey[0] === 'categories')!.state.dataUpdatedAt).toBe(
      1_000,
    );
  });

  it('after hydrating, a mounted reader of a page older than the stale time does not fetch', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { staleTime: 60_000 } } });
    hydrate(client, receivedWithThePage(pageState()).queries);
    let fetched = 0;
    const observer = new QueryObserver(client, {
      queryKey: ['categories'],
      queryFn: () => {
        fetched += 1;
        return [];
      },
    });
    const unsubscribe = observer.subscribe(() => {});
    await Promise.resolve();
    unsubscribe();
    expect(fetched).toBe(0);
  });
});
