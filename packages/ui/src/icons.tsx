// Inline SVG icons shared by the storefront and the console (no icon library: every byte of initial
// JS counts). 24×24 stroke icons inherit currentColor; pass `className` for size. Decorative by
// default — label the button, not the icon. Icons only one app uses live in that app, built with
// `strokeIcon` / `solidIcon` from here.
import type { ReactNode, SVGProps } from 'react';

export type IconProps = SVGProps<SVGSVGElement>;

/** Adds the icon's own class to the caller's (size, colour). */
const withClass = (own: string, className: string | undefined) => (className ? `${own} ${className}` : own);

// The stroke look (no fill, round 2 px strokes) is one rule in icons.css, not five attributes on every
// <svg>: a page draws dozens of icons and its HTML has a budget (DESIGN.md: / ≤ 100 KB). width/height stay
// as the size where no class sets one. No focusable="false": it was for Internet Explorer.
export function strokeIcon(paths: ReactNode, displayName: string) {
  const Icon = ({ className, ...props }: IconProps) => (
    <svg
      viewBox="0 0 24 24"
      width="24"
      height="24"
      aria-hidden="true"
      {...props}
      className={withClass('icon', className)}
    >
      {paths}
    </svg>
  );
  Icon.displayName = displayName;
  return Icon;
}

export function solidIcon(d: string, displayName: string) {
  const Icon = (props: IconProps) => (
    <svg viewBox="0 0 24 24" width="24" height="24" fill="currentColor" aria-hidden="true" {...props}>
      <path d={d} />
    </svg>
  );
  Icon.displayName = displayName;
  return Icon;
}

export const MenuIcon = /* @__PURE__ */ strokeIcon(<path d="M4 6h16M4 12h16M4 18h16" />, 'MenuIcon');
export const CloseIcon = /* @__PURE__ */ strokeIcon(<path d="M18 6 6 18M6 6l12 12" />, 'CloseIcon');
export const SearchIcon = /* @__PURE__ */ strokeIcon(
  <>
    <circle cx="11" cy="11" r="7" />
    <path d="m20 20-3.5-3.5" />
  </>,
  'SearchIcon',
);
export const ChevronLeftIcon = /* @__PURE__ */ strokeIcon(<path d="m15 18-6-6 6-6" />, 'ChevronLeftIcon');
export const PlusIcon = /* @__PURE__ */ strokeIcon(<path d="M12 5v14M5 12h14" />, 'PlusIcon');
export const MinusIcon = /* @__PURE__ */ strokeIcon(<path d="M5 12h14" />, 'MinusIcon');
