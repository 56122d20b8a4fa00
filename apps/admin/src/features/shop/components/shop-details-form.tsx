// Shop details: one long form in sections, edited as a copy and saved explicitly; leaving with changes
// asks first; a 400 from the server lands on the field it names.
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { useForm, useWatch, type FieldPath } from 'react-hook-form';
import { CompanyInputSchema, LEGAL_NOTICE_MAX } from '@pataka/domain/shop-admin';
import { Button } from '@pataka/ui/button';
import { TextAreaField, TextField } from '@pataka/ui/form-field';
import { PAYEE_MESSAGES, STEP_UP_REQUIRED_CODE } from '@pataka/domain/two-step';
import { ApiError } from '../../../lib/api-client.ts';
import { useAuth } from '../../../lib/auth.ts';
import { toast } from '../../../lib/toast.ts';
import { useTwoStepStatus } from '../../two-step/api/two-step.ts';
import { StepUpDialog } from '../../two-step/components/step-up-dialog.tsx';
import { UnsavedChangesGuard } from '../../../lib/unsaved-changes.tsx';
import { useAdminCompany, useUpdateCompany } from '../api/company.ts';
import { changedBody, shopField, toShopForm, type ShopFormValues } from '../lib/shop-form.ts';
import { errorMessage, schemaProblems, serverFieldError } from '../../../lib/server-field.ts';
import { AddressFields } from './address-fields.tsx';
import { CheckboxRow, LoadError, Panel } from '../../../components/bits.tsx';
import { BusinessHoursSection } from './business-hours.tsx';
import { GstinAndPan } from './gstin-field.tsx';
import { ShippingSection } from './shipping-section.tsx';
import { UpiPreview } from './upi-preview.tsx';
import { useFormFromServer } from '../../../lib/form-from-server.ts';

const SECTIONS = [
  ['shop', 'Shop'],
  ['contact', 'Contact'],
  ['address', 'Address'],
  ['legal', 'Legal'],
  ['upi', 'Payments'],
  ['shipping', 'Shipping'],
  ['hours', 'Hours'],
  ['social', 'Social'],
] as const;

/** Paths the form shows an error on; anything else goes in the message above Save. */
const SHOWN =
  /^(companyName|tagline|logo|phone|alternatePhone|whatsappNumber|email|supportEmail|taxId|pan|licenseNumber|licenseValidUntil|legalNotice|upiId|upiPayeeName|packingChargePercent|minimumOrderAmount|ewayBillThreshold|stateMinimums|unservedStates|unservedPincodes|(billingAddress|address)\.(street|city|state|zipCode)|socialMedia\.(facebook|instagram|twitter|youtube)|businessHours\.\w+\.(open|close))$/;

export function ShopDetailsForm() {
  const { data, isPending, isError, error, refetch } = useAdminCompany();
  const save = useUpdateCompany();
  const [formError, setFormError] = useState<string | null>(null);
  // The body waiting for the step-up prompt (decision 146): saved again once confirmed.
  const [pendingBody, setPendingBody] = useState<Record<string, unknown> | null>(null);
  const isOwner = useAuth().user?.role === 'owner';
  const twoStep = useTwoStepStatus();
  const form = useForm<ShopFormValues>();
  const {
    register,
    control,
    handleSubmit,
    reset,
    setError,
    clearErrors,
    formState: { errors, isDirty, isSubmitting, dirtyFields },
  } = form;
  const billingSame = useWatch({ control, name: 'billingSame' });
  const upiId = useWatch({ control, name: 'upiId' }) ?? '';
  const upiPayeeName = useWatch({ control, name: 'upiPayeeName' }) ?? '';

  useFormFromServer(data, reset, toShopForm);

  // The setup checklist links to a section (/shop#upi); the form only exists once the data is in.
  const { hash } = useLocation();
  const loaded = data != null;
  useEffect(() => {
    if (loaded && hash) document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView?.();
  }, [loaded, hash]);

  const place = (problems: { path: string; message: string }[]) => {
    const unplaced: string[] = [];
    let first = true;
    for (const { path, message } of problems) {
      const field = shopField(path);
      if (field && SHOWN.test(field)) {
        setError(field as FieldPath<ShopFormValues>, { message }, { shouldFocus: first });
        first = false;
      } else unplaced.push(message);
    }
    return unplaced;
  };

  const onSubmit = handleSubmit(async (v) => {
    setFormError(null);
    clearErrors();
    const body = changedBody(v, dirtyFields);
    const problems = schemaProblems(CompanyInputSchema, body);
    if (problems.length) {
      const unplaced = place(problems);
      setFormError(
        unplaced.length
          ? unplaced.join(' · ')
          : `Please correct the ${problems.length === 1 ? 'field' : `${problems.length} fields`} marked in red.`,
      );
      return;
    }
    await send(body);
  });

  async function send(body: Record<string, unknown>) {
    try {
      const saved = await save.mutateAsync(body);
      reset(saved ? toShopForm(saved) : undefined);
      toast.success('Shop details saved');
    } catch (e) {
      if (e instanceof ApiError && e.code === STEP_UP_REQUIRED_CODE) {
        setPendingBody(body);
        return;
      }
      const named = serverFieldError(e);
      const unplaced = named ? place([named]) : [errorMessage(e, 'Could not save the shop details.')];
      if (unplaced.length) setFormError(unplaced.join(' · '));
    }
  }

  if (isPending) return <p className="text-stone-600">Loading shop details…</p>;
  if (isError) return <LoadError message={error.message} onRetry={() => void refetch()} />;

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label="Shop details">
      <UnsavedChangesGuard when={isDirty && !isSubmitting && !pendingBody} />
      <StepUpDialog
        open={pendingBody != null}
        hasCode={twoStep.data?.enabled ?? false}
        onClose={() => setPendingBody(null)}
        onConfirmed={() => {
          const body = pendingBody;
          setPendingBody(null);
          if (body) void send(body);
        }}
      />
      <nav aria-label="Sections" className="-mx-4 flex gap-1 overflow-x-auto px-4 pb-1 text-sm">
        {SECTIONS.map(([id, label]) => (
          <a
            key={id}
            href={`#${id}`}
            className="shrink-0 rounded-full bg-white px-3 py-1.5 font-medium text-brand-800 ring-1 ring-stone-200 hover:bg-brand-50"
          >
            {label}
          </a>
        ))}
      </nav>

      <Panel id="shop" title="Shop" description="How your shop is named on every page and slip.">
        <TextField
          label="Shop name"
          requiredMark
          error={errors.companyName?.message}
          {...register('companyName')}
        />
        <TextField
          label="Tagline"
          placeholder="Sivakasi crackers at factory prices"
          error={errors.tagline?.message}
          {...register('tagline')}
        />
        <TextField
          label="Logo address"
          placeholder="https://… or /media/logo.png"
          error={errors.logo?.message}
          {...register('logo')}
        />
      </Panel>

      <Panel
        id="contact"
        title="Contact"
        description="Shoppers call and WhatsApp these numbers from the shop."
      >
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label="Phone"
            type="tel"
            inputMode="tel"
            error={errors.phone?.message}
            {...register('phone')}
          />
          <TextField
            label="Other phone"
            type="tel"
            inputMode="tel"
            error={errors.alternatePhone?.message}
            {...register('alternatePhone')}
          />
          <TextField
            label="WhatsApp number"
            type="tel"
            inputMode="tel"
            hint="10-digit mobile; 91 is added"
            error={errors.whatsappNumber?.message}
            {...register('whatsappNumber')}
          />
          <TextField
            label="E-mail"
            type="email"
            inputMode="email"
            error={errors.email?.message}
            {...register('email')}
          />
          <TextField
            label="Support e-mail"
            type="email"
            inputMode="email"
            error={errors.supportEmail?.message}
            {...register('supportEmail')}
          />
        </div>
      </Panel>

      <Panel id="address" title="Address" description="Printed on slips and shown in the shop's footer.">
        <AddressFields form={form} name="address" />
        <CheckboxRow label="Billing address is the same" {...register('billingSame')} />
        {!billingSame && <AddressFields form={form} name="billingAddress" />}
      </Panel>

      <Panel
        id="legal"
        title="Legal"
        description="GSTIN and licence appear on printed slips and the price list."
      >
        <GstinAndPan form={form} />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label="Explosives licence number"
            placeholder="PESO licence, e.g. E/SC/TN/22/123"
            error={errors.licenseNumber?.message}
            {...register('licenseNumber')}
          />
          <TextField
            label="Licence valid until"
            type="date"
            error={errors.licenseValidUntil?.message}
            {...register('licenseValidUntil')}
          />
        </div>
        <TextAreaField
          label="Legal notice"
          rows={4}
          maxLength={LEGAL_NOTICE_MAX}
          hint="Shown to shoppers before they enquire. Leave empty for the standard notice."
          error={errors.legalNotice?.message}
          {...register('legalNotice')}
        />
      </Panel>

      <Panel
        id="upi"
        title="Payments"
        description={
          isOwner
            ? 'Shoppers pay to this UPI ID by scanning the QR on their enquiry. Changing it asks for your password or a code.'
            : 'Shoppers pay to this UPI ID by scanning the QR on their enquiry.'
        }
      >
        {!isOwner && (
          <p className="rounded-lg bg-stone-100 px-3 py-2 text-sm text-stone-700">
            {PAYEE_MESSAGES.readOnlyNote}
          </p>
        )}
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label="UPI ID"
            autoCapitalize="none"
            autoComplete="off"
            spellCheck={false}
            placeholder="yourshop@oksbi"
            readOnly={!isOwner}
            error={errors.upiId?.message}
            {...register('upiId')}
          />
          <TextField
            label="Payee name"
            hint={isOwner ? 'The name UPI apps show' : undefined}
            readOnly={!isOwner}
            error={errors.upiPayeeName?.message}
            {...register('upiPayeeName')}
          />
        </div>
        <UpiPreview upiId={upiId} payeeName={upiPayeeName} />
      </Panel>

      <Panel
        id="shipping"
        title="Shipping"
        description="Charges and limits the cart applies to every enquiry."
      >
        <ShippingSection form={form} />
      </Panel>

      <Panel id="hours" title="Business hours">
        <BusinessHoursSection form={form} />
      </Panel>

      <Panel
        id="social"
        title="Social links"
        description="Full https:// addresses; shown as icons in the footer."
      >
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label="Facebook"
            type="url"
            placeholder="https://facebook.com/…"
            error={errors.socialMedia?.facebook?.message}
            {...register('socialMedia.facebook')}
          />
          <TextField
            label="Instagram"
            type="url"
            placeholder="https://instagram.com/…"
            error={errors.socialMedia?.instagram?.message}
            {...register('socialMedia.instagram')}
          />
          <TextField
            label="X (Twitter)"
            type="url"
            placeholder="https://x.com/…"
            error={errors.socialMedia?.twitter?.message}
            {...register('socialMedia.twitter')}
          />
          <TextField
            label="YouTube"
            type="url"
            placeholder="https://youtube.com/@…"
            error={errors.socialMedia?.youtube?.message}
            {...register('socialMedia.youtube')}
          />
        </div>
      </Panel>

      <div className="sticky bottom-14 z-10 -mx-4 flex flex-wrap items-center gap-3 border-t border-stone-200 bg-white/95 px-4 py-3 lg:bottom-0">
        {formError && (
          <p role="alert" className="w-full text-sm text-red-800">
            {formError}
          </p>
        )}
        <Button type="submit" loading={isSubmitting} disabled={!isDirty}>
          Save
        </Button>
        {isDirty ? (
          <>
            <Button variant="ghost" onClick={() => (reset(toShopForm(data)), setFormError(null))}>
              Discard changes
            </Button>
            <span className="text-sm text-stone-600">Unsaved changes</span>
          </>
        ) : (
          <span className="text-sm text-stone-600">All changes saved</span>
        )}
      </div>
    </form>
  );
}
