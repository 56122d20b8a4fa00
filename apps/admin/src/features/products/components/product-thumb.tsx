export function ProductThumb({ src, className = 'size-12' }: { src: string | null; className?: string }) {
  return src ? (
    <img
      src={src}
      alt=""
      width={48}
      height={48}
      loading="lazy"
      decoding="async"
      className={`${className} shrink-0 rounded-lg border border-stone-200 bg-stone-50 object-contain`}
    />
  ) : (
    <span
      aria-hidden="true"
      className={`${className} flex shrink-0 items-center justify-center rounded-lg border border-dashed border-stone-300 bg-stone-50 text-[10px] text-stone-400`}
    >
      No photo
    </span>
  );
}
