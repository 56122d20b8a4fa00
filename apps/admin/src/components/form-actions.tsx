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

type SaveBarProps = {
  error: string | null;
  submitting: boolean;
  dirty: boolean;
  /** Shown as "Saved" once the last save went through and nothing changed since. */
  saved: boolean;
  onDiscard: () => void;
};

/** The foot of a settings screen edited in place: Save, Discard changes while dirty, then "Saved". */
export function SaveBar({ error, submitting, dirty, saved, onDiscard }: SaveBarProps) {
  return (
    <>
      {error && (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800">
          {error}
        </p>
      )}
      <div className="flex items-center gap-3 border-t border-stone-200 pt-4">
        <Button type="submit" loading={submitting} disabled={!dirty}>
          Save
        </Button>
        {dirty ? (
          <Button variant="ghost" onClick={onDiscard}>
            Discard changes
          </Button>
        ) : (
          saved && (
            <span role="status" className="text-sm text-green-800">
              Saved
            </span>
          )
        )}
      </div>
    </>
  );
}
