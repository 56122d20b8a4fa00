import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import type { OtpGenerateResponse } from '@pataka/domain/api-types';
import { MESSAGES } from '@pataka/domain/messages';
import { PHONE_DISPLAY_PREFIX } from '@pataka/domain/limits';
import { OtpGenerateSchema } from '@pataka/domain/validation';
import { Button } from '@pataka/ui/button';
import { TextField } from '@pataka/ui/form-field';
import { errorMessage } from '../../../lib/error-message.ts';
import { useGenerateOtp } from '../api/generate-otp.ts';
import { attemptOtpRequest } from '../otp-rate-limit.ts';
import { filterPhoneInput } from '../phone-input.ts';
import { authText } from '../messages.ts';
import { FormAlert } from './form-alert.tsx';

type Values = z.input<typeof OtpGenerateSchema>;

/** Step 1 (§4): the mobile number; a code is requested and the phone kept in session storage. */
export function PhoneStep({
  defaultPhone = '',
  onSent,
}: {
  defaultPhone?: string;
  onSent: (phone: string, response: OtpGenerateResponse) => void;
}) {
  const generate = useGenerateOtp();
  const [formError, setFormError] = useState<string | null>(null);
  const { register, handleSubmit, setValue, formState } = useForm<
    Values,
    unknown,
    z.output<typeof OtpGenerateSchema>
  >({
    resolver: zodResolver(OtpGenerateSchema),
    defaultValues: { phone: defaultPhone },
  });
  const phoneField = register('phone');

  const submit = handleSubmit(async ({ phone }) => {
    setFormError(null);
    const gate = attemptOtpRequest(phone);
    if (!gate.allowed) {
      setFormError(
        `${MESSAGES.tooManyRequests} ${authText.waitSeconds(Math.ceil(gate.retryAfterMs / 1000))}`,
      );
      return;
    }
    try {
      onSent(phone, await generate.mutateAsync(phone));
    } catch (error) {
      setFormError(errorMessage(error, MESSAGES.otpGenerateFailed));
    }
  });

  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      <div>
        <h1 className="text-2xl font-bold text-brand-900">{authText.signInTitle}</h1>
        <p className="mt-1 text-sm text-stone-600">{authText.phoneIntro}</p>
      </div>
      <div className="flex items-end gap-2">
        <span className="flex h-11 shrink-0 items-center rounded-lg border border-stone-300 bg-stone-50 px-3 font-semibold text-stone-700">
          {PHONE_DISPLAY_PREFIX}
        </span>
        <TextField
          className="flex-1"
          label={authText.mobileNumber}
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          placeholder="98765 43210"
          autoFocus
          error={formState.errors.phone?.message}
          {...phoneField}
          onChange={(event) => {
            const clean = filterPhoneInput(event.target.value);
            if (clean !== event.target.value) event.target.value = clean;
            setValue('phone', clean, { shouldValidate: formState.isSubmitted });
          }}
        />
      </div>
      {formError && <FormAlert>{formError}</FormAlert>}
      <Button type="submit" size="lg" className="w-full" loading={generate.isPending}>
        {generate.isPending ? authText.sendingCode : authText.sendOtp}
      </Button>
    </form>
  );
}
