import { useState } from 'react';
import { DOMAIN_MESSAGES, normaliseHost, type ShopDomainStatus } from '@pataka/domain/shop-lifecycle';
import {
  useAddDomain,
  useDomains,
  useMakePrimary,
  useRemoveDomain,
  useVerifyDomain,
  type ShopDomain,
} from '../api/domains.ts';

const STATUS: Record<ShopDomainStatus, { label: string; className: string }> = {
  pending: { label: 'Waiting for DNS', className: 'bg-amber-100 text-amber-900' },
  verified: { label: 'Verified', className: 'bg-green-100 text-green-900' },
  disabled: { label: 'Record gone: not serving', className: 'bg-red-100 text-red-900' },
};

/** The shop's own web addresses: the DNS records to create, whether they are found, the main one. */
export function DomainsSection() {
  const domains = useDomains();
  const add = useAddDomain();
  const [host, setHost] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const clean = normaliseHost(host);
    if (!clean) return setError(DOMAIN_MESSAGES.invalidHost);
    setError(null);
    add.mutate(clean, { onSuccess: () => setHost(''), onError: (err) => setError(err.message) });
  };

  return (
    <div className="space-y-4">
      <p className="text-sm text-stone-600">
        Shoppers can reach your shop at your own address, like <b>kaveri.example.in</b>. Add it here, then
        create the records shown at the company where you bought the domain. We check them automatically;
        HTTPS follows within a minute of the first visit.
      </p>
      <form onSubmit={submit} className="flex flex-col gap-2 sm:flex-row">
        <label className="sr-only" htmlFor="domain-host">
          Domain
        </label>
        <input
          id="domain-host"
          className="min-w-0 flex-1 rounded-lg border border-stone-300 px-3 py-2"
          placeholder="kaveri.example.in"
          value={host}
          autoCapitalize="none"
          autoCorrect="off"
          onChange={(e) => setHost(e.target.value)}
        />
        <button
          type="submit"
          disabled={add.isPending || !host.trim()}
          className="rounded-lg bg-stone-900 px-4 py-2 font-medium text-white disabled:opacity-50"
        >
          {add.isPending ? 'Adding…' : 'Add domain'}
        </button>
      </form>
      {error && (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
      {domains.isPending && <p className="text-stone-600">Loading…</p>}
      {domains.isError && <p className="text-red-700">{domains.error.message}</p>}
      {domains.data?.length === 0 && <p className="text-sm text-stone-600">No domains yet.</p>}
      <ul className="space-y-3">
        {domains.data?.map((d) => (
          <DomainCard key={d.id} domain={d} />
        ))}
      </ul>
    </div>
  );
}

function DomainCard({ domain: d }: { domain: ShopDomain }) {
  const verify = useVerifyDomain();
  const primary = useMakePrimary();
  const remove = useRemoveDomain();
  const [message, setMessage] = useState<string | null>(null);
  const status = STATUS[d.status];
  return (
    <li className="space-y-3 rounded-lg border border-stone-200 p-3">
      <div className="flex flex-wrap items-center gap-2">
        <span className="font-semibold break-all">{d.host}</span>
        <span className={`rounded-full px-2 py-0.5 text-xs font-medium ${status.className}`}>
          {status.label}
        </span>
        {d.isPrimary && (
          <span className="rounded-full bg-stone-200 px-2 py-0.5 text-xs font-medium">Main address</span>
        )}
      </div>
      {d.status !== 'verified' && d.failureReason && (
        <p className="text-sm text-stone-700">{d.failureReason}</p>
      )}
      {message && (
        <p role="status" className="text-sm text-stone-700">
          {message}
        </p>
      )}
      <details open={d.status !== 'verified'}>
        <summary className="cursor-pointer text-sm font-medium">DNS records to create</summary>
        <ul className="mt-2 space-y-2">
          {d.records.map((r) => (
            <li key={`${r.type}-${r.name}-${r.value}`} className="rounded bg-stone-50 p-2 text-sm">
              <div className="flex flex-wrap gap-x-3">
                <span className="font-mono font-semibold">{r.type}</span>
                <span className="font-mono break-all">{r.name}</span>
              </div>
              <div className="font-mono break-all select-all">{r.value}</div>
              <div className="text-xs text-stone-600">{r.purpose}</div>
            </li>
          ))}
        </ul>
      </details>
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          className="rounded-lg border border-stone-300 px-3 py-1.5 text-sm"
          disabled={verify.isPending}
          onClick={() =>
            verify.mutate(d.id, {
              onSuccess: (r) => setMessage(r.ok ? 'Found: the domain is verified.' : r.reason),
              onError: (e) => setMessage(e.message),
            })
          }
        >
          {verify.isPending ? 'Checking…' : 'Check now'}
        </button>
        {d.status === 'verified' && !d.isPrimary && (
          <button
            type="button"
            className="rounded-lg border border-stone-300 px-3 py-1.5 text-sm"
            onClick={() => primary.mutate(d.id, { onError: (e) => setMessage(e.message) })}
          >
            Make main address
          </button>
        )}
        <button
          type="button"
          className="rounded-lg border border-red-300 px-3 py-1.5 text-sm text-red-800"
          onClick={() => {
            if (window.confirm(`Remove ${d.host}? Shoppers will no longer reach the shop there.`))
              remove.mutate(d.id, { onError: (e) => setMessage(e.message) });
          }}
        >
          Remove
        </button>
      </div>
    </li>
  );
}
