import { useEffect, useId, useRef, useState } from 'react';
import type { Order } from '@pataka/domain/api-types';
import { MESSAGES } from '@pataka/domain/messages';
import { ORDER_MESSAGES } from '@pataka/domain/order-messages';
import { Button } from '@pataka/ui/button';
import { AlertIcon, CheckIcon } from '../../../components/ui/icons.tsx';
import { Spinner } from '@pataka/ui/spinner';
import { errorMessage } from '../../../lib/error-message.ts';
import { toast } from '../../../lib/toast.ts';
import { attachPaymentProof } from '../api/attach-payment-proof.ts';
import { checkTransactionId } from '../api/check-transaction-id.ts';
import { waitForExtraction } from '../api/get-upload.ts';
import { uploadPaymentProof } from '../api/upload-payment-proof.ts';
import { flagText, readExtraction, type PaymentDetails } from '../extracted-payment.ts';
import { paymentText } from '../messages.ts';
import { isImage, PROOF_ACCEPT, proofFileProblem } from '../proof-file.ts';
import { ExtractedDetails } from './extracted-details.tsx';

type Phase =
  | { name: 'idle' }
  | { name: 'uploading'; progress: number }
  | { name: 'reading' }
  | { name: 'attaching' }
  | { name: 'done'; details: PaymentDetails | null; note: string | null; warnings: string[] }
  | { name: 'failed'; message: string };

/** A preview of the chosen image, released when it changes. */
function usePreviewUrl(file: File | null) {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file || !isImage(file.type) || typeof URL.createObjectURL !== 'function') {
      setUrl(null);
      return;
    }
    const next = URL.createObjectURL(file);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [file]);
  return url;
}

/**
 * Payment proof upload: pick a screenshot or PDF (checked for type and 5 MB here), see a preview, upload
 * with a progress bar, wait for the server to read it, check the UTR was not used before, attach it to
 * the enquiry, and show what was read plus any warning.
 */
export function PaymentProofUpload({
  orderId,
  onAttached,
}: {
  orderId: string;
  onAttached: (order: Order) => void;
}) {
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [phase, setPhase] = useState<Phase>({ name: 'idle' });
  const input = useRef<HTMLInputElement>(null);
  const abort = useRef<AbortController | null>(null);
  const preview = usePreviewUrl(file);
  const inputId = useId();
  const hintId = useId();
  const busy = phase.name === 'uploading' || phase.name === 'reading' || phase.name === 'attaching';

  useEffect(() => () => abort.current?.abort(), []);

  const choose = (next: File | null) => {
    setPhase({ name: 'idle' });
    setFile(next);
    setProblem(next ? proofFileProblem(next) : null);
  };

  const reset = () => {
    choose(null);
    if (input.current) input.current.value = '';
  };

  const send = async () => {
    if (!file || problem || busy) return;
    const controller = new AbortController();
    abort.current = controller;
    try {
      setPhase({ name: 'uploading', progress: 0 });
      let upload = await uploadPaymentProof(
        file,
        (progress) => setPhase({ name: 'uploading', progress }),
        controller.signal,
      );
      setPhase({ name: 'reading' });
      upload = await waitForExtraction(upload, { signal: controller.signal });
      const view = readExtraction(upload.extractedData);
      const details = view.state === 'done' ? view.details : null;

      const warnings: string[] = [];
      if (details?.utr) {
        try {
          if (await checkTransactionId(details.utr)) warnings.push(paymentText.flagUtrReused);
        } catch (error) {
          warnings.push(errorMessage(error, MESSAGES.transactionCheckFailed));
        }
      }

      setPhase({ name: 'attaching' });
      const order = await attachPaymentProof(orderId, upload);
      const proof = order.paymentProofs.find((p) => p.url === upload.url) ?? order.paymentProofs.at(-1);
      for (const flag of proof?.flags ?? []) {
        const text = flagText(flag);
        if (text && !warnings.includes(text)) warnings.push(text);
      }
      const note =
        view.state === 'processing' ? view.message : view.state === 'unreadable' ? view.message : null;
      setPhase({ name: 'done', details, note, warnings });
      toast.success(paymentText.uploaded);
      onAttached(order);
    } catch (error) {
      if (controller.signal.aborted) return;
      const message = errorMessage(error, MESSAGES.paymentProofUploadFailed);
      setPhase({ name: 'failed', message });
      toast.error(message);
    }
  };

  if (phase.name === 'done') {
    return (
      <div className="space-y-3" aria-live="polite">
        <p className="flex items-center gap-2 font-semibold text-green-800">
          <CheckIcon className="size-5" /> {paymentText.sentForVerification}
        </p>
        {phase.details && <ExtractedDetails details={phase.details} />}
        {phase.note && <p className="text-sm text-stone-600">{phase.note}</p>}
        {phase.warnings.map((warning) => (
          <p
            key={warning}
            role="alert"
            className="flex items-start gap-2 rounded-lg border border-saffron-300 bg-saffron-50 px-3 py-2 text-sm text-brand-950"
          >
            <AlertIcon className="mt-0.5 size-4 shrink-0 text-saffron-600" />
            {warning}
          </p>
        ))}
        <Button variant="outline" size="sm" onClick={reset}>
          {paymentText.uploadAnother}
        </Button>
      </div>
    );
  }

  return (
    <div className="space-y-3">
      <div>
        <label htmlFor={inputId} className="mb-1 block text-sm font-semibold text-stone-800">
          {paymentText.fileLabel}
        </label>
        <input
          ref={input}
          id={inputId}
          type="file"
          accept={PROOF_ACCEPT}
          disabled={busy}
          aria-describedby={hintId}
          aria-invalid={problem ? true : undefined}
          onChange={(e) => choose(e.target.files?.[0] ?? null)}
          className="block w-full text-sm text-stone-700 file:mr-3 file:rounded-lg file:border-0 file:bg-brand-50 file:px-3 file:py-2 file:font-semibold file:text-brand-800 hover:file:bg-brand-100"
        />
        <p id={hintId} className="mt-1 text-xs text-stone-600">
          {paymentText.fileHint}
        </p>
      </div>
      {problem && (
        <p role="alert" className="text-sm text-red-700">
          {problem}
        </p>
      )}
      {file && !problem && (
        <div className="flex items-center gap-3 rounded-lg border border-stone-200 p-2">
          {preview ? (
            <img
              src={preview}
              alt={paymentText.previewAlt}
              width={64}
              height={112}
              className="h-28 w-16 rounded object-cover"
            />
          ) : (
            <span className="flex h-16 w-12 items-center justify-center rounded bg-stone-100 text-xs font-bold text-stone-600">
              PDF
            </span>
          )}
          <span className="min-w-0 text-sm">
            <span className="block truncate font-medium text-stone-900">{file.name}</span>
            <span className="text-stone-500">{(file.size / 1024).toFixed(0)} KB</span>
          </span>
        </div>
      )}
      {phase.name === 'uploading' && (
        <div>
          <div
            role="progressbar"
            aria-label={paymentText.uploadProgress}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={Math.round(phase.progress * 100)}
            className="h-2 overflow-hidden rounded-full bg-stone-200"
          >
            <div
              className="h-full bg-brand-700 transition-[width]"
              style={{ width: `${Math.round(phase.progress * 100)}%` }}
            />
          </div>
          <p className="mt-1 text-xs text-stone-600">
            {paymentText.uploading(Math.round(phase.progress * 100))}
          </p>
        </div>
      )}
      {(phase.name === 'reading' || phase.name === 'attaching') && (
        <p className="flex items-center gap-2 text-sm text-stone-700" role="status">
          <Spinner size="sm" label={null} />
          {phase.name === 'reading' ? ORDER_MESSAGES.extractionProcessing : paymentText.sending}
        </p>
      )}
      {phase.name === 'failed' && (
        <p role="alert" className="text-sm text-red-700">
          {phase.message}
        </p>
      )}
      <Button onClick={send} disabled={!file || Boolean(problem)} loading={busy} className="w-full sm:w-auto">
        {phase.name === 'failed' ? paymentText.tryAgain : paymentText.uploadButton}
      </Button>
    </div>
  );
}
