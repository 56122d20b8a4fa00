// The flash-news form holds input text; the API body is built and checked here with the domain schema.
import { FlashNewsInputSchema } from '@pataka/domain/shop-admin';
import { fromDateTimeInput, toDateTimeInput } from '../../../lib/dates.ts';
import { schemaProblems } from '../../../lib/server-field.ts';
import type { AdminFlashNews, FlashNewsBody } from '../api/flash-news.ts';

export type FlashNewsFormValues = {
  title: string;
  message: string;
  titleTa: string;
  messageTa: string;
  type: FlashNewsBody['type'];
  linkText: string;
  linkUrl: string;
  priority: string;
  startDate: string;
  endDate: string;
  isActive: boolean;
};
export type FlashNewsField = keyof FlashNewsFormValues;

export function toFlashNewsForm(n?: AdminFlashNews): FlashNewsFormValues {
  return {
    title: n?.title ?? '',
    message: n?.message ?? '',
    titleTa: n?.titleTa ?? '',
    messageTa: n?.messageTa ?? '',
    type: n?.type ?? 'info',
    linkText: n?.link?.text ?? '',
    linkUrl: n?.link?.url ?? '',
    priority: String(n?.priority ?? 0),
    startDate: toDateTimeInput(n?.startDate),
    endDate: toDateTimeInput(n?.endDate),
    isActive: n?.isActive ?? true,
  };
}

export function toFlashNewsBody(v: FlashNewsFormValues): FlashNewsBody {
  return {
    title: v.title,
    message: v.message,
    // Sent as typed: the schema trims them, and refuses only spaces rather than saving them.
    titleTa: v.titleTa || null,
    messageTa: v.messageTa || null,
    type: v.type,
    link: v.linkUrl.trim() ? { text: v.linkText.trim() || null, url: v.linkUrl.trim() } : null,
    priority: v.priority.trim() === '' ? 0 : Number(v.priority),
    startDate: fromDateTimeInput(v.startDate),
    endDate: fromDateTimeInput(v.endDate),
    isActive: v.isActive,
  };
}

/** The API's paths (link.url) → the form's fields (linkUrl). */
export function flashNewsField(path: string): FlashNewsField | null {
  if (path === 'link.url' || path === 'link') return 'linkUrl';
  if (path === 'link.text') return 'linkText';
  const head = path.split('.')[0]!;
  return head in toFlashNewsForm() ? (head as FlashNewsField) : null;
}

export function checkFlashNewsForm(v: FlashNewsFormValues): Partial<Record<FlashNewsField, string>> {
  const errors: Partial<Record<FlashNewsField, string>> = {};
  for (const { path, message } of schemaProblems(FlashNewsInputSchema, toFlashNewsBody(v))) {
    const field = flashNewsField(path);
    if (field && !errors[field]) errors[field] = message;
  }
  return errors;
}
