import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { SignInChallenge } from '@pataka/domain/two-step';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { EmailSchema } from '@pataka/domain/validation';
import { Button } from '@pataka/ui/button';
import { TextField } from '@pataka/ui/form-field';
import { ApiError } from '../../../lib/api-client.ts';
import { useSignIn } from '../api/sign-in.ts';
import { CodeStep } from '../../two-step/components/code-step.tsx';
import { SetupPanel } from '../../two-step/components/setup-panel.tsx';

const SignInSchema = z.object({
  email: EmailSchema,
  password: z.string().min(1, 'Password is required').max(200, 'Password is too long'),
});
type SignInValues = z.infer<typeof SignInSchema>;

function plainWords(error: unknown): string {
  if (!(error instanceof ApiError)) return 'Something went wrong. Please try again.';
  if (error.status === 0) return error.message;
  if (error.status === 429) return error.message || 'Too many tries. Wait a minute and try again.';
  if (error.status >= 500) return 'The server had a problem. Please try again in a moment.';
  return error.message;
}

export function SignInForm({ onSignedIn }: { onSignedIn: () => void }) {
  const [challenge, setChallenge] = useState<SignInChallenge | null>(null);
  if (challenge?.step === 'totp')
    return (
      <CodeStep
        challenge={challenge.challenge}
        onSignedIn={onSignedIn}
        onRestart={() => setChallenge(null)}
      />
    );
  if (challenge?.step === 'enrol')
    return (
      <div className="space-y-3">
        <p role="status" className="rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm">
          {challenge.message}
        </p>
        <SetupPanel challenge={challenge.challenge} onDone={onSignedIn} />
      </div>
    );
  return <PasswordStep onSignedIn={onSignedIn} onChallenge={setChallenge} />;
}

function PasswordStep({
  onSignedIn,
  onChallenge,
}: {
  onSignedIn: () => void;
  onChallenge: (c: SignInChallenge) => void;
}) {
  const signIn = useSignIn();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<SignInValues>({
    resolver: zodResolver(SignInSchema),
    defaultValues: { email: '', password: '' },
  });

  const submit = handleSubmit((values) =>
    signIn.mutate(values, { onSuccess: (c) => (c ? onChallenge(c) : onSignedIn()) }),
  );

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      {signIn.error && (
        <p
          role="alert"
          className="rounded-lg border border-red-300 bg-red-50 px-3 py-2 text-sm font-medium text-red-900"
        >
          {plainWords(signIn.error)}
        </p>
      )}
      <TextField
        label="Email"
        type="email"
        autoComplete="username"
        inputMode="email"
        error={errors.email?.message}
        {...register('email')}
      />
      <TextField
        label="Password"
        type="password"
        autoComplete="current-password"
        error={errors.password?.message}
        {...register('password')}
      />
      <Button type="submit" size="lg" className="w-full" loading={signIn.isPending}>
        Sign in
      </Button>
    </form>
  );
}
