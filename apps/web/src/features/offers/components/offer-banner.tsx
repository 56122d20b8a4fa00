import { useEffect, useState } from 'react';
import { TIMINGS } from '@pataka/domain/limits';
import { formatINR } from '@pataka/domain/money';
import { FREE_SHOT_BANDS, FREE_SHOT_TOP_BAND_LISTED_MAX, type FreeShotBand } from '@pataka/domain/offers';
import { GiftIcon } from '../../../components/ui/icons.tsx';
import { useMediaQuery } from '../../../hooks/use-media-query.ts';
import { offersText as t } from '../messages.ts';

/** '₹5,000 – ₹8,000' (the top band shows the spec's written ₹50,000 ceiling). */
export function bandRange(band: FreeShotBand): string {
  return `${formatINR(band.min)} – ${formatINR(band.max ?? FREE_SHOT_TOP_BAND_LISTED_MAX)}`;
}

const WIDE = '(min-width: 1024px)';
const MID = '(min-width: 640px)';

/**
 * The free-shots offer by purchase amount (§2, §9): every tier on wide screens, one tier at a time
 * cycling every 3 s on mid-size screens, and a compact line on phones. All three are in the HTML and CSS
 * shows the one for the screen: the server cannot know the screen, and choosing in JavaScript would paint
 * the phone line on a laptop until the page hydrates. A fixed height, so it never shifts the page.
 */
export function OfferBanner() {
  // Only the rotation depends on the screen: it runs while the mid-size line is the one shown.
  const wide = useMediaQuery(WIDE);
  const mid = useMediaQuery(MID) && !wide;
  const [tier, setTier] = useState(0);

  useEffect(() => {
    if (!mid) return;
    const timer = setInterval(
      () => setTier((t) => (t + 1) % FREE_SHOT_BANDS.length),
      TIMINGS.offerTierRotationMs,
    );
    return () => clearInterval(timer);
  }, [mid]);

  const first = FREE_SHOT_BANDS[0]!;
  const best = FREE_SHOT_BANDS[FREE_SHOT_BANDS.length - 1]!;
  const band = FREE_SHOT_BANDS[tier % FREE_SHOT_BANDS.length]!;

  return (
    <aside
      aria-label={t.label}
      className="flex h-9 items-center justify-center overflow-hidden bg-gradient-to-r from-brand-900 via-brand-700 to-brand-900 px-3 text-xs text-saffron-100 sm:text-sm"
    >
      <GiftIcon className="mr-2 size-4 shrink-0 text-saffron-300" />
      <p className="hidden items-center gap-1 whitespace-nowrap lg:flex" data-testid="offer-all">
        <strong className="mr-1 text-saffron-300">{t.heading}</strong>
        {FREE_SHOT_BANDS.map((b, i) => (
          <span key={b.min} className="flex items-center gap-1">
            {i > 0 && (
              <span aria-hidden="true" className="mx-1.5 text-saffron-300/60">
                |
              </span>
            )}
            <span>{bandRange(b)}</span>
            <span aria-hidden="true">→</span>
            <strong className="text-white">{t.shots(b.shots)}</strong>
          </span>
        ))}
      </p>
      <p className="hidden whitespace-nowrap sm:block lg:hidden" data-testid="offer-tier">
        <strong className="mr-1 text-saffron-300">{t.heading}</strong>
        {t.buy(bandRange(band))}
        <strong className="text-white">{t.shotsFree(band.shots)}</strong>
      </p>
      <p className="truncate sm:hidden" data-testid="offer-compact">
        <strong className="text-saffron-300">{t.freeShots}</strong>
        {t.fromUpTo(formatINR(first.min))}
        <strong className="text-white">{best.shots}</strong>
      </p>
    </aside>
  );
}
