// Product pictures: drop or choose files (or take a photo on a phone), see each upload move, then
// order them — the first is the main picture the storefront's card shows.
import { useRef, useState, type DragEvent } from 'react';
import { PRODUCT_MEDIAS_MAX } from '@pataka/domain/catalogue-admin';
import { Badge } from '@pataka/ui/badge';
import { uploadProductImage } from '../api/upload-product-image.ts';
import type { ProductMedia } from '../lib/product-form-values.ts';

type Upload = { key: number; name: string; progress: number; error?: string };
type Props = { medias: ProductMedia[]; onChange: (next: ProductMedia[]) => void; error?: string | undefined };

let uploadKey = 0;
const small =
  'inline-flex h-8 min-w-8 items-center justify-center rounded-md border border-stone-300 bg-white px-2 text-xs font-semibold text-stone-800 hover:bg-stone-50 disabled:opacity-40';

/** Marks the first picture as main, the others not. */
const withMain = (list: ProductMedia[]) =>
  list.map((m, i) => {
    const { isMain: _drop, ...rest } = m;
    return i === 0 ? { ...rest, isMain: true } : rest;
  });

export function ImageManager({ medias, onChange, error }: Props) {
  const [uploads, setUploads] = useState<Upload[]>([]);
  const [over, setOver] = useState(false);
  const latest = useRef(medias);
  latest.current = medias;

  const patch = (key: number, change: Partial<Upload>) =>
    setUploads((all) => all.map((u) => (u.key === key ? { ...u, ...change } : u)));

  const addFiles = (files: FileList | File[] | null) => {
    const list = [...(files ?? [])].filter((f) => f.type.startsWith('image/'));
    const room = PRODUCT_MEDIAS_MAX - latest.current.length - uploads.filter((u) => !u.error).length;
    for (const file of list.slice(0, Math.max(0, room))) {
      const key = ++uploadKey;
      setUploads((all) => [...all, { key, name: file.name, progress: 0 }]);
      uploadProductImage(file, (p) => patch(key, { progress: p }))
        .then((image) => {
          setUploads((all) => all.filter((u) => u.key !== key));
          onChange(withMain([...latest.current, { url: image.url, type: 'image' }]));
        })
        .catch((e: unknown) => patch(key, { error: e instanceof Error ? e.message : 'Upload failed' }));
    }
  };

  const move = (from: number, to: number) => {
    const next = [...medias];
    const [item] = next.splice(from, 1);
    if (!item) return;
    next.splice(to, 0, item);
    onChange(withMain(next));
  };

  const onDrop = (e: DragEvent) => {
    e.preventDefault();
    setOver(false);
    addFiles(e.dataTransfer.files);
  };

  return (
    <div className="space-y-3">
      <div
        onDragOver={(e) => {
          e.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={onDrop}
        className={`rounded-xl border-2 border-dashed p-4 text-center ${over ? 'border-brand-600 bg-brand-50' : 'border-stone-300 bg-stone-50'}`}
      >
        <p className="hidden text-sm text-stone-600 lg:block">Drop photos here, or</p>
        <div className="mt-2 flex flex-wrap justify-center gap-2">
          <label className="inline-flex h-11 cursor-pointer items-center rounded-lg bg-brand-700 px-4 text-sm font-semibold text-white focus-within:outline-2 focus-within:outline-saffron-500 lg:hidden">
            Take photo
            <input
              type="file"
              accept="image/*"
              capture="environment"
              className="sr-only"
              onChange={(e) => {
                addFiles(e.target.files);
                e.target.value = '';
              }}
            />
          </label>
          <label className="inline-flex h-11 cursor-pointer items-center rounded-lg border border-brand-700 bg-white px-4 text-sm font-semibold text-brand-700 focus-within:outline-2 focus-within:outline-saffron-500">
            Choose photos
            <input
              type="file"
              accept="image/*"
              multiple
              className="sr-only"
              aria-label="Choose photos"
              onChange={(e) => {
                addFiles(e.target.files);
                e.target.value = '';
              }}
            />
          </label>
        </div>
        <p className="mt-2 text-xs text-stone-500">
          JPEG, PNG or WebP, up to 10 MB · up to {PRODUCT_MEDIAS_MAX} photos · the first is the main one
        </p>
      </div>

      {uploads.length > 0 && (
        <ul className="space-y-1.5" aria-label="Uploads">
          {uploads.map((u) => (
            <li key={u.key} className="rounded-lg border border-stone-200 bg-white p-2 text-xs">
              <div className="flex items-center justify-between gap-2">
                <span className="truncate">{u.name}</span>
                {u.error ? (
                  <button
                    type="button"
                    className="font-semibold text-stone-600 underline"
                    onClick={() => setUploads((all) => all.filter((x) => x.key !== u.key))}
                  >
                    Dismiss
                  </button>
                ) : (
                  <span className="tabular-nums">{Math.round(u.progress * 100)}%</span>
                )}
              </div>
              {u.error ? (
                <p role="alert" className="mt-1 text-red-700">
                  {u.error}
                </p>
              ) : (
                <progress
                  value={u.progress}
                  max={1}
                  aria-label={`Uploading ${u.name}`}
                  className="mt-1 h-1.5 w-full accent-brand-700"
                />
              )}
            </li>
          ))}
        </ul>
      )}

      {medias.length > 0 && (
        <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3" aria-label="Photos">
          {medias.map((m, i) => (
            <li key={m.url} className="rounded-lg border border-stone-200 bg-white p-1.5">
              <div className="relative">
                <img
                  src={m.url}
                  alt={`Photo ${i + 1}`}
                  className="aspect-square w-full rounded-md bg-stone-50 object-contain"
                />
                {i === 0 && (
                  <Badge tone="brand" className="absolute top-1 left-1">
                    Main
                  </Badge>
                )}
              </div>
              <div className="mt-1.5 flex flex-wrap gap-1">
                <button
                  type="button"
                  className={small}
                  disabled={i === 0}
                  onClick={() => move(i, i - 1)}
                  aria-label={`Move photo ${i + 1} left`}
                >
                  ←
                </button>
                <button
                  type="button"
                  className={small}
                  disabled={i === medias.length - 1}
                  onClick={() => move(i, i + 1)}
                  aria-label={`Move photo ${i + 1} right`}
                >
                  →
                </button>
                {i > 0 && (
                  <button type="button" className={small} onClick={() => move(i, 0)}>
                    Set as main
                  </button>
                )}
                <button
                  type="button"
                  className={`${small} text-red-700`}
                  onClick={() => onChange(withMain(medias.filter((_, j) => j !== i)))}
                  aria-label={`Remove photo ${i + 1}`}
                >
                  Remove
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
      {error && (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
