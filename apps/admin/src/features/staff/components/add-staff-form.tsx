// Add a member: with a temporary password (shown once) or an invite link valid 72 hours.
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { CreateStaffSchema, STAFF_ROLE_LABELS, STAFF_ROLES } from '@pataka/domain/staff';
import { Button } from '@pataka/ui/button';
import { SelectField, TextField } from '@pataka/ui/form-field';
import { useCreateStaff, type CreateStaffResult } from '../api/create-staff.ts';
import { serverFieldError } from '../lib/server-field-error.ts';
import { StaffCreatedDialog } from './staff-created-dialog.tsx';

type Input = z.input<typeof CreateStaffSchema>;
type Output = z.output<typeof CreateStaffSchema>;
const FIELDS = ['name', 'email', 'role', 'mode'] as const;

export function AddStaffForm() {
  const create = useCreateStaff();
  const [created, setCreated] = useState<{ result: CreateStaffResult; name: string } | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<Input, unknown, Output>({
    resolver: zodResolver(CreateStaffSchema),
    defaultValues: { name: '', email: '', role: 'staff', mode: 'password' },
  });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      const result = await create.mutateAsync(values);
      setCreated({ result, name: values.name });
      reset();
    } catch (error) {
      const onField = serverFieldError(error, FIELDS);
      if (onField) setError(onField.field, { message: onField.message }, { shouldFocus: true });
      else setFormError(error instanceof Error ? error.message : 'Could not add the staff member.');
    }
  });

  return (
    <>
      <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label="Add staff">
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label="Name" autoComplete="off" error={errors.name?.message} {...register('name')} />
          <TextField
            label="Email"
            type="email"
            inputMode="email"
            autoComplete="off"
            error={errors.email?.message}
            {...register('email')}
          />
        </div>
        <SelectField
          label="Role"
          error={errors.role?.message}
          hint="Owners also manage staff and read the audit log."
          className="sm:max-w-xs"
          {...register('role')}
        >
          {STAFF_ROLES.map((r) => (
            <option key={r} value={r}>
              {STAFF_ROLE_LABELS[r]}
            </option>
          ))}
        </SelectField>
        <fieldset>
          <legend className="mb-1 text-sm font-semibold text-stone-800">How they get in</legend>
          <div className="space-y-2">
            <label className="flex items-start gap-3 rounded-lg border border-stone-200 bg-white p-3 has-[:checked]:border-brand-600">
              <input
                type="radio"
                value="password"
                className="mt-1 size-4 accent-brand-700"
                {...register('mode')}
              />
              <span className="text-sm">
                <span className="font-medium">Temporary password</span>
                <span className="block text-stone-600">Shown to you once; tell it to them in person.</span>
              </span>
            </label>
            <label className="flex items-start gap-3 rounded-lg border border-stone-200 bg-white p-3 has-[:checked]:border-brand-600">
              <input
                type="radio"
                value="invite"
                className="mt-1 size-4 accent-brand-700"
                {...register('mode')}
              />
              <span className="text-sm">
                <span className="font-medium">Invite link</span>
                <span className="block text-stone-600">
                  Send it on WhatsApp; they choose their own password. Valid 72 hours.
                </span>
              </span>
            </label>
          </div>
        </fieldset>
        {formError && (
          <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800">
            {formError}
          </p>
        )}
        <Button type="submit" loading={isSubmitting} className="w-full sm:w-auto">
          Add staff member
        </Button>
      </form>
      <StaffCreatedDialog
        result={created?.result ?? null}
        name={created?.name ?? ''}
        onClose={() => setCreated(null)}
      />
    </>
  );
}
