// The GSTIN box with its live check, and a one-tap fill of the PAN from a valid GSTIN.
import type { UseFormReturn } from 'react-hook-form';
import { useWatch } from 'react-hook-form';
import { TextField } from '@pataka/ui/form-field';
import { isValidGstin } from '@pataka/domain/shop-admin';
import { gstinCheck } from '../lib/gstin-check.ts';
import type { ShopFormValues } from '../lib/shop-form.ts';

const TONE = { ok: 'text-green-800', error: 'text-red-700', hint: 'text-stone-600' } as const;

export function GstinAndPan({ form }: { form: UseFormReturn<ShopFormValues> }) {
  const { register, control, setValue, formState } = form;
  const gstin = useWatch({ control, name: 'taxId' }) ?? '';
  const pan = useWatch({ control, name: 'pan' }) ?? '';
  const check = gstinCheck(gstin);
  const serverError = formState.errors.taxId?.message;
  const panInGstin = isValidGstin(gstin) ? gstin.replace(/\s+/g, '').toUpperCase().slice(2, 12) : null;

  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <div>
        <TextField
          label="GSTIN"
          autoCapitalize="characters"
          autoComplete="off"
          spellCheck={false}
          maxLength={20}
          placeholder="33ABCDE1234F1Z5"
          inputClassName="uppercase tracking-wide"
          error={serverError ?? (check?.tone === 'error' ? check.text : undefined)}
          {...register('taxId')}
        />
        {!serverError && check && check.tone !== 'error' && (
          <p className={`mt-1 text-xs ${TONE[check.tone]}`} data-testid="gstin-check">
            {check.tone === 'ok' && '✓ '}
            {check.text}
          </p>
        )}
      </div>
      <div>
        <TextField
          label="PAN"
          autoCapitalize="characters"
          autoComplete="off"
          maxLength={10}
          inputClassName="uppercase tracking-wide"
          error={formState.errors.pan?.message}
          hint={
            panInGstin && pan.toUpperCase() !== panInGstin
              ? undefined
              : 'The 10-character PAN inside your GSTIN'
          }
          {...register('pan')}
        />
        {panInGstin && pan.trim().toUpperCase() !== panInGstin && (
          <button
            type="button"
            className="mt-1 text-xs font-semibold text-brand-700 underline"
            onClick={() => setValue('pan', panInGstin, { shouldDirty: true, shouldValidate: false })}
          >
            Use {panInGstin} from the GSTIN
          </button>
        )}
      </div>
    </div>
  );
}
