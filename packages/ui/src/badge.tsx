import type { ReactNode } from 'react';

const TONES = {
  brand: 'bg-brand-700 text-white',
  saffron: 'bg-saffron-500 text-brand-950',
  green: 'bg-green-700 text-white',
  red: 'bg-red-600 text-white',
  neutral: 'bg-stone-200 text-stone-800',
} as const;

export type BadgeTone = keyof typeof TONES;

export function Badge({
  tone = 'brand',
  className = '',
  children,
}: {
  tone?: BadgeTone;
  className?: string;
  children: ReactNode;
}) {
  return (
    <span className={className ? `badge ${TONES[tone]} ${className}` : `badge ${TONES[tone]}`}>
      {children}
    </span>
  );
}

/** The small count bubble on header icons (cart, favourites). */
export function CountBubble({ children, label }: { children: ReactNode; label?: string }) {
  return (
    <span
      className="absolute -top-1.5 -right-2 min-w-5 rounded-full bg-saffron-500 px-1 text-center text-[11px] leading-5 font-bold text-brand-950 tabular-nums"
      aria-label={label}
    >
      {children}
    </span>
  );
}
