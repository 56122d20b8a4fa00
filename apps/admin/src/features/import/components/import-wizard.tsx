// Price-list import in three steps: upload (dry run), preview what it would do, apply (all or nothing).
import { useState } from 'react';
import { useApplyImport, usePreviewImport } from '../api/import-price-list.ts';
import { ApplyStep } from './apply-step.tsx';
import { PreviewStep } from './preview-step.tsx';
import { StepIndicator } from './step-indicator.tsx';
import { UploadStep } from './upload-step.tsx';

export function ImportWizard() {
  const [file, setFile] = useState<File | null>(null);
  const [applying, setApplying] = useState(false);
  const preview = usePreviewImport();
  const apply = useApplyImport();

  const restart = () => {
    setFile(null);
    setApplying(false);
    preview.reset();
    apply.reset();
  };
  const onFile = (f: File) => {
    setFile(f);
    preview.mutate(f);
  };
  const onApply = () => {
    if (!file) return;
    setApplying(true);
    apply.mutate(file);
  };

  const step = applying ? 2 : preview.data ? 1 : 0;
  return (
    <div className="mx-auto max-w-5xl px-3 py-3 lg:px-6 lg:py-5">
      <h1 className="mb-3 text-xl font-bold text-brand-900">Import price list</h1>
      <StepIndicator current={step} />
      {step === 0 && (
        <UploadStep busy={preview.isPending} error={preview.error?.message ?? null} onFile={onFile} />
      )}
      {step === 1 && preview.data && (
        <PreviewStep result={preview.data} fileName={file?.name ?? ''} onBack={restart} onApply={onApply} />
      )}
      {step === 2 && (
        <ApplyStep
          running={apply.isPending}
          result={apply.data}
          error={apply.error?.message ?? null}
          onRetry={onApply}
          onRestart={restart}
        />
      )}
    </div>
  );
}
