// /checkout (protected): the enquiry submission reached from the cart's 'Submit Enquiry'. This page only
// composes features: the cart's lines (features/cart), the applied coupon (features/coupons), the address
// book (features/addresses), the pickup picker (features/pickup) and the form itself (features/checkout).
import { useState } from 'react';
import { Link } from 'react-router';
import type { Order } from '@pataka/domain/api-types';
import type { ShippingSettingsRupees } from '@pataka/domain/pricing';
import { buttonClasses } from '@pataka/ui/button';
import { PageSpinner } from '@pataka/ui/spinner';
import { paths } from '../../config/paths.ts';
import { PERSONAL_COPY } from '../../config/page-copy.ts';
import { usePageMeta } from '../../hooks/use-page-meta.ts';
import { routesText as t } from './messages.ts';
import { useAuth } from '../../lib/auth.ts';
import { clearCart } from '../../lib/cart.ts';
import { useCustomer } from '../../lib/customer.ts';
import { toast } from '../../lib/toast.ts';
import { AddressBook } from '../../features/addresses/components/address-book.tsx';
import { deleteMyCart } from '../../features/auth/api/my-cart.ts';
import { track } from '../../features/analytics/track.ts';
import { useCartDetails } from '../../features/cart/hooks/use-cart-details.ts';
import { CheckoutForm, type CheckoutLine } from '../../features/checkout/components/checkout-form.tsx';
import { EnquiryConfirmation } from '../../features/checkout/components/enquiry-confirmation.tsx';
import { useCompany } from '../../features/company/api/get-company.ts';
import type { CouponCartContext } from '../../features/coupons/api/validate-coupon.ts';
import { setAppliedCoupon, useAppliedCoupon } from '../../features/coupons/hooks/applied-coupon-store.ts';
import { useCouponRevalidation } from '../../features/coupons/hooks/use-coupon-revalidation.ts';
import { PickupChooser } from '../../features/pickup/components/pickup-chooser.tsx';

/** Used only if the shop's details cannot be loaded: the server enforces its own rules on the enquiry. */
const NO_SETTINGS: ShippingSettingsRupees = { packingChargePercent: 0, minimumOrderAmount: 0 };

export function Component() {
  usePageMeta(PERSONAL_COPY.checkout().title);
  const [placed, setPlaced] = useState<Order | null>(null);
  const details = useCartDetails();
  const company = useCompany();
  const { user } = useAuth();
  const customer = useCustomer().data ?? user;
  const applied = useAppliedCoupon();

  const lines: CheckoutLine[] = details.lines.flatMap((l) =>
    l.status === 'ready'
      ? [{ productId: l.productId, quantity: l.quantity, product: l.product, lineTotal: l.lineTotal }]
      : [],
  );
  const ready = details.ready && lines.length > 0;
  // The coupon was validated for the cart as it was; re-checked here like on the cart page (§4, §5).
  const couponCart: CouponCartContext | null =
    ready && customer
      ? {
          customerId: customer.id,
          orderTotal: details.subtotal,
          productIds: lines.map((l) => l.productId),
          categoryIds: [
            ...new Set(
              details.lines.flatMap((l) =>
                l.status === 'ready' && l.product.category ? [l.product.category.id] : [],
              ),
            ),
          ],
          productQuantities: Object.fromEntries(lines.map((l) => [l.productId, l.quantity])),
        }
      : null;
  useCouponRevalidation(placed ? null : couponCart);

  if (placed) return <EnquiryConfirmation order={placed} company={company.data} />;

  if (details.lines.length === 0) {
    return (
      <section className="mx-auto max-w-xl px-4 py-16 text-center">
        <h1 className="text-2xl font-bold text-brand-900">{t.cartEmpty}</h1>
        <p className="mt-2 text-stone-600">{t.cartEmptyHint}</p>
        <Link to={paths.products.getHref()} className={buttonClasses('primary', 'lg', 'mt-6')}>
          {t.browseProducts}
        </Link>
      </section>
    );
  }

  if (!ready || !customer || company.isPending) return <PageSpinner />;

  return (
    <div className="mx-auto max-w-7xl px-3 py-6 sm:px-4 lg:py-10">
      <div className="mb-5 flex flex-wrap items-baseline justify-between gap-2">
        <h1 className="text-2xl font-extrabold text-brand-900 sm:text-3xl">{t.submitEnquiry}</h1>
        <Link to={paths.cart.getHref()} className="text-sm font-semibold text-brand-700 hover:underline">
          {t.backToCart}
        </Link>
      </div>
      <CheckoutForm
        customer={customer}
        lines={lines}
        settings={company.data?.shippingSettings ?? NO_SETTINGS}
        coupon={applied ? { code: applied.code, discountAmount: applied.discountAmount } : null}
        onRemoveCoupon={() => {
          setAppliedCoupon(null);
          toast.info(t.couponRemoved);
        }}
        renderAddressPicker={({ selectedId, onSelect }) => (
          <AddressBook mode="select" selectedId={selectedId} onSelect={onSelect} />
        )}
        renderPickupPicker={({ onSelect }) => (
          <PickupChooser
            onChange={(choice) => {
              if (choice.location && choice.details) {
                track('pickup_location_selected', { ...choice.location, provider: choice.provider });
                onSelect({ location: choice.location, state: choice.details.state });
              } else {
                onSelect(null);
              }
            }}
          />
        )}
        onPlaced={(order) => {
          setPlaced(order);
          clearCart();
          // The enquiry holds these lines now: forget the saved cart at once, not after the sync's debounce
          // (a reload within that second would bring the old cart back).
          void deleteMyCart().catch(() => undefined);
          setAppliedCoupon(null);
          window.scrollTo({ top: 0 });
        }}
      />
    </div>
  );
}
