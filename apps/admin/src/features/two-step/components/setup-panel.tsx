// Turning on two-step sign-in: the QR of the otpauth:// URI (and the secret to type instead), a code to
// confirm, then the recovery codes once. With a challenge it is the set-up a shop requires at sign-in.
import { useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button } from '@pataka/ui/button';
import { TextField } from '@pataka/ui/form-field';
import { errorMessage } from '../../../lib/server-field.ts';
import { confirmSetup, startSetup, type TwoStepSetup } from '../api/two-step.ts';
import { RecoveryCodes } from './recovery-codes.tsx';

const grouped = (secret: string) => secret.replace(/(.{4})/g, '$1 ').trim();

export function SetupPanel({ challenge, onDone }: { challenge?: string; onDone: () => void }) {
  const client = useQueryClient();
  const [setup, setSetup] = useState<TwoStepSetup | null>(null);
  const [codes, setCodes] = useState<{ codes: string[]; finish: () => void } | null>(null);
  const [code, setCode] = useState('');
  const start = useMutation({ mutationFn: () => startSetup(challenge), onSuccess: setSetup });
  const confirm = useMutation({
    mutationFn: () => confirmSetup(code, challenge),
    // The status is refetched only once the codes are saved: it would replace this screen with "On".
    onSuccess: setCodes,
  });

  if (codes)
    return (
      <RecoveryCodes
        codes={codes.codes}
        onDone={() => {
          codes.finish();
          void client.invalidateQueries({ queryKey: ['two-step'] });
          onDone();
        }}
      />
    );

  if (!setup)
    return (
      <div className="space-y-3">
        <p className="text-sm text-stone-700">
          You need an authenticator app on your phone (Google Authenticator, Microsoft Authenticator, or any
          other). After your password, sign-in will ask for the 6-digit code it shows.
        </p>
        {start.error && (
          <p role="alert" className="text-sm text-red-800">
            {errorMessage(start.error, 'Could not start. Please try again.')}
          </p>
        )}
        <Button onClick={() => start.mutate()} loading={start.isPending}>
          Set up two-step sign-in
        </Button>
      </div>
    );

  const submit = (e: FormEvent) => {
    e.preventDefault();
    confirm.mutate();
  };
  return (
    <form onSubmit={submit} className="space-y-4" aria-label="Confirm two-step sign-in">
      <ol className="list-decimal space-y-1 pl-5 text-sm text-stone-700">
        <li>In the authenticator app, add an account and scan this QR code.</li>
        <li>Enter the 6-digit code the app shows.</li>
      </ol>
      <img
        src={setup.qrDataUrl}
        alt="QR code for your authenticator app"
        width={200}
        height={200}
        className="mx-auto size-[200px] rounded-lg border border-stone-200"
      />
      <p className="text-sm text-stone-700">
        Cannot scan? Type this key in the app instead:
        <code
          data-testid="totp-secret"
          className="mt-1 block rounded-md bg-stone-100 px-2 py-1.5 text-center font-mono text-sm break-all"
        >
          {grouped(setup.secret)}
        </code>
      </p>
      <TextField
        label="6-digit code"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={7}
        value={code}
        onChange={(e) => setCode(e.target.value)}
        error={confirm.error ? errorMessage(confirm.error, 'That code is not right.') : undefined}
      />
      <Button type="submit" loading={confirm.isPending} disabled={code.trim().length < 6}>
        Turn on
      </Button>
    </form>
  );
}
