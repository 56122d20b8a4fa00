import { Button } from '@pataka/ui/button';
import { Modal } from '@pataka/ui/modal';
import { howToOrderText as t } from '../messages.ts';

export function HowToOrderModal({
  open,
  videoUrl,
  onClose,
  onDontShowAgain,
}: {
  open: boolean;
  videoUrl: string;
  onClose: () => void;
  onDontShowAgain: () => void;
}) {
  return (
    <Modal open={open} onClose={onClose} title={t.title} size="lg">
      <p className="mb-3 text-sm text-stone-600">{t.intro}</p>
      <video
        className="aspect-video w-full rounded-lg bg-stone-900"
        src={videoUrl}
        controls
        autoPlay
        muted
        playsInline
        preload="metadata"
        width={1280}
        height={720}
      >
        {t.noVideo}
      </video>
      <div className="mt-4 flex flex-wrap justify-end gap-2">
        <Button variant="ghost" onClick={onDontShowAgain}>
          {t.dontShowAgain}
        </Button>
        <Button onClick={onClose}>{t.close}</Button>
      </div>
    </Modal>
  );
}
