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

/** The API always sends the Tamil texts (null when staff entered none); the shared type allows them absent. */
export type FlashNewsDto = FlashNews & { titleTa: string | null; messageTa: string | null };

export function flashNewsDto(row: FlashNewsRow): FlashNewsDto {
  return {
    id: row.id,
    title: row.title,
    message: row.message,
    titleTa: row.titleTa,
    messageTa: row.messageTa,
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
