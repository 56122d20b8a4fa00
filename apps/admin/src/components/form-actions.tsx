// The foot of a console form: the whole-form error (one the server did not tie to a field) and a save bar
// that stays above the phone's bottom tabs.
import { Button } from '@pataka/ui/button';

type Props = {
  error: string | null;
  submitting: boolean;
  /** Saving an unchanged record is pointless; a new one can always be submitted. */
  disabled?: boolean;
  submitLabel: string;
  onCancel: () => void;
};

export function FormActions({ error, submitting, disabled = false, submitLabel, onCancel }: Props) {
  return (
    <>
      {error && (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800">
          {error}
        </p>
      )}
      <div className="sticky bottom-14 flex gap-3 border-t border-stone-200 bg-stone-50/95 py-3 lg:bottom-0">
        <Button type="submit" loading={submitting} disabled={disabled}>
          {submitLabel}
        </Button>
        <Button variant="ghost" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </>
  );
}
