// "Confirm it is you" before a payee change (decision 146): a code from the authenticator app, or the
// password; valid 5 minutes, then the save is tried again.
import { useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Modal } from '@pataka/ui/modal';
import { Button } from '@pataka/ui/button';
import { TextField } from '@pataka/ui/form-field';
import { TWO_STEP_MESSAGES } from '@pataka/domain/two-step';
import { errorMessage } from '../../../lib/server-field.ts';
import { stepUp } from '../api/two-step.ts';

export function StepUpDialog({
  open,
  hasCode,
  onConfirmed,
  onClose,
}: {
  open: boolean;
  /** Two-step sign-in is on: ask for a code first (the password stays possible). */
  hasCode: boolean;
  onConfirmed: () => void;
  onClose: () => void;
}) {
  const [withCode, setWithCode] = useState(hasCode);
  const [value, setValue] = useState('');
  // The dialog stays mounted while closed, often from before the member's two-step status has loaded: each
  // time it opens it starts again from what is known now (a code when two-step sign-in is on).
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setWithCode(hasCode);
  }
  const confirm = useMutation({
    mutationFn: () => stepUp(withCode ? { code: value } : { password: value }),
    onSuccess: () => {
      setValue('');
      onConfirmed();
    },
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    confirm.mutate();
  };
  return (
    <Modal open={open} onClose={onClose} title="Confirm it is you" size="sm">
      <form onSubmit={submit} className="space-y-4" aria-label="Confirm it is you">
        <p className="text-sm text-stone-700">{TWO_STEP_MESSAGES.stepUpRequired}</p>
        {withCode ? (
          <TextField
            key="code"
            label="Code from your authenticator app"
            inputMode="numeric"
            autoComplete="one-time-code"
            value={value}
            onChange={(e) => setValue(e.target.value)}
            error={confirm.error ? errorMessage(confirm.error, 'Not right') : undefined}
            autoFocus
          />
        ) : (
          <TextField
            key="password"
            label="Your password"
            type="password"
            autoComplete="current-password"
            value={value}
            onChange={(e) => setValue(e.target.value)}
            error={confirm.error ? errorMessage(confirm.error, 'Not right') : undefined}
            autoFocus
          />
        )}
        <div className="flex flex-wrap items-center gap-3">
          <Button type="submit" loading={confirm.isPending} disabled={!value.trim()}>
            Confirm and save
          </Button>
          <button
            type="button"
            className="text-sm font-medium text-brand-700 underline"
            onClick={() => {
              setWithCode(!withCode);
              setValue('');
              confirm.reset();
            }}
          >
            {withCode ? 'Use my password instead' : 'Use a code instead'}
          </button>
        </div>
      </form>
    </Modal>
  );
}
