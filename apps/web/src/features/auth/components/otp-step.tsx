import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { MESSAGES } from '@pataka/domain/messages';
import { OTP_LENGTH, PHONE_DISPLAY_PREFIX } from '@pataka/domain/limits';
import { nameSchema, OtpVerifySchema } from '@pataka/domain/validation';
import { Button } from '@pataka/ui/button';
import { TextField } from '@pataka/ui/form-field';
import { errorMessage } from '../../../lib/error-message.ts';
import { useCountdown } from '../hooks/use-countdown.ts';
import { useVerifyOtp, type VerifyOtpResult } from '../api/verify-otp.ts';
import { authText } from '../messages.ts';
import { FormAlert } from './form-alert.tsx';

/**
 * The code and the optional name (left blank = not given, as in OtpVerifySchema); the name's messages use
 * the page's language.
 */
const codeSchema = () =>
  OtpVerifySchema.pick({ otp: true }).extend({
    name: z
      .string()
      .optional()
      .transform((value) => (value?.trim() ? value : undefined))
      .pipe(nameSchema(authText.nameInErrors).optional()),
  });
type CodeSchema = ReturnType<typeof codeSchema>;
type Values = z.input<CodeSchema>;

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
  const [schema] = useState(codeSchema);
  const { register, handleSubmit, setValue, formState } = useForm<Values, unknown, z.output<CodeSchema>>({
    resolver: zodResolver(schema),
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
        <h1 className="text-2xl font-bold text-brand-900">{authText.otpTitle}</h1>
        <p className="mt-1 text-sm text-stone-600">
          {authText.codeSentTo(OTP_LENGTH)}{' '}
          <strong className="whitespace-nowrap text-stone-900">
            {PHONE_DISPLAY_PREFIX} {phone}
          </strong>
          .{' '}
          <button type="button" onClick={onChangePhone} className="font-semibold text-brand-700 underline">
            {authText.changeNumber}
          </button>
        </p>
      </div>
      {devOtp && (
        <p
          className="rounded-lg border border-saffron-300 bg-saffron-50 px-3 py-2 text-sm text-brand-950"
          data-testid="dev-otp"
        >
          {authText.demoCode} <strong className="font-mono text-base tracking-widest">{devOtp}</strong>
        </p>
      )}
      <TextField
        label={authText.oneTimeCode}
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
        label={authText.newCustomerName}
        hint={authText.newCustomerNameHint}
        autoComplete="name"
        error={formState.errors.name?.message}
        {...register('name')}
      />
      {formError && <FormAlert>{formError}</FormAlert>}
      <Button type="submit" size="lg" className="w-full" loading={verify.isPending}>
        {verify.isPending ? authText.verifying : authText.verifyAndSignIn}
      </Button>
      <p className="text-center text-sm text-stone-600">
        {authText.didNotGetIt}{' '}
        <button
          type="button"
          onClick={resend}
          disabled={secondsLeft > 0 || resending}
          className="font-semibold text-brand-700 underline disabled:cursor-not-allowed disabled:text-stone-500 disabled:no-underline"
        >
          {secondsLeft > 0
            ? authText.resendIn(secondsLeft)
            : resending
              ? authText.resending
              : authText.resendCode}
        </button>
      </p>
    </form>
  );
}
