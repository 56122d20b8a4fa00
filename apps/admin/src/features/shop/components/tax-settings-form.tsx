// The shop's tax settings (decision 149): GST registration, the shop's state, default HSN and rate,
// whether catalogue prices include GST, the invoice number prefix and the footer. Owners edit them;
// staff see them read-only, like the UPI payee. The GSTIN itself is edited once, in Shop details › Legal.
import { useState } from 'react';
import { Link } from 'react-router';
import { useForm, useWatch, type FieldPath } from 'react-hook-form';
import { INDIAN_STATES } from '@pataka/domain/indian-states';
import { financialYear, documentNumber } from '@pataka/domain/invoice/numbering';
import {
  DEFAULT_GST_RATE_BP,
  DEFAULT_HSN,
  GST_RATES_PERCENT,
  INVOICE_FOOTER_MAX,
  TAX_SETTINGS_MESSAGES,
  TaxSettingsInputSchema,
  taxSettingsProblem,
} from '@pataka/domain/invoice/settings';
import { SelectField, TextAreaField, TextField } from '@pataka/ui/form-field';
import { CheckboxRow } from '../../../components/bits.tsx';
import { SaveBar } from '../../../components/form-actions.tsx';
import { useAuth } from '../../../lib/auth.ts';
import { errorMessage, schemaProblems, serverFieldError } from '../../../lib/server-field.ts';
import { UnsavedChangesGuard } from '../../../lib/unsaved-changes.tsx';
import { useAdminCompany, useUpdateCompany, type AdminCompany } from '../api/company.ts';
import { useFormFromServer } from '../../../lib/form-from-server.ts';

type TaxForm = {
  gstRegistered: boolean;
  /** '' = the state of the shop's address. */
  taxState: string;
  defaultHsn: string;
  defaultGstRate: string;
  pricesIncludeGst: boolean;
  invoicePrefix: string;
  invoiceFooter: string;
};
const FIELDS: Array<keyof TaxForm> = [
  'gstRegistered',
  'taxState',
  'defaultHsn',
  'defaultGstRate',
  'pricesIncludeGst',
  'invoicePrefix',
  'invoiceFooter',
];

const toTaxForm = (c: AdminCompany | undefined): TaxForm => ({
  gstRegistered: c?.gstRegistered ?? false,
  taxState: c?.taxState ?? '',
  defaultHsn: c?.defaultHsn ?? DEFAULT_HSN,
  defaultGstRate: String(c?.defaultGstRate ?? DEFAULT_GST_RATE_BP / 100),
  pricesIncludeGst: c?.pricesIncludeGst ?? true,
  invoicePrefix: c?.invoicePrefix ?? '',
  invoiceFooter: c?.invoiceFooter ?? '',
});

/** What the API takes: only the changed fields, in its types (rate in percent, '' = none). */
function changedTaxBody(v: TaxForm, dirty: Partial<Record<keyof TaxForm, unknown>>) {
  const body: Record<string, unknown> = {};
  for (const key of FIELDS) {
    if (!dirty[key]) continue;
    if (key === 'defaultGstRate') body[key] = Number(v[key]);
    else if (key === 'taxState') body[key] = v[key] || null;
    else body[key] = v[key];
  }
  return body;
}

/** The number the next invoice would carry, e.g. UC/26-27/00042, for the prefix being typed. */
export function exampleInvoiceNumber(prefix: string, at = new Date()) {
  return documentNumber(prefix.trim().toUpperCase(), financialYear(at), 'invoice', 42);
}

export function TaxSettingsForm() {
  const { data, isPending, isError, error } = useAdminCompany();
  const save = useUpdateCompany();
  const isOwner = useAuth().user?.role === 'owner';
  const [saved, setSaved] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    control,
    handleSubmit,
    reset,
    setError,
    clearErrors,
    formState: { errors, isDirty, isSubmitting, dirtyFields },
  } = useForm<TaxForm>({ defaultValues: toTaxForm(undefined) });
  const prefix = useWatch({ control, name: 'invoicePrefix' }) ?? '';
  const registered = useWatch({ control, name: 'gstRegistered' });

  useFormFromServer(data, reset, toTaxForm);

  const place = (problems: { path: string; message: string }[]) => {
    const unplaced: string[] = [];
    problems.forEach(({ path, message }, i) => {
      // The GSTIN lives in Shop details; its problems (missing, other state) show by the registration.
      const field = path === 'taxId' ? 'gstRegistered' : path;
      if ((FIELDS as string[]).includes(field))
        setError(field as FieldPath<TaxForm>, { message }, { shouldFocus: i === 0 });
      else unplaced.push(message);
    });
    return unplaced;
  };

  const onSubmit = handleSubmit(async (v) => {
    setFormError(null);
    setSaved(false);
    clearErrors();
    const body = changedTaxBody(v, dirtyFields);
    const problems = schemaProblems(TaxSettingsInputSchema, body);
    // The same cross-check the server makes, on the settings as they would be saved.
    const cross = taxSettingsProblem({
      gstRegistered: v.gstRegistered,
      gstin: data?.taxId ?? null,
      state: v.taxState || data?.address?.state || null,
    });
    if (cross) problems.push({ path: cross.field, message: cross.message });
    if (problems.length) {
      const unplaced = place(problems);
      if (unplaced.length) setFormError(unplaced.join(' · '));
      return;
    }
    try {
      const result = await save.mutateAsync(body);
      reset(toTaxForm(result ?? data));
      setSaved(true);
    } catch (e) {
      const named = serverFieldError(e);
      const unplaced = named ? place([named]) : [errorMessage(e, 'Could not save the tax settings.')];
      if (unplaced.length) setFormError(unplaced.join(' · '));
    }
  });

  if (isPending) return <p className="text-stone-600">Loading tax settings…</p>;
  if (isError)
    return (
      <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800">
        {error.message}
      </p>
    );

  const example = exampleInvoiceNumber(prefix);
  const addressState = data.address?.state;
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label="Tax and invoices">
      <UnsavedChangesGuard when={isDirty && !isSubmitting} />
      {!isOwner && (
        <p className="rounded-lg bg-stone-100 px-3 py-2 text-sm text-stone-700">
          {TAX_SETTINGS_MESSAGES.ownersOnly}.
        </p>
      )}
      {/* A disabled fieldset keeps every control read-only for staff in one place. */}
      <fieldset disabled={!isOwner} className="min-w-0 space-y-4">
        <div>
          <CheckboxRow
            label="GST registered"
            hint="Registered: tax invoices with GST. Not registered: bills of supply."
            aria-invalid={errors.gstRegistered ? true : undefined}
            {...register('gstRegistered')}
          />
          <p className="text-sm text-stone-600">
            GSTIN: <span className="font-mono text-stone-900">{data.taxId || 'not set'}</span> ·{' '}
            <Link to="/shop#legal" className="text-brand-800 underline">
              change in Shop details
            </Link>
          </p>
          {errors.gstRegistered && (
            <p role="alert" className="mt-1 text-sm text-red-700">
              {errors.gstRegistered.message}
            </p>
          )}
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            label="Shop's state"
            hint={registered ? 'The first two digits of the GSTIN must match it.' : undefined}
            error={errors.taxState?.message}
            {...register('taxState')}
          >
            <option value="">
              {addressState ? `As in the address (${addressState})` : 'As in the address (not set)'}
            </option>
            {INDIAN_STATES.map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </SelectField>
          <TextField
            label="Default HSN code"
            inputMode="numeric"
            hint={`Fireworks: ${DEFAULT_HSN}. A product can carry its own.`}
            error={errors.defaultHsn?.message}
            {...register('defaultHsn')}
          />
          <SelectField
            label="Default GST rate"
            error={errors.defaultGstRate?.message}
            {...register('defaultGstRate')}
          >
            {GST_RATES_PERCENT.map((r) => (
              <option key={r} value={String(r)}>
                {r} %
              </option>
            ))}
          </SelectField>
          <TextField
            label="Invoice number prefix"
            autoCapitalize="characters"
            maxLength={8}
            placeholder="UC"
            hint={example ? `Invoices read like ${example}` : undefined}
            error={errors.invoicePrefix?.message}
            {...register('invoicePrefix')}
          />
        </div>
        <CheckboxRow
          label="Catalogue prices include GST"
          hint="Yes: the invoice takes the GST out of the price. No: it adds GST on top."
          {...register('pricesIncludeGst')}
        />
        <TextAreaField
          label="Invoice footer"
          rows={4}
          maxLength={INVOICE_FOOTER_MAX}
          hint="Terms, declaration and the signatory's name, printed at the foot of every invoice."
          error={errors.invoiceFooter?.message}
          {...register('invoiceFooter')}
        />
      </fieldset>
      {isOwner && (
        <SaveBar
          error={formError}
          submitting={isSubmitting}
          dirty={isDirty}
          saved={saved}
          onDiscard={() => (reset(toTaxForm(data)), setFormError(null))}
        />
      )}
    </form>
  );
}
