// Flash news: every item with what shoppers see of it now (live, scheduled, expired, off); `?edit=`
// opens the form with its live preview.
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import type { FlashNewsState } from '@pataka/domain/shop-admin';
import { Button, buttonClasses } from '@pataka/ui/button';
import { Modal } from '@pataka/ui/modal';
import { paths } from '../../../config/paths.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { toast } from '../../../lib/toast.ts';
import { EmptyState, LoadError, Pill, type PillTone } from '../../../components/bits.tsx';
import { useAdminFlashNews, useDeleteFlashNews, type AdminFlashNews } from '../api/flash-news.ts';
import { FLASH_TYPE_STYLES } from './flash-news-preview.tsx';
import { FlashNewsForm } from './flash-news-form.tsx';

const STATES: Record<FlashNewsState, { label: string; tone: PillTone; order: number }> = {
  live: { label: 'Live now', tone: 'green', order: 0 },
  scheduled: { label: 'Scheduled', tone: 'sky', order: 1 },
  expired: { label: 'Expired', tone: 'stone', order: 2 },
  inactive: { label: 'Off', tone: 'stone', order: 3 },
};

function when(n: AdminFlashNews): string {
  if (n.startDate && n.endDate) return `${formatDateTime(n.startDate)} – ${formatDateTime(n.endDate)}`;
  if (n.startDate) return `From ${formatDateTime(n.startDate)}`;
  if (n.endDate) return `Until ${formatDateTime(n.endDate)}`;
  return 'No end date';
}

function Row({ item, onDelete }: { item: AdminFlashNews; onDelete: (n: AdminFlashNews) => void }) {
  const state = STATES[item.state] ?? STATES.inactive;
  const type = FLASH_TYPE_STYLES[item.type] ?? FLASH_TYPE_STYLES.info;
  return (
    <li className="flex flex-wrap items-start gap-x-4 gap-y-2 p-4">
      <span className={`mt-1 size-3 shrink-0 rounded-full ${type.bar}`} title={type.label} aria-hidden />
      <div className="min-w-0 flex-1 basis-56">
        <div className="flex flex-wrap items-center gap-2">
          <p className="font-semibold text-stone-900">{item.title}</p>
          <Pill tone={state.tone}>{state.label}</Pill>
          <span className="text-xs text-stone-600">{type.label}</span>
        </div>
        <p className="text-sm text-stone-700">{item.message}</p>
        <p className="mt-0.5 text-xs text-stone-600">
          {when(item)} · priority {item.priority}
          {item.link?.url && ` · links to ${item.link.url}`}
        </p>
      </div>
      <div className="flex items-center gap-2">
        <Link to={`?edit=${encodeURIComponent(item.id)}`} className={buttonClasses('outline', 'sm')}>
          Edit <span className="sr-only">{item.title}</span>
        </Link>
        <Button variant="ghost" size="sm" onClick={() => onDelete(item)}>
          Delete <span className="sr-only">{item.title}</span>
        </Button>
      </div>
    </li>
  );
}

export function FlashNewsScreen() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const edit = params.get('edit');
  const { data, isPending, isError, error, refetch } = useAdminFlashNews();
  const remove = useDeleteFlashNews();
  const [confirm, setConfirm] = useState<AdminFlashNews | null>(null);

  if (edit) {
    const item = edit === 'new' ? undefined : data?.find((n) => n.id === edit);
    if (edit !== 'new' && !item)
      return isPending ? (
        <p className="text-stone-600">Loading…</p>
      ) : (
        <EmptyState
          action={
            <Link to={paths.flashNews.getHref()} className={buttonClasses('outline', 'sm')}>
              Back to flash news
            </Link>
          }
        >
          This item no longer exists.
        </EmptyState>
      );
    return (
      <div className="space-y-3">
        <h2 className="text-lg font-semibold">{item ? 'Edit flash news' : 'New flash news'}</h2>
        <FlashNewsForm key={edit} item={item} onDone={() => navigate(paths.flashNews.getHref())} />
      </div>
    );
  }

  const rows = [...(data ?? [])].sort(
    (a, b) => (STATES[a.state]?.order ?? 9) - (STATES[b.state]?.order ?? 9) || a.priority - b.priority,
  );
  const live = rows.filter((n) => n.state === 'live').length;

  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-stone-600">
          {isPending
            ? ''
            : live === 0
              ? 'Nothing is showing in your shop now.'
              : `${live} showing in your shop now.`}
        </p>
        <Link to="?edit=new" className={buttonClasses('primary', 'md')}>
          Add flash news
        </Link>
      </div>
      {isPending ? (
        <p className="text-stone-600">Loading flash news…</p>
      ) : isError ? (
        <LoadError message={error.message} onRetry={() => void refetch()} />
      ) : rows.length === 0 ? (
        <EmptyState
          action={
            <Link to="?edit=new" className={buttonClasses('primary', 'sm')}>
              Add flash news
            </Link>
          }
        >
          No flash news yet — announce an offer, your delivery cut-off date or holiday hours in a bar on every
          page.
        </EmptyState>
      ) : (
        <ul className="divide-y divide-stone-100 rounded-xl border border-stone-200 bg-white">
          {rows.map((n) => (
            <Row key={n.id} item={n} onDelete={setConfirm} />
          ))}
        </ul>
      )}
      <Modal
        open={confirm != null}
        title="Delete this flash news?"
        onClose={() => setConfirm(null)}
        size="sm"
      >
        <p className="text-sm text-stone-700">
          “{confirm?.title}” disappears from your shop. To hide it for a while instead, edit it and untick
          Active.
        </p>
        <div className="mt-4 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="ghost" onClick={() => setConfirm(null)}>
            Keep it
          </Button>
          <Button
            variant="danger"
            loading={remove.isPending}
            onClick={() =>
              confirm &&
              remove.mutate(confirm.id, {
                onSuccess: () => {
                  toast.success('Flash news deleted');
                  setConfirm(null);
                },
                onError: (e) => toast.error(e.message),
              })
            }
          >
            Delete
          </Button>
        </div>
      </Modal>
    </div>
  );
}
