import { useEffect, useMemo, useState, type FormEvent } from 'react';
import type { Dispatch } from '@pataka/domain/api-types';
import { DispatchInputSchema, type FreightMode } from '@pataka/domain/dispatch';
import { formatINR } from '@pataka/domain/money';
import { Button } from '@pataka/ui/button';
import { SelectField, TextField } from '@pataka/ui/form-field';
import type { StaffOrder } from '../../../lib/order-types.ts';
import { schemaProblems, serverFieldError } from '../../../lib/server-field.ts';
import {
  useBranches,
  useCorrectDispatch,
  useEwayThreshold,
  useRecordDispatch,
  useSuggestedBranches,
  useTransports,
  type DispatchBody,
} from '../api/dispatch.ts';
import { readPacking } from '../packing-ticks.ts';

const todayIst = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());

type Values = {
  kind: 'transport' | 'pickup';
  transportProviderId: string;
  branchId: string;
  lrNumber: string;
  bookedOn: string;
  cases: string;
  freightMode: FreightMode;
  freightAmount: string;
  ewayBillNumber: string;
};

function initialValues(order: StaffOrder, dispatch: Dispatch | undefined): Values {
  if (dispatch) {
    return {
      kind: dispatch.kind,
      transportProviderId: '',
      branchId: dispatch.branch?.id ?? '',
      lrNumber: dispatch.lrNumber ?? '',
      bookedOn: dispatch.bookedOn,
      cases: String(dispatch.cases),
      freightMode: dispatch.freight?.mode ?? 'to_pay',
      freightAmount: dispatch.freight ? String(dispatch.freight.amount) : '',
      ewayBillNumber: dispatch.ewayBillNumber ?? '',
    };
  }
  const packed = readPacking(order.id).cases;
  return {
    kind: order.pickupLocation ? 'pickup' : 'transport',
    transportProviderId: '',
    branchId: '',
    lrNumber: '',
    bookedOn: todayIst(),
    cases: packed > 0 ? String(packed) : '',
    freightMode: 'to_pay',
    freightAmount: '',
    ewayBillNumber: '',
  };
}

function toBody(v: Values): DispatchBody {
  const pickup = v.kind === 'pickup';
  return {
    kind: v.kind,
    transportProviderId: pickup ? null : v.transportProviderId || null,
    branchId: v.branchId || null,
    lrNumber: pickup ? null : v.lrNumber,
    bookedOn: v.bookedOn,
    cases: v.cases.trim() === '' ? Number.NaN : Number(v.cases),
    freight: pickup
      ? null
      : { mode: v.freightMode, amount: v.freightAmount.trim() === '' ? 0 : Number(v.freightAmount) },
    ewayBillNumber: v.ewayBillNumber,
  };
}

const matchLabel = { pincode: 'serves the pincode', town: 'in the town', state: 'serves the state' } as const;

/**
 * Records (or corrects) a dispatch on a phone, one-handed: the transport and the branch chosen for the
 * shopper's pincode or town, the LR number, cases (from the packing view), freight to pay or paid, an
 * e-way bill when the enquiry is above the shop's threshold, and the LR copy photographed with the camera.
 */
export function DispatchForm({
  order,
  dispatch,
  onDone,
}: {
  order: StaffOrder;
  dispatch?: Dispatch;
  onDone: () => void;
}) {
  const [v, setV] = useState<Values>(() => initialValues(order, dispatch));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [photo, setPhoto] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const transports = useTransports();
  const branches = useBranches();
  const address = order.shippingAddress;
  const place = {
    pincode: address?.zipCode ?? '',
    town: address?.city ?? order.pickupLocation?.city ?? '',
    state: address?.state ?? order.pickupLocation?.state ?? '',
  };
  const suggested = useSuggestedBranches(place);
  const threshold = useEwayThreshold().data ?? 50_000;
  const record = useRecordDispatch(order.id);
  const correct = useCorrectDispatch(order.id);
  const set = (patch: Partial<Values>) => setV((current) => ({ ...current, ...patch }));

  // Preselect once the lists are in: the branch being corrected, the shopper's own pickup point, else
  // the best suggestion for the shopper's pincode or town.
  const allBranches = branches.data;
  useEffect(() => {
    if (!allBranches || v.transportProviderId) return;
    const wanted = v.branchId || order.pickupLocation?.id || suggested.data?.[0]?.id || '';
    const branch = allBranches.find((b) => b.id === wanted);
    if (branch) set({ branchId: branch.id, transportProviderId: branch.transportProviderId });
  }, [allBranches, suggested.data, order.pickupLocation?.id, v.branchId, v.transportProviderId]);

  useEffect(() => {
    if (!photo) return setPreview(null);
    const url = URL.createObjectURL(photo);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [photo]);

  const branchOptions = useMemo(
    () => (allBranches ?? []).filter((b) => b.transportProviderId === v.transportProviderId && b.isActive),
    [allBranches, v.transportProviderId],
  );
  const suggestion = suggested.data?.find((s) => s.id === v.branchId);
  const pickup = v.kind === 'pickup';
  const needsEway = !pickup && order.total > threshold;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const body = toBody(v);
    const problems = schemaProblems(DispatchInputSchema, body);
    const local: Record<string, string> = {};
    for (const p of problems) local[p.path.split('.')[0] ?? p.path] = p.message;
    if (!pickup && !body.transportProviderId) local.transportProviderId = 'Choose the transport';
    if (!pickup && !body.branchId) local.branchId = 'Choose the destination branch';
    if (!pickup && !body.lrNumber) local.lrNumber = 'LR number is required';
    if (needsEway && !body.ewayBillNumber) local.ewayBillNumber = `Needed above ${formatINR(threshold)}`;
    setErrors(local);
    if (Object.keys(local).length > 0) return;
    const onError = (error: Error) => {
      const field = serverFieldError(error);
      if (field) setErrors({ [field.path.split('.')[0] ?? field.path]: field.message });
    };
    if (dispatch) {
      const { kind: _kind, ...change } = body;
      correct.mutate({ dispatchId: dispatch.id, body: change, photo }, { onSuccess: onDone, onError });
    } else {
      record.mutate({ body, photo }, { onSuccess: onDone, onError });
    }
  };

  const busy = record.isPending || correct.isPending;
  return (
    <form
      noValidate
      onSubmit={submit}
      className="space-y-3"
      aria-label={dispatch ? 'Correct dispatch' : 'Record dispatch'}
    >
      {order.pickupLocation && !dispatch && (
        <fieldset className="grid grid-cols-2 gap-2">
          <legend className="mb-1 text-sm font-semibold text-stone-800">How does it go?</legend>
          {(
            [
              ['pickup', 'Ready to collect'],
              ['transport', 'Book with transport'],
            ] as const
          ).map(([kind, label]) => (
            <label
              key={kind}
              className={`flex min-h-12 items-center justify-center rounded-lg border px-2 text-center text-sm font-semibold ${v.kind === kind ? 'border-brand-700 bg-brand-50 text-brand-900' : 'border-stone-300 text-stone-700'}`}
            >
              <input
                type="radio"
                name="kind"
                className="sr-only"
                checked={v.kind === kind}
                onChange={() => set({ kind })}
              />
              {label}
            </label>
          ))}
        </fieldset>
      )}

      {!pickup && (
        <>
          <SelectField
            label="Transport"
            value={v.transportProviderId}
            error={errors.transportProviderId}
            onChange={(e) => set({ transportProviderId: e.target.value, branchId: '' })}
          >
            <option value="">Choose…</option>
            {(transports.data ?? [])
              .filter((t) => t.isActive || t.id === v.transportProviderId)
              .map((t) => (
                <option key={t.id} value={t.id}>
                  {t.name}
                </option>
              ))}
          </SelectField>
          <SelectField
            label="Destination branch"
            value={v.branchId}
            error={errors.branchId}
            hint={suggestion ? `Suggested: ${matchLabel[suggestion.match]} of the shopper` : undefined}
            onChange={(e) => set({ branchId: e.target.value })}
          >
            <option value="">Choose…</option>
            {branchOptions.map((b) => (
              <option key={b.id} value={b.id}>
                {b.name}, {b.city}
              </option>
            ))}
          </SelectField>
          <TextField
            label="LR number"
            value={v.lrNumber}
            autoCapitalize="characters"
            autoComplete="off"
            error={errors.lrNumber}
            onChange={(e) => set({ lrNumber: e.target.value })}
          />
        </>
      )}

      <div className="grid grid-cols-2 gap-3">
        <TextField
          label="Booked on"
          type="date"
          value={v.bookedOn}
          error={errors.bookedOn}
          onChange={(e) => set({ bookedOn: e.target.value })}
        />
        <TextField
          label="Cases"
          inputMode="numeric"
          value={v.cases}
          error={errors.cases}
          onChange={(e) => set({ cases: e.target.value.replace(/\D/g, '') })}
        />
      </div>

      {!pickup && (
        <fieldset>
          <legend className="mb-1 text-sm font-semibold text-stone-800">Freight</legend>
          <div className="grid grid-cols-2 gap-2">
            {(
              [
                ['to_pay', 'To pay (shopper)'],
                ['paid', 'Paid (shop)'],
              ] as const
            ).map(([mode, label]) => (
              <label
                key={mode}
                className={`flex min-h-12 items-center justify-center rounded-lg border px-2 text-sm font-semibold ${v.freightMode === mode ? 'border-brand-700 bg-brand-50 text-brand-900' : 'border-stone-300 text-stone-700'}`}
              >
                <input
                  type="radio"
                  name="freightMode"
                  className="sr-only"
                  checked={v.freightMode === mode}
                  onChange={() => set({ freightMode: mode })}
                />
                {label}
              </label>
            ))}
          </div>
          <TextField
            className="mt-2"
            label={
              v.freightMode === 'to_pay' ? 'Freight the shopper pays at the branch (₹)' : 'Freight paid (₹)'
            }
            inputMode="decimal"
            value={v.freightAmount}
            error={errors.freight}
            onChange={(e) => set({ freightAmount: e.target.value.replace(/[^\d.]/g, '') })}
          />
        </fieldset>
      )}

      {!pickup && (
        <TextField
          label={needsEway ? 'E-way bill number (required)' : 'E-way bill number (optional)'}
          inputMode="numeric"
          value={v.ewayBillNumber}
          error={errors.ewayBillNumber}
          hint={needsEway ? `This enquiry is above ${formatINR(threshold)}` : undefined}
          onChange={(e) => set({ ewayBillNumber: e.target.value })}
        />
      )}

      {!pickup && (
        <div>
          <label className="flex min-h-12 cursor-pointer items-center justify-center gap-2 rounded-lg border-2 border-dashed border-brand-300 px-3 text-sm font-semibold text-brand-800">
            {photo ? 'Retake LR photo' : dispatch?.lrCopyUrl ? 'Replace LR photo' : 'Take LR photo'}
            <input
              type="file"
              accept="image/*"
              capture="environment"
              className="sr-only"
              aria-label="LR copy photo"
              onChange={(e) => setPhoto(e.target.files?.[0] ?? null)}
            />
          </label>
          {preview && (
            <img
              src={preview}
              alt="LR copy to upload"
              className="mt-2 max-h-40 rounded-lg border border-stone-200"
            />
          )}
        </div>
      )}

      <div className="flex gap-2">
        <Button type="submit" className="flex-1" size="lg" loading={busy}>
          {dispatch ? 'Save correction' : pickup ? 'Mark ready for pickup' : 'Save dispatch'}
        </Button>
        <Button variant="ghost" size="lg" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
