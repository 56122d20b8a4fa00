import { Link } from 'react-router';
import { paths } from '../../config/paths.ts';

export const TAGLINE = 'Be Unique Be With Unique';

/** The shop's mark: an inline SVG burst (no request, no layout shift) or the shop's own logo image. */
export function LogoMark({ src, className = 'size-10' }: { src?: string | null; className?: string }) {
  if (src)
    return (
      <img src={src} alt="" width={40} height={40} className={`${className} rounded-full object-contain`} />
    );
  return (
    <svg viewBox="0 0 48 48" className={className} aria-hidden="true">
      <circle cx="24" cy="24" r="23" fill="#8e1a22" />
      <g stroke="#ffc24a" strokeWidth="3" strokeLinecap="round">
        <path d="M24 8v7M24 33v7M8 24h7M33 24h7M12.7 12.7l5 5M30.3 30.3l5 5M12.7 35.3l5-5M30.3 17.7l5-5" />
      </g>
      <circle cx="24" cy="24" r="5" fill="#fff8eb" />
    </svg>
  );
}

export function Logo({
  name,
  logo,
  compact = false,
}: {
  name: string;
  logo?: string | null;
  /** Smaller mark once the header has shrunk. */
  compact?: boolean;
}) {
  return (
    <Link to={paths.home.getHref()} className="flex min-w-0 items-center gap-2.5">
      <LogoMark
        src={logo}
        className={`shrink-0 transition-[width,height] ${compact ? 'size-9' : 'size-10 lg:size-12'}`}
      />
      <span className="min-w-0 leading-tight">
        <span className="block truncate text-lg font-extrabold tracking-tight text-brand-800 lg:text-xl">
          {name}
        </span>
        <span className="block truncate text-[11px] font-semibold tracking-wide text-saffron-700 lg:text-xs">
          {TAGLINE}
        </span>
      </span>
    </Link>
  );
}
