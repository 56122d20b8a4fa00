import { lazy, Suspense, useMemo } from 'react';
import { Outlet, useMatch } from 'react-router';
import { Header, HEADER_OFFSET_CLASS } from '../components/layout/header.tsx';
import { layoutText } from '../components/layout/messages.ts';
import { PageSpinner } from '@pataka/ui/spinner';
import { getTenant } from '../config/env.ts';
import { paths } from '../config/paths.ts';
import { FLASH_NEWS_HEIGHT, followFlashNewsHeight } from '../lib/flash-news-height.ts';
import { useCategories } from '../features/catalog/api/get-categories.ts';
import { useCompany } from '../features/company/api/get-company.ts';
import { useWishlist } from '../features/favorites/api/get-wishlist.ts';
import { useHowToOrderModal } from '../features/how-to-order/hooks/use-how-to-order-modal.ts';
import { useLegalNotice } from '../features/legal-notice/hooks/use-legal-notice.ts';
import { OfferBanner } from '../features/offers/components/offer-banner.tsx';
// The page's plain-HTML copy of the notice shows at once and until this chunk is in (use-legal-notice.ts).
const LegalNoticeModal = lazy(() =>
  import('../features/legal-notice/components/legal-notice-modal.tsx').then((m) => ({
    default: m.LegalNoticeModal,
  })),
);

// Not needed for the first paint: their own chunks keep the initial JS small (DESIGN.md budget).
// The video modal loads only when it opens; the footer sits below the fold; flash news waits on a fetch anyway.
const Footer = lazy(() => import('./lazy-footer.tsx'));
const FlashNewsBar = lazy(() =>
  import('../features/flash-news/components/flash-news-bar.tsx').then((m) => ({ default: m.FlashNewsBar })),
);
// Its own chunk too: the server renders it into the page (a working link before any JS), so loading its
// code after hydration costs the first load nothing.
const FloatingChatButton = lazy(() =>
  import('../features/share/components/floating-chat-button.tsx').then((m) => ({
    default: m.FloatingChatButton,
  })),
);
const HowToOrderModal = lazy(() =>
  import('../features/how-to-order/components/how-to-order-modal.tsx').then((m) => ({
    default: m.HowToOrderModal,
  })),
);
// "You are offline" (decision 131): its own chunk, in before it is ever needed, out of the initial JS.
const OfflineBanner = lazy(() => import('../features/offline/components/offline-banner.tsx'));

/**
 * The shell around every page (§2): offer strip, header, flash news, footer, the two modals and, when
 * the shop has WhatsApp, the floating chat button.
 */
export function RootLayout() {
  const company = useCompany().data;
  const categories = useCategories().data;
  const wishlist = useWishlist();
  const legal = useLegalNotice();
  const video = useHowToOrderModal(!legal.agreed);
  const videoUrl = company?.howToOrderVideoUrl || `/media/${getTenant()}/how-to-order.webm`;
  // Quick Buy keeps its totals bar stuck to the bottom: the chat button sits above it there.
  const onQuickBuy = useMatch(paths.quickBuy.path) !== null;
  // The page and the footer are Suspense boundaries that hydrate after the shell, in slices. Handing them
  // a new element when the shell re-renders (a query settling, the cart or favourites read after mount)
  // would make React finish hydrating them at once, in one long task (Lighthouse TBT): the same element
  // lets them bail out. The page still follows navigation: <Outlet> reads the router's context.
  const page = useMemo(
    () => (
      <Suspense fallback={<PageSpinner />}>
        <Outlet />
      </Suspense>
    ),
    [],
  );
  const footer = useMemo(
    () => (
      <Suspense fallback={null}>
        <Footer company={company} categories={categories} />
      </Suspense>
    ),
    [company, categories],
  );

  return (
    <>
      <a
        href="#main"
        className="sr-only z-50 rounded bg-white px-3 py-2 font-semibold focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        {layoutText.skipToContent}
      </a>
      <Header
        companyName={company?.companyName ?? 'Unique Crackers'}
        logo={company?.logo}
        categories={categories}
        favoritesCount={wishlist.size}
        onHowToOrder={video.show}
        top={<OfferBanner />}
      />
      <main id="main" className={`min-h-[70vh] ${HEADER_OFFSET_CLASS}`}>
        {page}
      </main>
      {/* Separate boundaries: each piece shows as soon as its own chunk is in. */}
      {footer}
      <FlashNewsSpacer />
      <Suspense fallback={null}>
        <FlashNewsBar />
      </Suspense>
      {company?.whatsappNumber && (
        <Suspense fallback={null}>
          <FloatingChatButton
            whatsappNumber={company.whatsappNumber}
            shopName={company.companyName}
            templates={company.messageTemplates}
            raised={onQuickBuy}
          />
        </Suspense>
      )}
      {legal.showModal && (
        <Suspense fallback={null}>
          <LegalNoticeModal open onAgree={legal.agree} />
        </Suspense>
      )}
      <Suspense fallback={null}>
        {video.open && (
          <HowToOrderModal
            open
            videoUrl={videoUrl}
            onClose={video.close}
            onDontShowAgain={video.dontShowAgain}
          />
        )}
      </Suspense>
      <Suspense fallback={null}>
        <OfflineBanner />
      </Suspense>
    </>
  );
}

/** Room under the footer so the fixed flash-news bar never hides its last line. */
function FlashNewsSpacer() {
  return <div ref={followFlashNewsHeight} aria-hidden="true" style={{ height: FLASH_NEWS_HEIGHT }} />;
}
