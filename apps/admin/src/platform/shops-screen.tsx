import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { buttonClasses } from '@pataka/ui/button';
import { Spinner } from '@pataka/ui/spinner';
import { DomainStatusBadge, ErrorNote, formatBytes, ShopStatusBadge, UseOfLimit } from './platform-bits.tsx';
import { platformFetch, type ShopSummary } from './platform-api.ts';

function Domains({ shop }: { shop: ShopSummary }) {
  if (!shop.domains.length) return <span className="text-stone-500">No domain</span>;
  return (
    <ul className="space-y-0.5">
      {shop.domains.map((d) => (
        <li key={d.host} className="flex items-center gap-1.5">
          <span className="truncate">{d.host}</span> <DomainStatusBadge status={d.status} />
        </li>
      ))}
    </ul>
  );
}

/** Every shop of the deployment: cards on a phone, a table on a desk. */
export function ShopsScreen() {
  const shops = useQuery({
    queryKey: ['platform', 'shops'],
    queryFn: () => platformFetch<ShopSummary[]>('GET', '/shops'),
  });
  return (
    <>
      <div className="mb-4 flex items-center gap-3">
        <h1 className="text-xl font-bold text-brand-900">Shops</h1>
        {shops.data && <span className="text-sm text-stone-600">{shops.data.length}</span>}
        <Link to="/shops/new" className={buttonClasses('primary', 'md', 'ml-auto')}>
          New shop
        </Link>
      </div>
      {shops.isPending && <Spinner />}
      <ErrorNote error={shops.error} />
      {shops.data && (
        <>
          <ul className="space-y-3 md:hidden">
            {shops.data.map((s) => (
              <li key={s.id}>
                <Link to={`/shops/${s.id}`} className="block rounded-xl bg-white p-4 shadow-sm">
                  <div className="flex items-center gap-2">
                    <span className="font-bold text-brand-900">{s.name}</span>
                    <ShopStatusBadge status={s.status} />
                  </div>
                  <p className="text-xs text-stone-500">{s.id}</p>
                  <div className="mt-2 text-sm">
                    <Domains shop={s} />
                  </div>
                  <dl className="mt-3 grid grid-cols-3 gap-2 text-xs">
                    <div>
                      <dt className="text-stone-500">Enquiries (7 d)</dt>
                      <dd className="font-semibold tabular-nums">{s.enquiriesThisWeek}</dd>
                    </div>
                    <div>
                      <dt className="text-stone-500">SMS today</dt>
                      <dd className="font-semibold">
                        <UseOfLimit used={s.smsToday} limit={s.limits.smsPerDay} />
                      </dd>
                    </div>
                    <div>
                      <dt className="text-stone-500">Storage</dt>
                      <dd className="font-semibold">{formatBytes(s.storageBytes)}</dd>
                    </div>
                  </dl>
                </Link>
              </li>
            ))}
          </ul>
          <table className="hidden w-full overflow-hidden rounded-xl bg-white text-left text-sm shadow-sm md:table">
            <thead className="bg-stone-50 text-xs text-stone-600 uppercase">
              <tr>
                <th className="px-3 py-2">Shop</th>
                <th className="px-3 py-2">State</th>
                <th className="px-3 py-2">Domains</th>
                <th className="px-3 py-2 text-right">Enquiries (7 d)</th>
                <th className="px-3 py-2 text-right">SMS today / limit</th>
                <th className="px-3 py-2 text-right">Storage / limit</th>
              </tr>
            </thead>
            <tbody>
              {shops.data.map((s) => (
                <tr key={s.id} className="border-t border-stone-100 align-top">
                  <td className="px-3 py-2">
                    <Link to={`/shops/${s.id}`} className="font-bold text-brand-800 underline">
                      {s.name}
                    </Link>
                    <div className="text-xs text-stone-500">{s.id}</div>
                  </td>
                  <td className="px-3 py-2">
                    <ShopStatusBadge status={s.status} />
                  </td>
                  <td className="px-3 py-2">
                    <Domains shop={s} />
                  </td>
                  <td className="px-3 py-2 text-right tabular-nums">{s.enquiriesThisWeek}</td>
                  <td className="px-3 py-2 text-right">
                    <UseOfLimit used={s.smsToday} limit={s.limits.smsPerDay} />
                  </td>
                  <td className="px-3 py-2 text-right">
                    <UseOfLimit used={s.storageBytes} limit={s.limits.storageBytes} format={formatBytes} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </>
  );
}
