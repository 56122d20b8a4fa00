// The sign-in's second step: the code from the authenticator app, or a recovery code.
import { useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Button } from '@pataka/ui/button';
import { TextField } from '@pataka/ui/form-field';
import { errorMessage } from '../../../lib/server-field.ts';
import { signInWithCode } from '../api/two-step.ts';

export function CodeStep({
  challenge,
  onSignedIn,
  onRestart,
}: {
  challenge: string;
  onSignedIn: () => void;
  onRestart: () => void;
}) {
  const [code, setCode] = useState('');
  const verify = useMutation({ mutationFn: () => signInWithCode(challenge, code), onSuccess: onSignedIn });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    verify.mutate();
  };
  return (
    <form onSubmit={submit} noValidate className="space-y-4" aria-label="Two-step sign-in">
      <p className="text-sm text-stone-700">
        Enter the 6-digit code from your authenticator app. Lost your phone? Enter one of your recovery codes.
      </p>
      {verify.error && (
        <p
          role="alert"
          className="rounded-lg border border-red-300 bg-red-50 px-3 py-2 text-sm font-medium text-red-900"
        >
          {errorMessage(verify.error, 'That code is not right.')}
        </p>
      )}
      <TextField
        label="Code"
        inputMode="text"
        autoComplete="one-time-code"
        autoCapitalize="characters"
        spellCheck={false}
        value={code}
        onChange={(e) => setCode(e.target.value)}
        autoFocus
      />
      <Button type="submit" size="lg" className="w-full" loading={verify.isPending}>
        Verify
      </Button>
      <button type="button" onClick={onRestart} className="text-sm font-medium text-brand-700 underline">
        Use another account
      </button>
    </form>
  );
}
