// The ledger names of the shop's Tally company. Tally matches by exact name, so these must be the
// names in Tally; '{rate}' stands for a line's rate for shops with a ledger per rate.
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  TALLY_LEDGER_LABELS,
  TALLY_PARTY_MODES,
  TALLY_PARTY_MODE_LABELS,
  TallySettingsSchema,
  type TallySettings,
  type TallySettingsInput,
} from '@pataka/domain/books/tally-settings';
import { SelectField, TextField } from '@pataka/ui/form-field';
import { SaveBar } from '../../../components/form-actions.tsx';
import { serverFieldError } from '../../../lib/server-field.ts';
import { UnsavedChangesGuard } from '../../../lib/unsaved-changes.tsx';
import { useSaveTallySettings, useTallySettings, type SavedTallySettings } from '../api/tally-settings.ts';
import { useFormFromServer } from '../../../lib/form-from-server.ts';

const LEDGERS = ['salesLedger', 'cgstLedger', 'sgstLedger', 'igstLedger', 'roundOffLedger'] as const;

const toForm = ({ updatedAt: _u, ...s }: SavedTallySettings): TallySettingsInput => s;

export function TallySettingsForm() {
  const { data, isPending, isError, error } = useTallySettings();
  const save = useSaveTallySettings();
  const [formError, setFormError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isDirty, isSubmitting },
  } = useForm<TallySettingsInput, unknown, TallySettings>({ resolver: zodResolver(TallySettingsSchema) });

  useFormFromServer(data, reset, toForm);

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    setSaved(false);
    try {
      reset(toForm(await save.mutateAsync(values)));
      setSaved(true);
    } catch (e) {
      const field = serverFieldError(e);
      if (field)
        setError(field.path as keyof TallySettingsInput, { message: field.message }, { shouldFocus: true });
      else setFormError(e instanceof Error ? e.message : 'Could not save the ledger names.');
    }
  });

  return (
    <section
      aria-labelledby="tally-title"
      className="space-y-3 rounded-xl border border-stone-200 bg-white p-4"
    >
      <h2 id="tally-title" className="font-semibold">
        Tally ledger names
      </h2>
      <p className="text-sm text-stone-600">
        Use the names exactly as they are in your Tally company. Write {'{rate}'} for the rate when you keep a
        ledger per rate, e.g. “Sales @ {'{rate}'}%” becomes “Sales @ 18%” (CGST and SGST get half the rate).
      </p>
      {isPending ? (
        <p className="text-sm text-stone-600">Loading ledger names…</p>
      ) : isError ? (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800">
          {error.message}
        </p>
      ) : (
        <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label="Tally ledger names">
          <UnsavedChangesGuard when={isDirty && !isSubmitting} />
          <TextField
            label={TALLY_LEDGER_LABELS.company}
            hint="Leave blank to import into the company open in Tally."
            error={errors.company?.message}
            {...register('company')}
          />
          <div className="grid gap-3 sm:grid-cols-2">
            {LEDGERS.map((name) => (
              <TextField
                key={name}
                label={TALLY_LEDGER_LABELS[name]}
                error={errors[name]?.message}
                {...register(name)}
              />
            ))}
          </div>
          <div className="grid gap-3 sm:grid-cols-2">
            <SelectField
              label="Post each sale to"
              error={errors.partyMode?.message}
              {...register('partyMode')}
            >
              {TALLY_PARTY_MODES.map((mode) => (
                <option key={mode} value={mode}>
                  {TALLY_PARTY_MODE_LABELS[mode]}
                </option>
              ))}
            </SelectField>
            <TextField
              label={TALLY_LEDGER_LABELS.partyLedger}
              hint="For sales not posted to the buyer's own ledger, e.g. Cash."
              error={errors.partyLedger?.message}
              {...register('partyLedger')}
            />
          </div>
          <SaveBar
            error={formError}
            submitting={isSubmitting}
            dirty={isDirty}
            saved={saved}
            onDiscard={() => reset(toForm(data))}
          />
        </form>
      )}
    </section>
  );
}
