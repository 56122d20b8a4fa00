import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import type { Customer } from '@pataka/domain/api-types';
import { MESSAGES } from '@pataka/domain/messages';
import { CompleteRegistrationSchema, nameSchema } from '@pataka/domain/validation';
import { Button } from '@pataka/ui/button';
import { TextField } from '@pataka/ui/form-field';
import { errorMessage } from '../../../lib/error-message.ts';
import { useCompleteRegistration } from '../api/complete-registration.ts';
import { authText } from '../messages.ts';
import { FormAlert } from './form-alert.tsx';

/** Name and e-mail; the name's messages use the page's language ('Name is required'). */
const detailsSchema = () =>
  CompleteRegistrationSchema.pick({ email: true }).extend({ name: nameSchema(authText.nameInErrors) });
type DetailsSchema = ReturnType<typeof detailsSchema>;
type Values = z.input<DetailsSchema>;

/** Step 3 (§4): a new phone completes registration with name and e-mail. */
export function RegistrationStep({
  phone,
  defaultName = '',
  onRegistered,
}: {
  phone: string;
  defaultName?: string;
  onRegistered: (customer: Customer) => void;
}) {
  const registration = useCompleteRegistration();
  const [formError, setFormError] = useState<string | null>(null);
  const [schema] = useState(detailsSchema);
  const { register, handleSubmit, formState } = useForm<Values, unknown, z.output<DetailsSchema>>({
    resolver: zodResolver(schema),
    defaultValues: { name: defaultName, email: '' },
  });

  const submit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      onRegistered(await registration.mutateAsync({ phone, ...values }));
    } catch (error) {
      setFormError(errorMessage(error, MESSAGES.registrationFailed));
    }
  });

  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      <div>
        <h1 className="text-2xl font-bold text-brand-900">{authText.registerTitle}</h1>
        <p className="mt-1 text-sm text-stone-600">{authText.registerIntro}</p>
      </div>
      <TextField
        label={authText.fullName}
        requiredMark
        autoComplete="name"
        autoFocus
        error={formState.errors.name?.message}
        {...register('name')}
      />
      <TextField
        label={authText.email}
        requiredMark
        type="email"
        inputMode="email"
        autoComplete="email"
        error={formState.errors.email?.message}
        {...register('email')}
      />
      {formError && <FormAlert>{formError}</FormAlert>}
      <Button type="submit" size="lg" className="w-full" loading={registration.isPending}>
        {registration.isPending ? authText.creatingAccount : authText.createAccount}
      </Button>
    </form>
  );
}
