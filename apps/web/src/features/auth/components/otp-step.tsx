import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { MESSAGES } from '@pataka/domain/messages';
import { OTP_LENGTH, PHONE_DISPLAY_PREFIX } from '@pataka/domain/limits';
import { OtpVerifySchema } from '@pataka/domain/validation';
import { Button } from '@pataka/ui/button';
import { TextField } from '@pataka/ui/form-field';
import { errorMessage } from '../../../lib/error-message.ts';
import { useCountdown } from '../hooks/use-countdown.ts';
import { useVerifyOtp, type VerifyOtpResult } from '../api/verify-otp.ts';
import { FormAlert } from './form-alert.tsx';

const CodeSchema = OtpVerifySchema.pick({ otp: true, name: true });
type Values = z.input<typeof CodeSchema>;

export type OtpStepProps = {
  phone: string;
  /** The demo shop's code (DESIGN.md: returned outside production with the log SMS provider). */
  devOtp?: string | undefined;
  /** When the resend button unlocks (Date.now() timestamp); null = now. */
  resendAt: number | null;
  onResend: () => Promise<string | null>;
  onChangePhone: () => void;
  onVerified: (result: VerifyOtpResult, name: string | undefined) => void;
};

/** Step 2 (§4): one six-digit code field and an optional name, verified with the phone. */
export function OtpStep({ phone, devOtp, resendAt, onResend, onChangePhone, onVerified }: OtpStepProps) {
  const verify = useVerifyOtp();
  const [formError, setFormError] = useState<string | null>(null);
  const [resending, setResending] = useState(false);
  const secondsLeft = useCountdown(resendAt);
  const { register, handleSubmit, setValue, formState } = useForm<
    Values,
    unknown,
    z.output<typeof CodeSchema>
  >({
    resolver: zodResolver(CodeSchema),
    defaultValues: { otp: '', name: '' },
  });
  const otpField = register('otp');

  const submit = handleSubmit(async ({ otp, name }) => {
    setFormError(null);
    try {
      onVerified(await verify.mutateAsync({ phone, otp, name }), name);
    } catch (error) {
      setFormError(errorMessage(error, MESSAGES.otpInvalid));
    }
  });

  const resend = async () => {
    setResending(true);
    setFormError(await onResend());
    setResending(false);
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      <div>
        <h1 className="text-2xl font-bold text-brand-900">Enter the code</h1>
        <p className="mt-1 text-sm text-stone-600">
          We sent a {OTP_LENGTH}-digit code to{' '}
          <strong className="whitespace-nowrap text-stone-900">
            {PHONE_DISPLAY_PREFIX} {phone}
          </strong>
          .{' '}
          <button type="button" onClick={onChangePhone} className="font-semibold text-brand-700 underline">
            Change number
          </button>
        </p>
      </div>
      {devOtp && (
        <p
          className="rounded-lg border border-saffron-300 bg-saffron-50 px-3 py-2 text-sm text-brand-950"
          data-testid="dev-otp"
        >
          Demo shop: your code is <strong className="font-mono text-base tracking-widest">{devOtp}</strong>
        </p>
      )}
      <TextField
        label="One-time code"
        type="text"
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="[0-9]*"
        maxLength={OTP_LENGTH}
        autoFocus
        inputClassName="text-center font-mono text-xl tracking-[0.5em]"
        error={formState.errors.otp?.message}
        {...otpField}
        onChange={(event) => {
          const digits = event.target.value.replace(/\D/g, '').slice(0, OTP_LENGTH);
          if (digits !== event.target.value) event.target.value = digits;
          setValue('otp', digits, { shouldValidate: formState.isSubmitted });
        }}
      />
      <TextField
        label="Your name (new customers)"
        hint="Optional. New here? Tell us your name and your account is ready at once."
        autoComplete="name"
        error={formState.errors.name?.message}
        {...register('name')}
      />
      {formError && <FormAlert>{formError}</FormAlert>}
      <Button type="submit" size="lg" className="w-full" loading={verify.isPending}>
        {verify.isPending ? 'Verifying...' : 'Verify & Sign In'}
      </Button>
      <p className="text-center text-sm text-stone-600">
        Didn&apos;t get it?{' '}
        <button
          type="button"
          onClick={resend}
          disabled={secondsLeft > 0 || resending}
          className="font-semibold text-brand-700 underline disabled:cursor-not-allowed disabled:text-stone-500 disabled:no-underline"
        >
          {secondsLeft > 0 ? `Resend code in ${secondsLeft}s` : resending ? 'Sending...' : 'Resend code'}
        </button>
      </p>
    </form>
  );
}
