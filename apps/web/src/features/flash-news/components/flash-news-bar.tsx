import { useEffect, useMemo, useRef, useState, type RefObject } from 'react';
import { hashKey } from '@tanstack/react-query';
import type { FlashNewsType } from '@pataka/domain/api-types';
import { TIMINGS } from '@pataka/domain/limits';
import { ChevronLeftIcon, CloseIcon } from '@pataka/ui/icons';
import { AlertIcon, CheckIcon, ChevronRightIcon, InfoIcon } from '../../../components/ui/icons.tsx';
import { useBrowserView } from '../../../hooks/use-browser-view.ts';
import { flashNewsHeight } from '../../../lib/flash-news-height.ts';
import { serverFetchTime } from '../../../ssr/page-state.ts';
import {
  activeFlashNewsQueryOptions,
  useActiveFlashNews,
  visibleFlashNews,
} from '../api/get-active-flash-news.ts';
import { dismissFlashNews, getDismissedFlashNews } from '../api/dismiss-flash-news.ts';
import { flashNewsText as t } from '../messages.ts';
import { currentLocale } from '@pataka/domain/i18n';
import { localText } from '../../../i18n/local-name.ts';

const STYLES: Record<FlashNewsType, { bar: string; Icon: typeof InfoIcon }> = {
  success: { bar: 'bg-green-700 text-white', Icon: CheckIcon },
  warning: { bar: 'bg-saffron-400 text-brand-950', Icon: AlertIcon },
  alert: { bar: 'bg-red-700 text-white', Icon: AlertIcon },
  info: { bar: 'bg-brand-800 text-white', Icon: InfoIcon },
};

/**
 * Publishes the bar's height (lib/flash-news-height.ts) while it is shown. A ref object, not a state
 * setter as the ref: a setter called back during the commit that ends hydration re-rendered the bar
 * synchronously inside that commit's task.
 */
function usePublishedHeight(ref: RefObject<HTMLElement | null>, shown: boolean) {
  useEffect(() => {
    const element = ref.current;
    if (!shown || !element) return;
    const publish = () => flashNewsHeight.set(element.offsetHeight);
    publish();
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(publish) : null;
    observer?.observe(element);
    return () => {
      observer?.disconnect();
      flashNewsHeight.set(0);
    };
  }, [ref, shown]);
}

/**
 * The flash-news bar (§2, §4). Hidden when there is nothing to show or the fetch failed; with several
 * items it rotates every 5 s (paused while hovered or focused) with previous, next and dot controls.
 * It is fixed to the bottom of the screen: news arrives after the page has painted, and a bar pushed in
 * at the top would shift the whole page (CLS budget) or cover page titles.
 */
export function FlashNewsBar() {
  const { data, dataUpdatedAt } = useActiveFlashNews();
  const inBrowser = useBrowserView();
  const [dismissedHere, setDismissedHere] = useState<readonly string[]>([]);
  // The server renders the news it fetched as of that fetch: it knows neither this device's dismissals
  // (localStorage) nor the browser's clock. Hydration repeats exactly that; then the real answer follows.
  const items = useMemo(() => {
    if (inBrowser) return visibleFlashNews(data, [...getDismissedFlashNews(), ...dismissedHere]);
    const fetchedAt = serverFetchTime(hashKey(activeFlashNewsQueryOptions().queryKey)) ?? dataUpdatedAt;
    return visibleFlashNews(data, dismissedHere, fetchedAt);
  }, [data, dataUpdatedAt, dismissedHere, inBrowser]);
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const barRef = useRef<HTMLElement>(null);
  const count = items.length;
  const current = count ? items[index % count] : undefined;
  usePublishedHeight(barRef, current !== undefined);

  useEffect(() => {
    if (count < 2 || paused) return;
    const timer = setInterval(() => setIndex((i) => (i + 1) % count), TIMINGS.flashNewsRotationMs);
    return () => clearInterval(timer);
  }, [count, paused]);

  if (!current) return null;
  const { bar, Icon } = STYLES[current.type];
  const go = (step: number) => setIndex((i) => (((i + step) % count) + count) % count);
  const ctrl =
    'rounded-full p-1 opacity-80 hover:bg-white/15 hover:opacity-100 focus-visible:outline-2 focus-visible:outline-current';

  return (
    <section
      ref={barRef}
      aria-label={t.announcements}
      aria-roledescription="carousel"
      className={`${bar} fixed inset-x-0 bottom-0 z-30 shadow-[0_-2px_10px_rgb(0_0_0/0.15)]`}
      data-flash-type={current.type}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <div className="mx-auto flex min-h-11 max-w-7xl items-center gap-1.5 px-2 py-1.5 text-xs sm:gap-2 sm:px-3 sm:text-sm">
        {count > 1 && (
          <button type="button" className={ctrl} onClick={() => go(-1)} aria-label={t.previous}>
            <ChevronLeftIcon className="size-4" />
          </button>
        )}
        <Icon className="hidden size-4 shrink-0 sm:block" />
        <p className="line-clamp-2 min-w-0 flex-1 leading-snug" aria-live={paused ? 'polite' : 'off'}>
          <strong className="font-bold">{localText(current.title, current.titleTa)}</strong>
          {current.message && <span className="ml-1.5">{localText(current.message, current.messageTa)}</span>}
        </p>
        {current.link?.url && (
          <a
            href={current.link.url}
            className="shrink-0 font-semibold whitespace-nowrap underline underline-offset-2"
            {...(/^https?:/i.test(current.link.url) ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
          >
            {/* The shop's link words have no Tamil field: a Tamil page says the catalogue's words instead. */}
            {(currentLocale() === 'en' && current.link.text) || t.learnMore}
          </a>
        )}
        {count > 1 && (
          <>
            <div className="flex items-center gap-1" role="group" aria-label={t.choose}>
              {items.map((item, i) => (
                <button
                  key={item.id}
                  type="button"
                  onClick={() => setIndex(i)}
                  aria-label={t.nth(i + 1, count)}
                  aria-current={i === index % count ? 'true' : undefined}
                  className={`size-2 rounded-full bg-current ${i === index % count ? 'opacity-100' : 'opacity-40'}`}
                />
              ))}
            </div>
            <button type="button" className={ctrl} onClick={() => go(1)} aria-label={t.next}>
              <ChevronRightIcon className="size-4" />
            </button>
          </>
        )}
        <button
          type="button"
          className={ctrl}
          aria-label={t.dismiss}
          onClick={() => {
            void dismissFlashNews(current.id);
            setDismissedHere((list) => [...list, current.id]);
          }}
        >
          <CloseIcon className="size-4" />
        </button>
      </div>
    </section>
  );
}
