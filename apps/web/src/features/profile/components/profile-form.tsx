import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import type { Customer } from '@pataka/domain/api-types';
import { nameSchema, ProfileUpdateSchema } from '@pataka/domain/validation';
import { Button } from '@pataka/ui/button';
import { TextField } from '@pataka/ui/form-field';
import { errorMessage } from '../../../lib/error-message.ts';
import { toast } from '../../../lib/toast.ts';
import { useUpdateProfile } from '../api/update-profile.ts';
import { profileText } from '../messages.ts';

/** The shared rules, the name's messages in the page's language ('Name is required'). */
const profileSchema = () => ProfileUpdateSchema.extend({ name: nameSchema(profileText.name) });
type ProfileSchema = ReturnType<typeof profileSchema>;
type Values = z.input<ProfileSchema>;

/** Edit name and e-mail (PUT /customers/me); the phone is the sign-in identity and stays read-only. */
export function ProfileForm({ customer, onDone }: { customer: Customer; onDone: () => void }) {
  const update = useUpdateProfile();
  const [schema] = useState(profileSchema);
  const { register, handleSubmit, formState, setError } = useForm<Values, unknown, z.output<ProfileSchema>>({
    resolver: zodResolver(schema),
    defaultValues: { name: customer.name, email: customer.email ?? '' },
  });

  const submit = handleSubmit(async (values) => {
    try {
      await update.mutateAsync(values);
      toast.success(profileText.updated);
      onDone();
    } catch (error) {
      const message = errorMessage(error, profileText.updateFailed);
      setError('root', { message });
      toast.error(message);
    }
  });

  return (
    <form
      onSubmit={submit}
      noValidate
      className="grid gap-4 sm:grid-cols-2"
      aria-label={profileText.editProfile}
    >
      <TextField
        label={profileText.name}
        requiredMark
        autoComplete="name"
        error={formState.errors.name?.message}
        {...register('name')}
      />
      <TextField
        label={profileText.email}
        type="email"
        inputMode="email"
        autoComplete="email"
        error={formState.errors.email?.message}
        {...register('email')}
      />
      {formState.errors.root?.message && (
        <p role="alert" className="text-sm text-red-700 sm:col-span-2">
          {formState.errors.root.message}
        </p>
      )}
      <div className="flex gap-2 sm:col-span-2">
        <Button type="submit" loading={update.isPending}>
          {profileText.saveChanges}
        </Button>
        <Button variant="ghost" onClick={onDone} disabled={update.isPending}>
          {profileText.cancel}
        </Button>
      </div>
    </form>
  );
}
