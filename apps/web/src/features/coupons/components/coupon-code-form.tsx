import { useId, useState, type FormEvent } from 'react';
import { MESSAGES } from '@pataka/domain/messages';
import { Button } from '@pataka/ui/button';
import { couponsText } from '../messages.ts';

export type CouponCodeFormProps = {
  /** Resolves with null when applied, or the message to show under the field. */
  onApply: (code: string) => Promise<string | null>;
};

/** Manual coupon entry: for codes the shop shares privately that the public list does not show. */
export function CouponCodeForm({ onApply }: CouponCodeFormProps) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const inputId = useId();
  const errorId = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const wanted = code.trim();
    if (!wanted) {
      setError(MESSAGES.couponInvalid);
      return;
    }
    setBusy(true);
    try {
      const message = await onApply(wanted);
      setError(message);
      if (!message) setCode('');
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate>
      <label htmlFor={inputId} className="text-sm font-semibold text-stone-800">
        {couponsText.haveCode}
      </label>
      <div className="mt-1 flex gap-2">
        <input
          id={inputId}
          value={code}
          onChange={(e) => {
            setCode(e.target.value.toUpperCase());
            if (error) setError(null);
          }}
          placeholder={couponsText.enterCode}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={50}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className="h-11 min-w-0 flex-1 rounded-lg border border-stone-300 px-3 font-mono uppercase placeholder:font-sans placeholder:normal-case focus:border-brand-600 focus:outline-2 focus:outline-saffron-400"
        />
        <Button type="submit" variant="outline" loading={busy}>
          {busy ? MESSAGES.couponApplying : couponsText.apply}
        </Button>
      </div>
      {error && (
        <p id={errorId} role="alert" className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </form>
  );
}
