/** A grey placeholder that holds the exact space of content still loading (keeps CLS at zero). */
export function Skeleton({ className = '' }: { className?: string }) {
  return (
    <div
      className={`animate-pulse rounded-md bg-stone-200 motion-reduce:animate-none ${className}`}
      aria-hidden="true"
    />
  );
}
