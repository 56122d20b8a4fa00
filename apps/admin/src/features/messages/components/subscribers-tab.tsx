// Newsletter subscribers: search by e-mail or name, paged, exportable.
import { formatDateTime } from '../../../lib/format.ts';
import { EmptyState, LoadError, Pager, SearchBox } from '../../../components/bits.tsx';
import { useListParams } from '../../../lib/use-list-params.ts';
import { useSubscribers } from '../api/messages.ts';
import { ExportButton } from './export-button.tsx';

const LIMIT = 25;
const today = () => new Date().toISOString().slice(0, 10);

export function SubscribersTab() {
  const list = useListParams();
  const { data, isPending, isError, error, refetch } = useSubscribers({
    search: list.search,
    page: list.page,
    limit: LIMIT,
  });
  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-center gap-2">
        <div className="min-w-0 flex-1">
          <SearchBox
            label="Search subscribers"
            placeholder="Search by e-mail or name"
            value={list.input}
            onChange={list.setInput}
          />
        </div>
        <ExportButton path="/admin/newsletter/export.csv" fileName={`newsletter-${today()}.csv`} />
      </div>
      {isPending ? (
        <p className="text-stone-600">Loading subscribers…</p>
      ) : isError ? (
        <LoadError message={error.message} onRetry={() => void refetch()} />
      ) : data.data.length === 0 ? (
        <EmptyState>
          {list.search
            ? `No subscriber matches “${list.search}”.`
            : 'No subscribers yet — shoppers sign up in the footer of your shop; share your link to get the first ones.'}
        </EmptyState>
      ) : (
        <>
          <p className="text-sm text-stone-600">
            {data.total} subscriber{data.total === 1 ? '' : 's'}
          </p>
          <ul className="divide-y divide-stone-100 rounded-xl border border-stone-200 bg-white">
            {data.data.map((s) => (
              <li
                key={s.id}
                className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-0.5 px-4 py-3 text-sm"
              >
                <span className="min-w-0 truncate">
                  <a href={`mailto:${s.email}`} className="font-medium text-brand-800 hover:underline">
                    {s.email}
                  </a>
                  {s.name && <span className="ml-2 text-stone-600">{s.name}</span>}
                </span>
                <span className="shrink-0 text-stone-600">{formatDateTime(s.subscribedAt)}</span>
              </li>
            ))}
          </ul>
          <Pager page={data.page} totalPages={data.totalPages} onPage={list.setPage} />
        </>
      )}
    </div>
  );
}
