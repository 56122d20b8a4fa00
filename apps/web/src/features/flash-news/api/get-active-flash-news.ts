// GET /flashnews/active (§7) and the §4 display rules.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FlashNews, FlashNewsType } from '@pataka/domain/api-types';
import { api } from '../../../lib/api-client.ts';
import { LIST_STALE_TIME } from '../../../lib/query-client.ts';

export const getActiveFlashNews = () => api.get<FlashNews[]>('/flashnews/active');

export const activeFlashNewsQueryOptions = () =>
  queryOptions({
    queryKey: ['flash-news', 'active'],
    queryFn: getActiveFlashNews,
    staleTime: LIST_STALE_TIME,
    // Fetch failure is silent and the bar stays hidden (§4): no retries, no error screen.
    retry: false,
  });

export function useActiveFlashNews() {
  return useQuery(activeFlashNewsQueryOptions());
}

/** Server 'error' is shown as 'alert'; any other unknown type as 'info' (§3, §2). */
export function flashNewsType(type: string | null | undefined): FlashNewsType {
  if (type === 'error') return 'alert';
  return type === 'success' || type === 'warning' || type === 'alert' ? type : 'info';
}

const time = (iso: string | null | undefined) => (iso ? Date.parse(iso) : NaN);

/**
 * §4: shown only if active, not dismissed, not past endDate, not before startDate; ascending priority.
 * An unparsable date is treated as absent rather than hiding the news.
 */
export function visibleFlashNews(
  items: readonly FlashNews[] | undefined,
  dismissed: readonly string[],
  now: number = Date.now(),
): FlashNews[] {
  if (!Array.isArray(items)) return [];
  const hidden = new Set(dismissed);
  return items
    .filter((n) => n.isActive && !hidden.has(n.id))
    .filter((n) => !(time(n.startDate) > now) && !(time(n.endDate) < now))
    .sort((a, b) => (a.priority ?? 0) - (b.priority ?? 0))
    .map((n) => ({ ...n, type: flashNewsType(n.type) }));
}
