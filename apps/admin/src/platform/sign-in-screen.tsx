import { useState, type FormEvent } from 'react';
import { Button } from '@pataka/ui/button';
import { TextField } from '@pataka/ui/form-field';
import { ErrorNote } from './platform-bits.tsx';
import { operatorToken, platformFetch, type Operator } from './platform-api.ts';

type SignInAnswer =
  { token: string; operator: Operator } | { step: 'totp'; challenge: string; message: string };

/** The operators' own sign-in: password, then the authenticator code when two-step sign-in is on. */
export function SignInScreen() {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [challenge, setChallenge] = useState<string | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);

  async function submit(e: FormEvent) {
    e.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const answer = challenge
        ? await platformFetch<SignInAnswer>('POST', '/auth/sign-in/code', {
            challenge,
            code: code.replace(/\s/g, ''),
          })
        : await platformFetch<SignInAnswer>('POST', '/auth/sign-in', { email, password });
      if ('token' in answer) operatorToken.set(answer.token);
      else setChallenge(answer.challenge);
    } catch (err) {
      setError(err);
    } finally {
      setBusy(false);
    }
  }

  return (
    <main className="flex min-h-dvh items-start justify-center bg-brand-950 px-4 pt-[12vh] pb-8">
      <div className="w-full max-w-sm rounded-2xl bg-white p-6 shadow-xl">
        <p className="text-xs font-bold tracking-wide text-saffron-600 uppercase">Pataka platform</p>
        <h1 className="mt-1 text-2xl font-bold text-brand-900">Operator sign-in</h1>
        <p className="mt-1 mb-5 text-sm text-stone-600">
          For the people who run this deployment, not shop staff.
        </p>
        <form className="space-y-4" onSubmit={submit} noValidate>
          {challenge ? (
            <TextField
              label="Authenticator code"
              inputMode="numeric"
              autoComplete="one-time-code"
              autoFocus
              value={code}
              onChange={(e) => setCode(e.target.value)}
              hint="The 6 digits your authenticator app shows now"
            />
          ) : (
            <>
              <TextField
                label="Email"
                type="email"
                autoComplete="username"
                value={email}
                onChange={(e) => setEmail(e.target.value)}
              />
              <TextField
                label="Password"
                type="password"
                autoComplete="current-password"
                value={password}
                onChange={(e) => setPassword(e.target.value)}
              />
            </>
          )}
          <ErrorNote error={error} />
          <Button type="submit" className="w-full" disabled={busy}>
            {challenge ? 'Confirm code' : 'Sign in'}
          </Button>
        </form>
      </div>
    </main>
  );
}
