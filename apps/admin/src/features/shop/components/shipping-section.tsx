// Shipping rules: packing %, minimum order, per-state minimums (a table of state → amount), states and
// pincodes the shop does not serve.
import { useFieldArray, useWatch, type UseFormReturn } from 'react-hook-form';
import { INDIAN_STATES } from '@pataka/domain/indian-states';
import { formatINR } from '@pataka/domain/money';
import { Button } from '@pataka/ui/button';
import { TextAreaField, TextField } from '@pataka/ui/form-field';
import { CloseIcon, PlusIcon } from '@pataka/ui/icons';
import { TrashIcon } from '../../../components/icons.tsx';
import { isPincode, splitPincodes, type ShopFormValues } from '../lib/shop-form.ts';

function StateMinimums({ form }: { form: UseFormReturn<ShopFormValues> }) {
  const { control, register, formState } = form;
  const { fields, append, remove } = useFieldArray({ control, name: 'stateMinimums' });
  const rows = useWatch({ control, name: 'stateMinimums' }) ?? [];
  const used = new Set(rows.map((r) => r.state));
  const next = INDIAN_STATES.find((s) => !used.has(s));
  const tableError = formState.errors.stateMinimums?.message ?? formState.errors.stateMinimums?.root?.message;

  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-semibold text-stone-800">Minimum order by state</legend>
      <p className="text-xs text-stone-600">
        A different minimum for some states, e.g. Tamil Nadu ₹3,000 while elsewhere needs the minimum above.
      </p>
      {fields.length > 0 && (
        <table className="w-full text-sm">
          <thead className="text-left text-stone-600">
            <tr>
              <th className="py-1 font-medium">State</th>
              <th className="w-28 py-1 font-medium">Minimum (₹)</th>
              <th className="w-11 py-1">
                <span className="sr-only">Remove</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {fields.map((f, i) => {
              const rowError = formState.errors.stateMinimums?.[i];
              return (
                <tr key={f.id} className="align-top">
                  <td className="py-1 pr-2">
                    <select
                      aria-label={`State ${i + 1}`}
                      className="h-11 w-full rounded-lg border border-stone-300 bg-white px-2 text-base"
                      {...register(`stateMinimums.${i}.state`)}
                    >
                      {INDIAN_STATES.map((s) => (
                        <option key={s} value={s} disabled={s !== rows[i]?.state && used.has(s)}>
                          {s}
                        </option>
                      ))}
                    </select>
                  </td>
                  <td className="py-1 pr-2">
                    <input
                      aria-label={`Minimum order for ${rows[i]?.state ?? `state ${i + 1}`}`}
                      inputMode="decimal"
                      aria-invalid={rowError?.amount ? true : undefined}
                      className={`h-11 w-full rounded-lg border bg-white px-2 text-right text-base tabular-nums ${rowError?.amount ? 'border-red-600' : 'border-stone-300'}`}
                      {...register(`stateMinimums.${i}.amount`)}
                    />
                    {rowError?.amount && <p className="text-xs text-red-700">{rowError.amount.message}</p>}
                  </td>
                  <td className="py-1">
                    <button
                      type="button"
                      onClick={() => remove(i)}
                      className="grid size-11 place-items-center rounded-lg text-stone-600 hover:bg-stone-100"
                      aria-label={`Remove ${rows[i]?.state ?? 'row'}`}
                    >
                      <TrashIcon className="size-4" />
                    </button>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
      {tableError && (
        <p role="alert" className="text-sm text-red-700">
          {tableError}
        </p>
      )}
      {next && (
        <Button variant="outline" size="sm" onClick={() => append({ state: next, amount: '' })}>
          <PlusIcon className="size-4" /> Add state
        </Button>
      )}
    </fieldset>
  );
}

function UnservedStates({ form }: { form: UseFormReturn<ShopFormValues> }) {
  const { control, setValue, formState } = form;
  const chosen = useWatch({ control, name: 'unservedStates' }) ?? [];
  const set = (next: string[]) => setValue('unservedStates', next, { shouldDirty: true });
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-semibold text-stone-800">States you do not deliver to</legend>
      {chosen.length > 0 ? (
        <ul className="flex flex-wrap gap-2" aria-label="States not served">
          {chosen.map((s) => (
            <li
              key={s}
              className="inline-flex items-center gap-1 rounded-full bg-stone-100 py-1 pr-1 pl-3 text-sm ring-1 ring-stone-300"
            >
              {s}
              <button
                type="button"
                className="rounded-full p-1 hover:bg-stone-200"
                aria-label={`Serve ${s} again`}
                onClick={() => set(chosen.filter((x) => x !== s))}
              >
                <CloseIcon className="size-3.5" />
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-xs text-stone-600">None: you deliver to every state.</p>
      )}
      <select
        aria-label="Add a state you do not serve"
        value=""
        onChange={(e) => e.target.value && set([...chosen, e.target.value])}
        className="h-11 w-full rounded-lg border border-stone-300 bg-white px-3 text-base sm:max-w-xs"
      >
        <option value="">Add a state…</option>
        {INDIAN_STATES.filter((s) => !chosen.includes(s)).map((s) => (
          <option key={s} value={s}>
            {s}
          </option>
        ))}
      </select>
      {formState.errors.unservedStates && (
        <p className="text-sm text-red-700">{formState.errors.unservedStates.message}</p>
      )}
    </fieldset>
  );
}

export function ShippingSection({ form }: { form: UseFormReturn<ShopFormValues> }) {
  const { register, control, formState } = form;
  const { errors } = formState;
  const pincodeText = useWatch({ control, name: 'unservedPincodes' }) ?? '';
  const pincodes = splitPincodes(pincodeText);
  const bad = pincodes.filter((p) => !isPincode(p));
  const minimum = Number(useWatch({ control, name: 'minimumOrderAmount' })) || 0;

  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Packing charge (%)"
          inputMode="decimal"
          hint="Added to every enquiry, e.g. 3"
          error={errors.packingChargePercent?.message}
          {...register('packingChargePercent')}
        />
        <TextField
          label="Minimum order (₹)"
          inputMode="decimal"
          hint={minimum > 0 ? `Shoppers must order at least ${formatINR(minimum)}` : '0 = no minimum'}
          error={errors.minimumOrderAmount?.message}
          {...register('minimumOrderAmount')}
        />
        <TextField
          label="E-way bill needed above (₹)"
          inputMode="decimal"
          hint="A dispatch of a bigger enquiry asks for the e-way bill number (default ₹50,000)"
          error={errors.ewayBillThreshold?.message}
          {...register('ewayBillThreshold')}
        />
      </div>
      <StateMinimums form={form} />
      <UnservedStates form={form} />
      <div>
        <TextAreaField
          label="Pincodes you do not deliver to"
          rows={3}
          placeholder={'One a line, or separated by commas\n600001, 600002'}
          error={
            errors.unservedPincodes?.message ??
            (bad.length
              ? `Not 6-digit pincodes: ${bad.slice(0, 5).join(', ')}${bad.length > 5 ? '…' : ''}`
              : undefined)
          }
          hint={pincodes.length ? `${pincodes.length} pincode${pincodes.length === 1 ? '' : 's'}` : undefined}
          {...register('unservedPincodes')}
        />
      </div>
    </>
  );
}
