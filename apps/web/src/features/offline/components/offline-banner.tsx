import { FLASH_NEWS_HEIGHT, followFlashNewsHeight } from '../../../lib/flash-news-height.ts';
import { offlineText } from '../messages.ts';
import { useOnline } from '../use-online.ts';

/**
 * "You are offline" while the browser has no connection: a strip above the bottom edge, over the page
 * (no layout shift). Pages already seen and the cart keep working meanwhile (the service worker, decision 131).
 */
export function OfflineBanner() {
  const online = useOnline();
  if (online) return null;
  return (
    <div
      ref={followFlashNewsHeight}
      role="status"
      data-testid="offline-banner"
      // Above the flash-news bar when it shows.
      style={{ bottom: `calc(${FLASH_NEWS_HEIGHT} + 0.75rem)` }}
      className="fixed inset-x-3 z-50 mx-auto max-w-md rounded-xl bg-stone-900/95 px-4 py-3 text-center text-white shadow-lg"
    >
      <p className="text-sm font-bold">{offlineText.banner}</p>
      <p className="mt-0.5 text-xs text-stone-300">{offlineText.bannerHint}</p>
    </div>
  );
}

export default OfflineBanner;
