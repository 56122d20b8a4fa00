// A new member opens the invite link, chooses a password and lands in the inbox, signed in.
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate, useSearchParams } from 'react-router';
import { z } from 'zod';
import { AcceptInviteSchema, STAFF_MESSAGES } from '@pataka/domain/staff';
import { Button } from '@pataka/ui/button';
import { TextField } from '@pataka/ui/form-field';
import { paths } from '../../../config/paths.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { authStore } from '../../../lib/auth.ts';
import { useAcceptInvite } from '../api/accept-invite.ts';

const FormSchema = z
  .object({ password: AcceptInviteSchema.shape.password, confirm: z.string() })
  .refine((v) => v.password === v.confirm, { path: ['confirm'], message: 'The two passwords do not match' });
type Form = z.infer<typeof FormSchema>;

export function AcceptInviteForm() {
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const tokenValid = AcceptInviteSchema.shape.token.safeParse(token).success;
  const navigate = useNavigate();
  const accept = useAcceptInvite();
  const [invalid, setInvalid] = useState(!tokenValid);
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<Form>({ resolver: zodResolver(FormSchema), defaultValues: { password: '', confirm: '' } });

  const onSubmit = handleSubmit(async ({ password }) => {
    setFormError(null);
    try {
      const { token: session, admin } = await accept.mutateAsync({ token, password });
      authStore.signIn(session, admin);
      void navigate(paths.inbox.getHref(), { replace: true });
    } catch (error) {
      if (error instanceof ApiError && /^password:\s*/.test(error.message)) {
        setError('password', { message: error.message.replace(/^password:\s*/, '') });
      } else if (error instanceof ApiError && error.status === 409) {
        setFormError(error.message);
      } else if (
        error instanceof ApiError &&
        error.status >= 400 &&
        error.status < 500 &&
        error.status !== 429
      ) {
        setInvalid(true);
      } else {
        setFormError(error instanceof Error ? error.message : 'Something went wrong. Try again.');
      }
    }
  });

  return (
    <main className="flex min-h-dvh items-start justify-center px-4 py-10 sm:items-center">
      <div className="w-full max-w-sm rounded-2xl border border-stone-200 bg-white p-6 shadow-sm">
        <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">Pataka staff console</p>
        {invalid ? (
          <div className="mt-3 space-y-3">
            <h1 className="text-xl font-semibold">Invite link</h1>
            <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800">
              {STAFF_MESSAGES.inviteInvalid}
            </p>
            <p className="text-sm text-stone-600">Ask the shop owner to send you a new invite link.</p>
          </div>
        ) : (
          <form onSubmit={onSubmit} noValidate className="mt-3 space-y-4">
            <h1 className="text-xl font-semibold">Choose your password</h1>
            <p className="text-sm text-stone-600">
              You will use it with your email to sign in to the console.
            </p>
            <TextField
              label="New password"
              type="password"
              autoComplete="new-password"
              hint="At least 8 characters."
              error={errors.password?.message}
              {...register('password')}
            />
            <TextField
              label="Type it again"
              type="password"
              autoComplete="new-password"
              error={errors.confirm?.message}
              {...register('confirm')}
            />
            {formError && (
              <p role="alert" className="text-sm text-red-700">
                {formError}
              </p>
            )}
            <Button type="submit" loading={isSubmitting} className="w-full">
              Set password and sign in
            </Button>
          </form>
        )}
      </div>
    </main>
  );
}
