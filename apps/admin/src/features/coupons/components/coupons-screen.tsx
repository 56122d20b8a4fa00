// Coupons: the list (search in the URL), and `?edit=new|<id>` opens the form in its place so a link to
// the form can be shared and the back button closes it.
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { couponTiming } from '@pataka/domain/coupon';
import { Button, buttonClasses } from '@pataka/ui/button';
import { Modal } from '@pataka/ui/modal';
import { paths } from '../../../config/paths.ts';
import { toast } from '../../../lib/toast.ts';
import { EmptyState, LoadError, Pager, Pill, SearchBox, type PillTone } from '../../../components/bits.tsx';
import { formatDay } from '../../../lib/dates.ts';
import { useListParams } from '../../../lib/use-list-params.ts';
import { useCoupons, useDeactivateCoupon, type AdminCoupon } from '../api/coupons.ts';
import { couponValueWords, minimumWords, usageWords } from '../lib/coupon-words.ts';
import { CouponForm } from './coupon-form.tsx';

const LIMIT = 20;

const TIMING: Record<ReturnType<typeof couponTiming>, { label: string; tone: PillTone }> = {
  active: { label: 'Active', tone: 'green' },
  not_started: { label: 'Starts later', tone: 'sky' },
  expired: { label: 'Expired', tone: 'stone' },
  inactive: { label: 'Off', tone: 'stone' },
};

function validityWords(c: AdminCoupon): string {
  if (c.validFrom && c.validTo) return `${formatDay(c.validFrom)} – ${formatDay(c.validTo)}`;
  if (c.validFrom) return `From ${formatDay(c.validFrom)}`;
  if (c.validTo) return `Until ${formatDay(c.validTo)}`;
  return 'No end date';
}

function CouponRow({
  coupon,
  onDeactivate,
}: {
  coupon: AdminCoupon;
  onDeactivate: (c: AdminCoupon) => void;
}) {
  const timing = TIMING[couponTiming(coupon, new Date())];
  const usedUp = coupon.usageLimit != null && coupon.usageCount >= coupon.usageLimit;
  return (
    <li className="flex flex-wrap items-start gap-x-4 gap-y-2 p-4">
      <div className="min-w-0 flex-1 basis-56">
        <div className="flex flex-wrap items-center gap-2">
          <span className="rounded bg-stone-100 px-2 py-0.5 font-mono text-sm font-bold tracking-wide">
            {coupon.code}
          </span>
          <Pill tone={timing.tone}>{timing.label}</Pill>
          {coupon.isPublic === false ? <Pill tone="stone">Hidden</Pill> : <Pill tone="amber">Public</Pill>}
          {usedUp && <Pill tone="red">Used up</Pill>}
        </div>
        <p className="mt-1 font-semibold text-stone-900" data-testid="coupon-value">
          {couponValueWords(coupon)}
        </p>
        <p className="text-sm text-stone-600">
          {minimumWords(coupon.minimumOrderAmount)} · {validityWords(coupon)}
          {coupon.firstTimeOnly && ' · First order only'}
        </p>
        {coupon.description && <p className="mt-1 text-sm text-stone-700">{coupon.description}</p>}
      </div>
      <div className="flex items-center gap-2">
        <span className="text-sm text-stone-700 tabular-nums">{usageWords(coupon)}</span>
        <Link to={`?edit=${encodeURIComponent(coupon.id)}`} className={buttonClasses('outline', 'sm')}>
          Edit <span className="sr-only">{coupon.code}</span>
        </Link>
        {coupon.isActive && (
          <Button variant="ghost" size="sm" onClick={() => onDeactivate(coupon)}>
            Turn off <span className="sr-only">{coupon.code}</span>
          </Button>
        )}
      </div>
    </li>
  );
}

function CouponEditor({ id, rows }: { id: string; rows: AdminCoupon[] | undefined }) {
  const navigate = useNavigate();
  const close = () => navigate(paths.coupons.getHref());
  const coupon = id === 'new' ? undefined : rows?.find((c) => c.id === id);
  if (id !== 'new' && !coupon)
    return rows ? (
      <EmptyState
        action={
          <Link to={paths.coupons.getHref()} className={buttonClasses('outline', 'sm')}>
            Back to coupons
          </Link>
        }
      >
        This coupon is not on this page of the list. Search for its code and press Edit.
      </EmptyState>
    ) : (
      <p className="text-stone-600">Loading the coupon…</p>
    );
  return (
    <div className="space-y-3">
      <h2 className="text-lg font-semibold">{coupon ? `Edit ${coupon.code}` : 'New coupon'}</h2>
      <CouponForm key={id} coupon={coupon} onDone={close} />
    </div>
  );
}

export function CouponsScreen() {
  const [searchParams] = useSearchParams();
  const edit = searchParams.get('edit');
  const list = useListParams();
  const { data, isPending, isError, error, refetch } = useCoupons({
    search: list.search,
    page: list.page,
    limit: LIMIT,
  });
  const deactivate = useDeactivateCoupon();
  const [confirm, setConfirm] = useState<AdminCoupon | null>(null);

  if (edit) return <CouponEditor id={edit} rows={data?.data} />;

  const turnOff = (c: AdminCoupon) =>
    deactivate.mutate(c.id, {
      onSuccess: () => {
        toast.success(`${c.code} turned off: shoppers can no longer use it`);
        setConfirm(null);
      },
      onError: (e) => toast.error(e.message),
    });

  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-center gap-2">
        <div className="min-w-0 flex-1">
          <SearchBox
            label="Search coupons"
            placeholder="Search by code"
            value={list.input}
            onChange={list.setInput}
          />
        </div>
        <Link to="?edit=new" className={buttonClasses('primary', 'md')}>
          Add coupon
        </Link>
      </div>
      {isPending ? (
        <p className="text-stone-600">Loading coupons…</p>
      ) : isError ? (
        <LoadError message={error.message} onRetry={() => void refetch()} />
      ) : data.data.length === 0 ? (
        list.search ? (
          <EmptyState>No coupon matches “{list.search}”.</EmptyState>
        ) : (
          <EmptyState
            action={
              <Link to="?edit=new" className={buttonClasses('primary', 'sm')}>
                Add your first coupon
              </Link>
            }
          >
            No coupons yet — add one like DIWALI10 for 10% off and share it with your regular buyers.
          </EmptyState>
        )
      ) : (
        <>
          <p className="text-sm text-stone-600">
            {data.total} coupon{data.total === 1 ? '' : 's'}
          </p>
          <ul className="divide-y divide-stone-100 rounded-xl border border-stone-200 bg-white">
            {data.data.map((c) => (
              <CouponRow key={c.id} coupon={c} onDeactivate={setConfirm} />
            ))}
          </ul>
          <Pager page={data.page} totalPages={data.totalPages} onPage={list.setPage} />
        </>
      )}
      <Modal
        open={confirm != null}
        title={`Turn off ${confirm?.code ?? ''}?`}
        onClose={() => setConfirm(null)}
        size="sm"
      >
        <p className="text-sm text-stone-700">
          Shoppers can no longer apply it. Enquiries that already used it keep their discount. You can turn it
          on again from Edit.
        </p>
        <div className="mt-4 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="ghost" onClick={() => setConfirm(null)}>
            Keep it on
          </Button>
          <Button variant="danger" loading={deactivate.isPending} onClick={() => confirm && turnOff(confirm)}>
            Turn off
          </Button>
        </div>
      </Modal>
    </div>
  );
}
