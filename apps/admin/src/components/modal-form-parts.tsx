// Pieces the catalogue modal forms (brand, category) share: a picture URL row with its preview, an upload
// button, and the form's error line with Cancel / submit.
import type { ReactNode } from 'react';
import { Button } from '@pataka/ui/button';

/** The picture's URL field (children) with a small preview once it has one. */
export function ImageUrlRow({
  src,
  fit,
  children,
}: {
  src: string;
  fit: 'contain' | 'cover';
  children: ReactNode;
}) {
  return (
    <div className="flex items-end gap-3">
      {src ? (
        <img
          src={src}
          alt=""
          className={`size-14 shrink-0 rounded-lg border border-stone-200 ${fit === 'contain' ? 'object-contain' : 'object-cover'}`}
        />
      ) : null}
      {children}
    </div>
  );
}

export function UploadImageButton({
  label,
  uploading,
  onFile,
}: {
  label: string;
  uploading: boolean;
  onFile: (file: File | undefined) => void;
}) {
  return (
    <label className="inline-flex h-10 cursor-pointer items-center rounded-lg border border-brand-700 bg-white px-3 text-sm font-semibold text-brand-700 focus-within:outline-2 focus-within:outline-saffron-500">
      {uploading ? 'Uploading…' : label}
      <input
        type="file"
        accept="image/*"
        className="sr-only"
        disabled={uploading}
        onChange={(e) => onFile(e.target.files?.[0])}
      />
    </label>
  );
}

export function ModalFormFooter({
  formError,
  onCancel,
  submitting,
  disabled,
  submitLabel,
}: {
  formError: string | null;
  onCancel: () => void;
  submitting: boolean;
  disabled?: boolean;
  submitLabel: string;
}) {
  return (
    <>
      {formError && (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800">
          {formError}
        </p>
      )}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="ghost" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" loading={submitting} disabled={disabled}>
          {submitLabel}
        </Button>
      </div>
    </>
  );
}
