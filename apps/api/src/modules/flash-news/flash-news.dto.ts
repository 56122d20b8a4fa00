import type { FlashNews, FlashNewsType } from '@pataka/domain/api-types';
import type { FlashNewsRow } from './flash-news.queries.ts';

const SHOWN_AS: Record<string, FlashNewsType> = {
  success: 'success',
  warning: 'warning',
  alert: 'alert',
  // The server's 'error' is the storefront's 'alert' (§3).
  error: 'alert',
  info: 'info',
};

/** success, warning and alert as they are, error as alert, anything else as info (§2, §3). */
export function shownType(stored: string): FlashNewsType {
  const key = stored.toLowerCase();
  return Object.hasOwn(SHOWN_AS, key) ? SHOWN_AS[key]! : 'info';
}

export function flashNewsDto(row: FlashNewsRow): FlashNews {
  return {
    id: row.id,
    title: row.title,
    message: row.message,
    type: shownType(row.type),
    // A link needs somewhere to go; text alone is not a link, and a bare url gets a default label.
    link: row.linkUrl ? { text: row.linkText || 'Learn more', url: row.linkUrl } : null,
    isActive: row.isActive,
    priority: row.priority,
    startDate: row.startDate?.toISOString() ?? null,
    endDate: row.endDate?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}
