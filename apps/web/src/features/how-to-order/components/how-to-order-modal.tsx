import { Button } from '@pataka/ui/button';
import { Modal } from '@pataka/ui/modal';

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
    <Modal open={open} onClose={onClose} title="How to Order" size="lg">
      <p className="mb-3 text-sm text-stone-600">
        Browse, add to cart, send your enquiry — we call you within 24 hours, you pay by UPI and upload the
        screenshot.
      </p>
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
        Your browser cannot play this video.
      </video>
      <div className="mt-4 flex flex-wrap justify-end gap-2">
        <Button variant="ghost" onClick={onDontShowAgain}>
          Don&apos;t show again
        </Button>
        <Button onClick={onClose}>Close</Button>
      </div>
    </Modal>
  );
}
