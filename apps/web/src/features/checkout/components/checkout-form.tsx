import { useId, useRef, useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { Address, Customer, Order, PickupLocationRef } from '@pataka/domain/api-types';
import { translateText } from '@pataka/domain/i18n';
import { MESSAGES } from '@pataka/domain/messages';
import { ORDER_MESSAGES } from '@pataka/domain/order-messages';
import { checkServiceArea, computeOrderTotals, type ShippingSettingsRupees } from '@pataka/domain/pricing';
import { Button } from '@pataka/ui/button';
import { TextAreaField, TextField } from '@pataka/ui/form-field';
import { CloseIcon } from '@pataka/ui/icons';
import { TruckIcon, MapPinIcon } from '../../../components/ui/icons.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { errorMessage } from '../../../lib/error-message.ts';
import { localName } from '../../../i18n/local-name.ts';
import { usePincodeLookup } from '../../../lib/pincode-lookup.ts';
import { toast } from '../../../lib/toast.ts';
import { useCreateOrder, type CreateOrderBody } from '../api/create-order.ts';
import {
  checkoutContactSchema,
  type CheckoutContact,
  type CheckoutContactValues,
} from '../checkout-schema.ts';
import { useIdempotencyKey } from '../hooks/use-idempotency-key.ts';
import { OfflineEnquiryNotice } from '../../offline/components/offline-enquiry-notice.tsx';
import { useOfflineSubmit } from '../../offline/use-offline-submit.ts';
import { checkoutText } from '../messages.ts';
import { OrderReview } from './order-review.tsx';

export type CheckoutLine = {
  productId: string;
  quantity: number;
  product: { name: string; sku: string; price: number; image: string | null };
  lineTotal: number;
};

export type PickupSelection = { location: PickupLocationRef; state: string | null };

export type CheckoutFormProps = {
  customer: Customer;
  lines: readonly CheckoutLine[];
  settings: ShippingSettingsRupees;
  coupon: { code: string; discountAmount: number } | null;
  onRemoveCoupon: () => void;
  /** The address book in select mode (features/addresses), composed by the page. */
  renderAddressPicker: (props: {
    selectedId: string | null;
    onSelect: (address: Address) => void;
  }) => ReactNode;
  /** The provider + location picker (features/pickup), composed by the page. */
  renderPickupPicker: (props: { onSelect: (selection: PickupSelection | null) => void }) => ReactNode;
  onPlaced: (order: Order) => void;
};

type Method = 'delivery' | 'pickup';

function Section({ title, step, children }: { title: string; step: number; children: ReactNode }) {
  return (
    <section className="rounded-2xl border border-stone-200 bg-white p-4 shadow-sm sm:p-6" aria-label={title}>
      <h2 className="mb-4 flex items-center gap-2 text-lg font-bold text-brand-900">
        <span className="flex size-7 items-center justify-center rounded-full bg-brand-700 text-sm text-white">
          {step}
        </span>
        {title}
      </h2>
      {children}
    </section>
  );
}

/**
 * Enquiry submission (§7 POST /orders/my-order): delivery to a saved/new address or pickup from a
 * transport provider's location, who to call, notes, the applied coupon, a review with the shared
 * pricing rules, and one enquiry per attempt however often the button is pressed.
 */
export function CheckoutForm(props: CheckoutFormProps) {
  const { customer, lines, settings, coupon } = props;
  const [method, setMethod] = useState<Method>('delivery');
  const [address, setAddress] = useState<Address | null>(null);
  const [pickup, setPickup] = useState<PickupSelection | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [idempotencyKey, renewKey] = useIdempotencyKey();
  const formId = useId();
  const create = useCreateOrder();
  // Offline: the enquiry is held and sent once when the connection is back (same key, same body).
  const offline = useOfflineSubmit();
  // Clicks can land before React re-renders the disabled button: this ref closes the door at once.
  const inFlight = useRef(false);
  // Built once, in the page's language: its messages name the fields as the labels do.
  const [contactSchema] = useState(checkoutContactSchema);

  const { register, handleSubmit, formState } = useForm<CheckoutContactValues, unknown, CheckoutContact>({
    resolver: zodResolver(contactSchema),
    defaultValues: {
      contactName: customer.name,
      contactPhone: customer.phone,
      customerNotes: '',
      pickupInstructions: '',
    },
  });

  const state = method === 'delivery' ? (address?.state ?? null) : (pickup?.state ?? null);
  const totals = computeOrderTotals({
    items: lines.map((l) => ({ price: l.product.price, quantity: l.quantity })),
    discount: coupon?.discountAmount ?? 0,
    settings,
    state,
  });
  const area =
    method === 'delivery' && address ? checkServiceArea(settings, address) : { served: true as const };
  // The typed state may not be where the pincode really is: the server's verdict on the pincode counts too.
  const pincode = usePincodeLookup(method === 'delivery' ? address?.zipCode : null, 0);
  const pincodeRefusal =
    pincode.kind === 'found' && !pincode.lookup.delivers ? translateText(pincode.lookup.reason) : null;

  const blocker =
    method === 'delivery' && !address
      ? checkoutText.chooseAddress
      : method === 'pickup' && !pickup
        ? checkoutText.choosePickup
        : !area.served
          ? area.reason === 'state'
            ? MESSAGES.stateNotServed
            : MESSAGES.pincodeNotServed
          : pincodeRefusal
            ? translateText(pincodeRefusal)
            : !totals.meetsMinimum
              ? ORDER_MESSAGES.minimumNotMet(totals.minimumOrder, totals.shortBy)
              : null;

  const buildBody = (contact: CheckoutContact): CreateOrderBody => {
    const shipping =
      method === 'delivery' && address
        ? {
            name: contact.contactName,
            phone: contact.contactPhone,
            label: address.label,
            street: address.street,
            city: address.city,
            state: address.state,
            zipCode: address.zipCode,
            country: address.country,
          }
        : null;
    return {
      items: lines.map((l) => ({
        productId: l.productId,
        productName: l.product.name,
        sku: l.product.sku,
        quantity: l.quantity,
        price: l.product.price,
        subtotal: l.lineTotal,
        image: l.product.image,
      })),
      shippingAddress: shipping,
      billingAddress: shipping,
      paymentMethod: 'upi',
      customerNotes: contact.customerNotes || null,
      pickupLocation: method === 'pickup' ? (pickup?.location ?? null) : null,
      pickupInstructions: method === 'pickup' ? contact.pickupInstructions || null : null,
      contactName: contact.contactName,
      contactPhone: contact.contactPhone,
      couponCode: coupon?.code ?? null,
      source: 'web',
      shipping: 0,
      tax: 0,
      discount: totals.discount,
      packing: totals.packing,
    };
  };

  const submit = handleSubmit(async (contact) => {
    if (blocker || inFlight.current) return;
    inFlight.current = true;
    setFormError(null);
    try {
      const body = buildBody(contact);
      const order = await offline.run(() => create.mutateAsync({ body, idempotencyKey }));
      props.onPlaced(order);
    } catch (error) {
      const message = errorMessage(error, MESSAGES.orderCreateFailed);
      setFormError(message);
      toast.error(message);
      // Refused for good (not a dropped connection): the next attempt is a new enquiry with a new key.
      if (error instanceof ApiError && error.status >= 400 && error.status < 500) renewKey();
    } finally {
      inFlight.current = false;
    }
  });

  const methodButton = (value: Method, label: string, icon: ReactNode, hint: string) => (
    <button
      type="button"
      role="radio"
      aria-checked={method === value}
      onClick={() => setMethod(value)}
      className={`flex flex-1 items-start gap-3 rounded-xl border-2 p-3 text-left focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-saffron-500 ${
        method === value ? 'border-brand-700 bg-brand-50' : 'border-stone-200 hover:border-brand-300'
      }`}
    >
      <span className="mt-0.5 text-brand-700">{icon}</span>
      <span>
        <span className="block font-bold text-stone-900">{label}</span>
        <span className="block text-xs text-stone-600">{hint}</span>
      </span>
    </button>
  );

  return (
    // Not one <form> around the page: the address book inside step 1 has its own form (add an address), and
    // a form inside a form submits the page natively instead. The contact fields are the form; the submit
    // button in the summary belongs to it by id.
    <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_24rem]">
      <div className="min-w-0 space-y-6">
        <Section step={1} title={checkoutText.stepMethod}>
          <div
            role="radiogroup"
            aria-label={checkoutText.methodQuestion}
            className="mb-5 flex flex-col gap-3 sm:flex-row"
          >
            {methodButton(
              'delivery',
              checkoutText.deliver,
              <TruckIcon className="size-5" />,
              checkoutText.deliverHint,
            )}
            {methodButton(
              'pickup',
              checkoutText.pickup,
              <MapPinIcon className="size-5" />,
              checkoutText.pickupHint,
            )}
          </div>
          <div hidden={method !== 'delivery'}>
            {props.renderAddressPicker({ selectedId: address?.id ?? null, onSelect: setAddress })}
          </div>
          <div hidden={method !== 'pickup'}>{props.renderPickupPicker({ onSelect: setPickup })}</div>
        </Section>

        <Section step={2} title={checkoutText.stepContact}>
          <p className="mb-4 text-sm text-stone-600">{checkoutText.callPromise}</p>
          <form id={formId} onSubmit={submit} noValidate className="grid gap-4 sm:grid-cols-2">
            <TextField
              label={checkoutText.contactName}
              requiredMark
              autoComplete="name"
              error={formState.errors.contactName?.message}
              {...register('contactName')}
            />
            <TextField
              label={checkoutText.contactPhone}
              requiredMark
              type="tel"
              inputMode="numeric"
              autoComplete="tel-national"
              maxLength={10}
              error={formState.errors.contactPhone?.message}
              {...register('contactPhone')}
            />
            {method === 'pickup' && (
              <TextAreaField
                className="sm:col-span-2"
                label={checkoutText.pickupInstructions}
                rows={2}
                placeholder={checkoutText.pickupInstructionsPlaceholder}
                error={formState.errors.pickupInstructions?.message}
                {...register('pickupInstructions')}
              />
            )}
            <TextAreaField
              className="sm:col-span-2"
              label={checkoutText.notes}
              rows={3}
              placeholder={checkoutText.notesPlaceholder}
              error={formState.errors.customerNotes?.message}
              {...register('customerNotes')}
            />
          </form>
        </Section>
      </div>

      <aside className="space-y-4 lg:sticky lg:top-32" aria-label={checkoutText.summary}>
        <Section step={3} title={checkoutText.stepReview}>
          {coupon && (
            <div className="mb-3 flex items-center justify-between gap-2 rounded-lg border border-green-200 bg-green-50 px-3 py-2 text-sm">
              <span>
                {checkoutText.couponBefore} <strong className="font-mono">{coupon.code}</strong>{' '}
                {checkoutText.couponAfter}
              </span>
              <button
                type="button"
                onClick={props.onRemoveCoupon}
                className="inline-flex items-center gap-1 rounded px-1 font-semibold text-red-700 hover:underline"
                aria-label={checkoutText.removeCoupon(coupon.code)}
              >
                <CloseIcon className="size-4" /> {checkoutText.remove}
              </button>
            </div>
          )}
          <OrderReview
            lines={lines.map((l) => ({
              productId: l.productId,
              name: localName(l.product),
              quantity: l.quantity,
              lineTotal: l.lineTotal,
            }))}
            totals={totals}
            couponCode={coupon?.code ?? null}
            packingPercent={settings.packingChargePercent}
          />
          <OfflineEnquiryNotice state={offline.state} />
          {formError && (
            <p
              role="alert"
              className="mt-4 rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800"
            >
              {formError}
            </p>
          )}
          <Button
            type="submit"
            form={formId}
            size="lg"
            className="mt-4 w-full"
            loading={create.isPending || formState.isSubmitting}
            disabled={Boolean(blocker)}
          >
            {create.isPending ? checkoutText.submitting : checkoutText.submit}
          </Button>
          {blocker && (
            <p className="mt-2 text-center text-sm text-stone-600" data-testid="checkout-blocker">
              {blocker}
            </p>
          )}
          <p className="mt-3 text-center text-xs text-stone-500">{checkoutText.noPaymentNow}</p>
        </Section>
      </aside>
    </div>
  );
}
