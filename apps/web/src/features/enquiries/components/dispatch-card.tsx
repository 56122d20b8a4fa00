import { useState } from 'react';
import type { Dispatch } from '@pataka/domain/api-types';
import { expectedTransitDays } from '@pataka/domain/dispatch';
import { formatINR } from '@pataka/domain/money';
import { ClockIcon, MapPinIcon } from '../../../components/ui/icons-more.tsx';
import { PhoneIcon, TruckIcon } from '../../../components/ui/icons.tsx';
import { useLrCopy } from '../api/get-lr-copy.ts';
import { formatDate } from '../format-date.ts';
import { enquiriesText as t } from '../messages.ts';

function CopyLr({ lr }: { lr: string }) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(lr);
      setCopied(true);
      setTimeout(() => setCopied(false), 2000);
    } catch {
      // Clipboard refused (http, permissions): the number is on screen to read out.
    }
  };
  return (
    <button
      type="button"
      onClick={() => void copy()}
      className="min-h-9 rounded-lg border border-brand-200 px-3 text-xs font-semibold text-brand-800 hover:bg-brand-50"
      aria-label={t.copyLr}
    >
      {copied ? t.copied : t.copyLr}
    </button>
  );
}

function LrCopy({ url, lr }: { url: string; lr: string }) {
  const copy = useLrCopy(url);
  if (!copy.data) return null;
  const isImage = copy.data.type.startsWith('image/');
  return (
    <a
      href={copy.data.src}
      target="_blank"
      rel="noopener"
      className="inline-flex items-center gap-2 text-sm font-semibold text-brand-700 hover:underline"
    >
      {isImage && (
        <img
          src={copy.data.src}
          alt={t.lrCopyAlt(lr)}
          width={64}
          height={64}
          className="size-16 rounded-lg border border-stone-200 object-cover"
        />
      )}
      {t.lrCopyOpen}
    </a>
  );
}

function Freight({ freight }: { freight: NonNullable<Dispatch['freight']> }) {
  return freight.mode === 'to_pay' ? (
    <p className="rounded-lg bg-amber-50 px-3 py-2 text-sm font-semibold text-amber-900">
      {t.freightToPay(formatINR(freight.amount))}
    </p>
  ) : (
    <p className="text-sm text-green-800">{t.freightPaid}</p>
  );
}

/**
 * One dispatch on the shopper's enquiry page (issue 27): the transport and LR number to quote at the
 * counter (copyable), the cases, the branch with a Call link, the freight to pay there, the LR copy and
 * how long the parcel usually takes to the shopper's state.
 */
export function DispatchCard({
  dispatch,
  deliveryState,
  shopState,
}: {
  dispatch: Dispatch;
  deliveryState: string | null | undefined;
  shopState: string | null | undefined;
}) {
  const d = dispatch;
  const days =
    d.kind === 'transport' ? expectedTransitDays(d.branch?.state ?? deliveryState, shopState) : null;
  return (
    <article className="space-y-3" data-testid="dispatch">
      {d.kind === 'transport' && d.transportName && d.lrNumber ? (
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div className="flex gap-2">
            <TruckIcon className="mt-0.5 size-5 shrink-0 text-brand-700" />
            <div>
              <p className="font-semibold text-stone-900">{d.transportName}</p>
              <p className="text-sm text-stone-700">
                {t.lrNumber}: <strong className="font-mono text-base tracking-wide">{d.lrNumber}</strong>
              </p>
              <p className="text-xs text-stone-500">
                {t.bookedOn(formatDate(d.bookedOn))} · {t.cases(d.cases)}
              </p>
            </div>
          </div>
          <CopyLr lr={d.lrNumber} />
        </div>
      ) : (
        <p className="font-semibold text-green-800">
          {t.readyToCollect} · {t.readyCases(d.cases)}
        </p>
      )}
      {d.branch && (
        <div className="flex gap-2 text-sm text-stone-700">
          <MapPinIcon className="mt-0.5 size-5 shrink-0 text-brand-700" />
          <div className="min-w-0 flex-1">
            <p className="text-xs text-stone-500">{t.collectAt}</p>
            <p className="font-semibold text-stone-900">{d.branch.name}</p>
            <p className="break-words">
              {[d.branch.address, d.branch.city, d.branch.state].filter(Boolean).join(', ')}
            </p>
          </div>
          {d.branch.phone && (
            <a
              href={`tel:+91${d.branch.phone}`}
              aria-label={t.callBranch(d.branch.name)}
              className="inline-flex min-h-10 shrink-0 items-center gap-1 self-start rounded-lg bg-brand-700 px-3 text-sm font-semibold text-white hover:bg-brand-800"
            >
              <PhoneIcon className="size-4" /> {t.call}
            </a>
          )}
        </div>
      )}
      {d.freight && <Freight freight={d.freight} />}
      {days && (
        <p className="flex items-center gap-1.5 text-sm text-stone-600">
          <ClockIcon className="size-4 shrink-0" /> {t.expectedDays(days.min, days.max)}
        </p>
      )}
      {d.ewayBillNumber && <p className="text-xs text-stone-500">{t.ewayBill(d.ewayBillNumber)}</p>}
      {d.lrCopyUrl && <LrCopy url={d.lrCopyUrl} lr={d.lrNumber ?? ''} />}
    </article>
  );
}

/** The dispatches of an enquiry, numbered when there are several (a split shipment). */
export function DispatchList({
  dispatches,
  deliveryState,
  shopState,
}: {
  dispatches: readonly Dispatch[];
  deliveryState: string | null | undefined;
  shopState: string | null | undefined;
}) {
  return (
    <div className="divide-y divide-stone-100">
      {dispatches.map((d, i) => (
        <div key={d.id} className="py-3 first:pt-0 last:pb-0">
          {dispatches.length > 1 && (
            <p className="mb-2 text-xs font-semibold tracking-wide text-stone-500 uppercase">
              {t.dispatchNumbered(i + 1, dispatches.length)}
            </p>
          )}
          <DispatchCard dispatch={d} deliveryState={deliveryState} shopState={shopState} />
        </div>
      ))}
    </div>
  );
}
