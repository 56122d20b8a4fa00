import { useEffect, useState } from 'react';
import { TIMINGS } from '@pataka/domain/limits';
import { dontShowVideoModal } from '../../../lib/storage.ts';

/**
 * Opens the how-to-order video about 1.5 s after load (§2, §9), unless the shopper chose
 * "Don't show again", and never while `blocked` (the legal notice is up): the delay starts once it's gone.
 */
export function useHowToOrderModal(blocked: boolean) {
  const [open, setOpen] = useState(false);
  const [autoShown, setAutoShown] = useState(false);

  useEffect(() => {
    if (blocked || autoShown || dontShowVideoModal.get()) return;
    const timer = setTimeout(() => {
      setAutoShown(true);
      setOpen(true);
    }, TIMINGS.videoModalDelayMs);
    return () => clearTimeout(timer);
  }, [blocked, autoShown]);

  return {
    open,
    show: () => {
      setAutoShown(true);
      setOpen(true);
    },
    close: () => setOpen(false),
    dontShowAgain: () => {
      dontShowVideoModal.set(true);
      setOpen(false);
    },
  };
}
