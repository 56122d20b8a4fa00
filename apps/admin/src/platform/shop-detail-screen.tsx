import { useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { Button } from '@pataka/ui/button';
import { SelectField, TextField } from '@pataka/ui/form-field';
import { Spinner } from '@pataka/ui/spinner';
import { DomainStatusBadge, ErrorNote, formatBytes, ShopStatusBadge, UseOfLimit } from './platform-bits.tsx';
import {
  platformDownload,
  platformFetch,
  type ShopDetail,
  type ShopDomain,
  type ShopStatus,
} from './platform-api.ts';

const card = 'rounded-xl bg-white p-4 shadow-sm';

function StatusForm({ shop, onDone }: { shop: ShopDetail; onDone: () => void }) {
  const [status, setStatus] = useState<ShopStatus>(shop.status === 'active' ? 'paused' : 'active');
  const [reason, setReason] = useState('');
  const change = useMutation({
    mutationFn: () => platformFetch('POST', `/shops/${shop.id}/status`, { status, reason }),
    onSuccess: () => {
      setReason('');
      onDone();
    },
  });
  return (
    <form
      className="mt-3 grid gap-3 sm:grid-cols-[10rem_1fr_auto] sm:items-end"
      onSubmit={(e: FormEvent) => {
        e.preventDefault();
        change.mutate();
      }}
    >
      <SelectField label="New state" value={status} onChange={(e) => setStatus(e.target.value as ShopStatus)}>
        {(['active', 'paused', 'suspended', 'closed'] as const)
          .filter((s) => s !== shop.status)
          .map((s) => (
            <option key={s} value={s}>
              {s}
            </option>
          ))}
      </SelectField>
      <TextField
        label="Reason"
        value={reason}
        onChange={(e) => setReason(e.target.value)}
        hint="Written in the shop's audit log, which its owner reads"
      />
      <Button type="submit" disabled={change.isPending}>
        Change state
      </Button>
      <div className="sm:col-span-3">
        <ErrorNote error={change.error} />
        {status === 'closed' && (
          <p className="text-sm text-stone-700">
            Closing keeps the data 30 days, then purges it: export the shop first and offer the archive to the
            owner.
          </p>
        )}
      </div>
    </form>
  );
}

function DomainCard({ shopId, domain, onDone }: { shopId: string; domain: ShopDomain; onDone: () => void }) {
  const verify = useMutation({
    mutationFn: () =>
      platformFetch<{ verified: boolean; reason: string | null }>(
        'POST',
        `/shops/${shopId}/domains/${domain.id}/verify`,
      ),
    onSettled: onDone,
  });
  const remove = useMutation({
    mutationFn: () => platformFetch('DELETE', `/shops/${shopId}/domains/${domain.id}`),
    onSuccess: onDone,
  });
  return (
    <li className="rounded-lg border border-stone-200 p-3" data-testid={`domain-${domain.host}`}>
      <div className="flex flex-wrap items-center gap-2">
        <span className="font-semibold break-all">{domain.host}</span>
        <DomainStatusBadge status={domain.status} />
        {domain.isPrimary && <span className="text-xs text-stone-600">primary</span>}
        <span className="ml-auto flex gap-2">
          <Button size="sm" variant="outline" onClick={() => verify.mutate()} disabled={verify.isPending}>
            Verify now
          </Button>
          <Button size="sm" variant="ghost" onClick={() => remove.mutate()} disabled={remove.isPending}>
            Remove
          </Button>
        </span>
      </div>
      {domain.failureReason && <p className="mt-1 text-sm text-red-700">{domain.failureReason}</p>}
      <ErrorNote error={verify.error ?? remove.error} />
      {domain.status !== 'verified' && (
        <div className="mt-2 overflow-x-auto">
          <p className="mb-1 text-xs text-stone-600">
            Create these records at the domain&apos;s DNS provider:
          </p>
          <table className="w-full text-left text-xs">
            <thead className="text-stone-500">
              <tr>
                <th className="pr-2">Type</th>
                <th className="pr-2">Name</th>
                <th>Value</th>
              </tr>
            </thead>
            <tbody className="font-mono">
              {domain.records.map((r) => (
                <tr key={`${r.type}-${r.name}-${r.value}`} title={r.purpose}>
                  <td className="pr-2 align-top">{r.type}</td>
                  <td className="pr-2 align-top break-all">{r.name}</td>
                  <td className="align-top break-all">{r.value}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </li>
  );
}

function AddDomain({ shopId, onDone }: { shopId: string; onDone: () => void }) {
  const [host, setHost] = useState('');
  const add = useMutation({
    mutationFn: () => platformFetch('POST', `/shops/${shopId}/domains`, { host }),
    onSuccess: () => {
      setHost('');
      onDone();
    },
  });
  return (
    <form
      className="mt-3 flex items-end gap-2"
      onSubmit={(e) => {
        e.preventDefault();
        add.mutate();
      }}
    >
      <TextField
        className="grow"
        label="Add a domain"
        placeholder="kaveri.in"
        value={host}
        onChange={(e) => setHost(e.target.value)}
      />
      <Button type="submit" disabled={add.isPending}>
        Add
      </Button>
      <ErrorNote error={add.error} />
    </form>
  );
}

function Support({ shop, onDone }: { shop: ShopDetail; onDone: () => void }) {
  const [reason, setReason] = useState('');
  const open = useMutation({
    mutationFn: () =>
      platformFetch<{ token: string; expiresAt: string }>('POST', `/shops/${shop.id}/support`, { reason }),
    onSuccess: onDone,
  });
  return (
    <section className={card}>
      <h2 className="font-bold text-brand-900">Open as support</h2>
      <p className="mt-1 text-sm text-stone-700">
        Read-only access to this shop&apos;s staff screens for 30 minutes. The owner sees it, with your
        reason, in their audit log.
      </p>
      <form
        className="mt-3 flex items-end gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          open.mutate();
        }}
      >
        <TextField
          className="grow"
          label="Reason"
          value={reason}
          onChange={(e) => setReason(e.target.value)}
        />
        <Button type="submit" variant="outline" disabled={open.isPending}>
          Open
        </Button>
      </form>
      <ErrorNote error={open.error} />
      {open.data && (
        <p className="mt-2 text-sm">
          Support token until {new Date(open.data.expiresAt).toLocaleTimeString('en-IN')} (GET routes of shop{' '}
          {shop.id}): <code className="break-all">{open.data.token}</code>
        </p>
      )}
      {shop.supportSessions.length > 0 && (
        <ul className="mt-2 text-xs text-stone-600">
          {shop.supportSessions.map((s) => (
            <li key={s.id}>
              {new Date(s.createdAt).toLocaleString('en-IN')} · {s.operatorEmail} · {s.reason}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** One shop: its state with the reason, limits and use, domains with their DNS records, export, support. */
export function ShopDetailScreen() {
  const { id = '' } = useParams();
  const client = useQueryClient();
  const key = ['platform', 'shop', id];
  const shop = useQuery({ queryKey: key, queryFn: () => platformFetch<ShopDetail>('GET', `/shops/${id}`) });
  const refresh = () => void client.invalidateQueries({ queryKey: ['platform'] });
  const exporting = useMutation({
    mutationFn: () => platformDownload(`/shops/${id}/export`, `${id}-export.tar.gz`),
  });
  if (shop.isPending) return <Spinner />;
  if (!shop.data) return <ErrorNote error={shop.error} />;
  const s = shop.data;
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center gap-2">
        <h1 className="text-xl font-bold text-brand-900">{s.name}</h1>
        <span data-testid="shop-status">
          <ShopStatusBadge status={s.status} />
        </span>
        <span className="text-sm text-stone-500">{s.id}</span>
      </div>

      <section className={card}>
        <h2 className="font-bold text-brand-900">State</h2>
        {s.statusReason && (
          <p className="mt-1 text-sm text-stone-700">
            Last change{s.statusChangedAt ? ` ${new Date(s.statusChangedAt).toLocaleString('en-IN')}` : ''}:{' '}
            {s.statusReason}
          </p>
        )}
        <StatusForm key={s.status} shop={s} onDone={refresh} />
      </section>

      <section className={card}>
        <h2 className="font-bold text-brand-900">Use and limits</h2>
        <dl className="mt-2 grid grid-cols-2 gap-3 text-sm sm:grid-cols-4">
          <div>
            <dt className="text-stone-500">Enquiries (7 days)</dt>
            <dd className="font-semibold tabular-nums">{s.enquiriesThisWeek}</dd>
          </div>
          <div>
            <dt className="text-stone-500">SMS today</dt>
            <dd className="font-semibold">
              <UseOfLimit used={s.smsToday} limit={s.limits.smsPerDay} />
            </dd>
          </div>
          <div>
            <dt className="text-stone-500">Products</dt>
            <dd className="font-semibold">
              <UseOfLimit used={s.products} limit={s.limits.maxProducts} />
            </dd>
          </div>
          <div>
            <dt className="text-stone-500">Storage</dt>
            <dd className="font-semibold">
              <UseOfLimit used={s.storageBytes} limit={s.limits.storageBytes} format={formatBytes} />
            </dd>
          </div>
        </dl>
      </section>

      <section className={card}>
        <h2 className="font-bold text-brand-900">Domains</h2>
        {s.domainRecords.length === 0 && <p className="mt-1 text-sm text-stone-600">No domain yet.</p>}
        <ul className="mt-2 space-y-2">
          {s.domainRecords.map((d) => (
            <DomainCard key={d.id} shopId={s.id} domain={d} onDone={refresh} />
          ))}
        </ul>
        <AddDomain shopId={s.id} onDone={refresh} />
      </section>

      <section className={card}>
        <h2 className="font-bold text-brand-900">Export</h2>
        <p className="mt-1 text-sm text-stone-700">
          Every table of this shop as JSON and its files, with checksums. Another deployment loads it with{' '}
          <code>npm run admin -- import-shop</code>.
        </p>
        <Button
          className="mt-3"
          variant="outline"
          onClick={() => exporting.mutate()}
          disabled={exporting.isPending}
        >
          {exporting.isPending ? 'Exporting…' : 'Export this shop'}
        </Button>
        <ErrorNote error={exporting.error} />
      </section>

      <Support shop={s} onDone={refresh} />
    </div>
  );
}
