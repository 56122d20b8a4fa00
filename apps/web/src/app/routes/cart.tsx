// /cart (§2): the lines, coupons (§4), totals from pricing.ts, the free-shots meter, the minimum order for
// the delivery state, and 'Submit Enquiry' on to the checkout.
import { useId, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { checkServiceArea, computeOrderTotals, type ShippingSettingsRupees } from '@pataka/domain/pricing';
import { formatINR } from '@pataka/domain/money';
import { cartShareMessage, WHATSAPP_COPY } from '@pataka/domain/whatsapp';
import { Button } from '@pataka/ui/button';
import { FreeShotsMeter } from '../../components/ui/free-shots-meter.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { paths } from '../../config/paths.ts';
import { useCompany } from '../../features/company/api/get-company.ts';
import { CartLines } from '../../features/cart/components/cart-lines.tsx';
import { CartSummary } from '../../features/cart/components/cart-summary.tsx';
import { EmptyCart } from '../../features/cart/components/empty-cart.tsx';
import { MinimumOrderNotice } from '../../features/cart/components/minimum-order-notice.tsx';
import { RemovedProductsNotice } from '../../features/cart/components/removed-products-notice.tsx';
import { useCartDetails } from '../../features/cart/hooks/use-cart-details.ts';
import { useDeliveryState } from '../../features/cart/hooks/use-delivery-state.ts';
import { useActiveCoupons } from '../../features/coupons/api/get-active-coupons.ts';
import type { CouponCartContext } from '../../features/coupons/api/validate-coupon.ts';
import { CouponNudgeModal } from '../../features/coupons/components/coupon-nudge-modal.tsx';
import { COUPON_PANEL_ID, CouponPanel } from '../../features/coupons/components/coupon-panel.tsx';
import { setAppliedCoupon, useAppliedCoupon } from '../../features/coupons/hooks/applied-coupon-store.ts';
import { useCouponRevalidation } from '../../features/coupons/hooks/use-coupon-revalidation.ts';
import { ShareButton } from '../../features/share/components/share-button.tsx';
import { bestSavingsPercent } from '../../features/coupons/utils/coupon-savings.ts';
import { PERSONAL_COPY } from '../../config/page-copy.ts';
import { usePageMeta } from '../../hooks/use-page-meta.ts';
import { routesText as t } from './messages.ts';
import { useAuth } from '../../lib/auth.ts';
import { cartCount, useCartLines } from '../../lib/cart.ts';
import { toast } from '../../lib/toast.ts';

/** Used only if the shop's details cannot be loaded: the server still enforces its own rules on the enquiry. */
const NO_SETTINGS: ShippingSettingsRupees = { packingChargePercent: 0, minimumOrderAmount: 0 };

export function Component() {
  const copy = PERSONAL_COPY.cart();
  usePageMeta(copy.title, copy.description);
  const navigate = useNavigate();
  const details = useCartDetails();
  const count = cartCount(useCartLines());
  const company = useCompany();
  const { user } = useAuth();
  const [deliveryState, setDeliveryState] = useDeliveryState();
  const applied = useAppliedCoupon();
  const coupons = useActiveCoupons().data ?? [];
  const [listOpen, setListOpen] = useState(false);
  const [nudge, setNudge] = useState<null | 'remove' | 'proceed'>(null);
  const reasonId = useId();

  const ready = details.ready && details.lines.length > 0;
  const readyLines = details.lines.flatMap((l) => (l.status === 'ready' ? [l] : []));
  const couponCart: CouponCartContext | null = ready
    ? {
        customerId: user?.id ?? 'guest',
        orderTotal: details.subtotal,
        productIds: readyLines.map((l) => l.productId),
        categoryIds: [
          ...new Set(readyLines.flatMap((l) => (l.product.category ? [l.product.category.id] : []))),
        ],
        productQuantities: Object.fromEntries(readyLines.map((l) => [l.productId, l.quantity])),
      }
    : null;
  useCouponRevalidation(couponCart);

  const settings = company.data?.shippingSettings ?? NO_SETTINGS;
  const totals = computeOrderTotals({
    items: readyLines.map((l) => ({ price: l.product.price, quantity: l.quantity })),
    discount: applied?.discountAmount ?? 0,
    settings,
    state: deliveryState,
  });
  const served = checkServiceArea(settings, { state: deliveryState }).served;
  const savingsPercent = bestSavingsPercent(coupons, details.subtotal);

  const blockedReason = !ready
    ? t.loadingCart
    : company.isPending
      ? t.loadingShop
      : !served
        ? t.chooseServedState
        : !totals.meetsMinimum
          ? t.belowMinimum(formatINR(totals.shortBy), formatINR(totals.minimumOrder), deliveryState)
          : null;

  // The cart lives on this device: a friend gets the list and the total, and the shop's own link.
  const shareCart = (url: string) =>
    cartShareMessage(
      {
        shopName: company.data?.companyName ?? '',
        lines: readyLines.map((l) => ({ name: l.product.name, quantity: l.quantity })),
        total: totals.total,
        url,
      },
      company.data?.messageTemplates,
    );

  const goToCheckout = () => navigate(paths.checkout.getHref());
  const proceed = () => {
    if (!applied && coupons.length > 0 && savingsPercent > 0) setNudge('proceed');
    else goToCheckout();
  };
  const removeCoupon = () => {
    setAppliedCoupon(null);
    toast.info(t.couponRemoved);
  };
  const viewCoupons = () => {
    setNudge(null);
    setListOpen(true);
    requestAnimationFrame(() => document.getElementById(COUPON_PANEL_ID)?.scrollIntoView({ block: 'start' }));
  };

  return (
    <section className="mx-auto max-w-7xl px-3 py-6 sm:px-4 lg:py-10">
      <div className="mb-4 flex flex-wrap items-baseline justify-between gap-2">
        <h1 className="text-2xl font-extrabold text-brand-900 sm:text-3xl">{copy.title}</h1>
        {count > 0 && <p className="text-sm text-stone-600">{t.items(count)}</p>}
      </div>
      <RemovedProductsNotice removed={details.removed} onDismiss={details.dismissRemoved} />

      {details.lines.length === 0 ? (
        <EmptyCart />
      ) : (
        <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-[minmax(0,1fr)_24rem]">
          <div className="min-w-0">
            <CartLines lines={details.lines} />
            <div className="mt-4 flex flex-wrap gap-x-6 gap-y-2 text-sm font-semibold">
              <Link to={paths.products.getHref()} className="text-brand-700 hover:underline">
                {t.continueShopping}
              </Link>
              <Link to={paths.quickBuy.getHref()} className="text-brand-700 hover:underline">
                {t.openQuickBuy}
              </Link>
            </div>
            {/* There from the start (disabled until the lines are priced): nothing below moves. */}
            <ShareButton
              label={WHATSAPP_COPY.shareCart}
              path={paths.home.getHref()}
              message={shareCart}
              disabled={!ready}
              className="mt-4"
            />
          </div>

          <aside className="space-y-4" aria-label={t.couponsAndSummary}>
            {couponCart ? (
              <CouponPanel
                cart={couponCart}
                listOpen={listOpen}
                onListOpenChange={setListOpen}
                onRemoveRequest={() => (coupons.length > 0 ? setNudge('remove') : removeCoupon())}
              />
            ) : (
              <Skeleton className="h-40 w-full rounded-xl" />
            )}
            <CartSummary
              totals={totals}
              packingPercent={settings.packingChargePercent}
              couponCode={applied?.code ?? null}
              mrpSavings={details.mrpSavings}
            >
              <FreeShotsMeter
                amount={details.subtotal - totals.discount}
                className="mt-4 rounded-lg bg-saffron-50 p-3"
              />
              <div className="mt-4">
                <MinimumOrderNotice
                  totals={totals}
                  state={deliveryState}
                  onStateChange={setDeliveryState}
                  served={served}
                />
              </div>
              <Button
                size="lg"
                className="mt-4 w-full"
                disabled={blockedReason !== null}
                aria-describedby={blockedReason ? reasonId : undefined}
                onClick={proceed}
              >
                {t.submitEnquiry}
              </Button>
              {blockedReason && (
                <p
                  id={reasonId}
                  className="mt-2 text-center text-sm text-stone-600"
                  data-testid="submit-blocked-reason"
                >
                  {blockedReason}
                </p>
              )}
              <p className="mt-3 text-center text-xs text-stone-500">{t.noPaymentNow}</p>
            </CartSummary>
          </aside>
        </div>
      )}

      <CouponNudgeModal
        open={nudge !== null}
        couponCount={coupons.length}
        savingsPercent={savingsPercent}
        onViewCoupons={viewCoupons}
        onContinue={() => {
          const reason = nudge;
          setNudge(null);
          if (reason === 'remove') removeCoupon();
          else goToCheckout();
        }}
        onDismiss={() => setNudge(null)}
      />
    </section>
  );
}
