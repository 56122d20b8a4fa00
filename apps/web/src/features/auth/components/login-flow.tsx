import { useEffect, useRef, useState } from 'react';
import type { Customer } from '@pataka/domain/api-types';
import { MESSAGES } from '@pataka/domain/messages';
import { useHydrated } from '../../../hooks/use-hydrated.ts';
import { errorMessage } from '../../../lib/error-message.ts';
import { authPhone } from '../../../lib/storage.ts';
import { generateOtp } from '../api/generate-otp.ts';
import { attemptOtpRequest, RESEND_COOLDOWN_MS } from '../otp-rate-limit.ts';
import { authText } from '../messages.ts';
import { OtpStep } from './otp-step.tsx';
import { PhoneStep } from './phone-step.tsx';
import { RegistrationStep } from './registration-step.tsx';

type Step =
  | { name: 'phone' }
  | { name: 'otp'; phone: string; devOtp?: string | undefined; resendAt: number | null }
  | { name: 'register'; phone: string; suggestedName?: string | undefined };

/** Picks up a sign-in left half-way in this tab: the phone waits in session storage (§3). */
function initialStep(): Step {
  const phone = authPhone.get();
  return phone ? { name: 'otp', phone, resendAt: null } : { name: 'phone' };
}

/**
 * The sign-in flow of §4: phone → code (+ optional name) → registration when the phone is new.
 * `onSignedIn` runs once the token and customer are stored.
 */
export function LoginFlow({ onSignedIn }: { onSignedIn: (customer: Customer) => void }) {
  const hydrated = useHydrated();
  // sessionStorage is the browser's: a server-rendered page starts at the phone step, and picks the
  // half-done sign-in up once hydrated.
  const [step, setStep] = useState<Step>(() => (hydrated ? initialStep() : { name: 'phone' }));
  const resumed = useRef(hydrated);
  useEffect(() => {
    if (!hydrated || resumed.current) return;
    resumed.current = true;
    setStep((current) => (current.name === 'phone' ? initialStep() : current));
  }, [hydrated]);

  if (step.name === 'phone') {
    return (
      <PhoneStep
        defaultPhone={(hydrated && authPhone.get()) || ''}
        onSent={(phone, response) =>
          setStep({ name: 'otp', phone, devOtp: response.devOtp, resendAt: Date.now() + RESEND_COOLDOWN_MS })
        }
      />
    );
  }

  if (step.name === 'otp') {
    return (
      <OtpStep
        key={step.phone}
        phone={step.phone}
        devOtp={step.devOtp}
        resendAt={step.resendAt}
        onChangePhone={() => {
          authPhone.remove();
          setStep({ name: 'phone' });
        }}
        onResend={async () => {
          const gate = attemptOtpRequest(step.phone);
          if (!gate.allowed)
            return `${MESSAGES.tooManyRequests} ${authText.waitSeconds(Math.ceil(gate.retryAfterMs / 1000))}`;
          try {
            const response = await generateOtp(step.phone);
            setStep({ ...step, devOtp: response.devOtp, resendAt: Date.now() + RESEND_COOLDOWN_MS });
            return null;
          } catch (error) {
            return errorMessage(error, MESSAGES.otpGenerateFailed);
          }
        }}
        onVerified={(result, name) => {
          if (result.kind === 'signed-in') onSignedIn(result.customer);
          else setStep({ name: 'register', phone: step.phone, suggestedName: name });
        }}
      />
    );
  }

  return <RegistrationStep phone={step.phone} defaultName={step.suggestedName} onRegistered={onSignedIn} />;
}
