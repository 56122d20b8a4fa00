import { useEffect, useState } from 'react';
import { formatINR } from '@pataka/domain/money';
import { buildUpiIntent } from '@pataka/domain/upi';
import { Button, buttonClasses } from '@pataka/ui/button';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useMediaQuery } from '../../../hooks/use-media-query.ts';
import { paymentText } from '../messages.ts';

export const UPI_APPS = ['Google Pay', 'PhonePe', 'Paytm', 'BHIM'] as const;
const QR_SIZE = 224;

/** Renders the intent as an SVG QR code; `qrcode` is loaded only when a panel is shown (initial JS budget). */
async function qrSvgDataUrl(intent: string): Promise<string> {
  const QRCode = await import('qrcode');
  const svg = await QRCode.toString(intent, {
    type: 'svg',
    errorCorrectionLevel: 'M',
    margin: 2,
    width: QR_SIZE,
  });
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

export type UpiQrPanelProps = {
  upiId: string;
  payeeName: string;
  /** Rupees due. */
  amount: number;
  orderNumber: string;
};

/**
 * The UPI QR payment panel (§2, DESIGN.md): a real, scannable QR of
 * upi://pay?pa=…&pn=…&am=…&cu=INR&tn=<order number>, the UPI ID, the supported apps, and where to send the
 * payment screenshot. On phones, where scanning your own screen is impossible, an 'Open UPI app' link.
 */
export function UpiQrPanel({ upiId, payeeName, amount, orderNumber }: UpiQrPanelProps) {
  const intent = buildUpiIntent({ payeeVpa: upiId, payeeName, amount, orderNumber });
  const [qr, setQr] = useState<{ intent: string; src: string } | null>(null);
  const [failed, setFailed] = useState(false);
  const [copied, setCopied] = useState(false);
  // Phones (narrow or touch-first): a UPI app on the same device opens from the link, a QR cannot be scanned.
  const isPhone = useMediaQuery('(max-width: 767px), (pointer: coarse)');

  useEffect(() => {
    let live = true;
    setFailed(false);
    qrSvgDataUrl(intent)
      .then((src) => live && setQr({ intent, src }))
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, [intent]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(upiId);
      setCopied(true);
      setTimeout(() => setCopied(false), 2000);
    } catch {
      // Clipboard refused (http, permissions): the ID is on screen to type.
    }
  };

  return (
    <div className="@container space-y-4" data-testid="upi-panel">
      <div className="flex flex-col items-center gap-3 @md:flex-row @md:items-start">
        <div
          className="shrink-0 rounded-xl border border-stone-200 bg-white p-2"
          style={{ width: QR_SIZE + 18, height: QR_SIZE + 18 }}
        >
          {qr?.intent === intent ? (
            <img
              src={qr.src}
              width={QR_SIZE}
              height={QR_SIZE}
              alt={paymentText.qrAlt(formatINR(amount), payeeName)}
              data-intent={intent}
            />
          ) : failed ? (
            <p className="flex h-full items-center justify-center p-3 text-center text-sm text-stone-600">
              {paymentText.qrUnavailable}
            </p>
          ) : (
            <Skeleton className="size-full" />
          )}
        </div>
        <div className="min-w-0 space-y-2 text-center @md:text-left">
          <p className="text-sm text-stone-600">{paymentText.amountDue}</p>
          <p className="text-2xl font-extrabold text-brand-900 tabular-nums">{formatINR(amount)}</p>
          <p className="text-sm text-stone-700">
            {paymentText.payTo} <strong>{payeeName}</strong>
          </p>
          <p className="flex flex-wrap items-center justify-center gap-2 text-sm @md:justify-start">
            <span>
              {paymentText.upiId} <strong className="font-mono break-words text-stone-900">{upiId}</strong>
            </span>
            <Button size="sm" variant="ghost" onClick={copy} aria-label={paymentText.copyUpiId}>
              {copied ? paymentText.copied : paymentText.copy}
            </Button>
          </p>
          <p className="text-xs text-stone-500">{paymentText.reference(orderNumber)}</p>
        </div>
      </div>
      {isPhone && (
        <a href={intent} className={buttonClasses('secondary', 'lg', 'w-full')}>
          {paymentText.openUpiApp}
        </a>
      )}
      <div>
        <p className="text-sm font-semibold text-stone-800">{paymentText.scanWithAnyApp}</p>
        <ul className="mt-1 flex flex-wrap gap-2" aria-label={paymentText.supportedApps}>
          {UPI_APPS.map((app) => (
            <li
              key={app}
              className="rounded-full border border-stone-200 bg-stone-50 px-3 py-1 text-xs font-semibold text-stone-700"
            >
              {app}
            </li>
          ))}
        </ul>
      </div>
      <p className="rounded-lg bg-saffron-50 px-3 py-2 text-sm text-brand-950">{paymentText.afterPaying}</p>
    </div>
  );
}
