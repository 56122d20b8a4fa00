// Fly-to-cart (§2): a clone of the product image flies on a curve into the header's cart icon.
// 1 s in all, reaching the icon at 720 ms (domain TIMINGS), then the icon bounces. Web Animations API.
import { TIMINGS } from '@pataka/domain/limits';
import { prefersReducedMotion } from '../hooks/use-media-query.ts';
import { CART_ICON_ID } from './cart-icon.ts';

export { CART_ICON_ID };

/** Starts the flight from `source` (the product image). Resolves when it has finished; never throws. */
export function flyToCart(source: Element | null | undefined): Promise<void> {
  const target = document.getElementById(CART_ICON_ID);
  if (!source || !target || prefersReducedMotion() || typeof source.animate !== 'function') {
    return Promise.resolve();
  }
  const from = source.getBoundingClientRect();
  const to = target.getBoundingClientRect();
  if (from.width === 0 || to.width === 0) return Promise.resolve();

  const size = Math.min(from.width, from.height, 120);
  const clone = document.createElement('div');
  const image = source instanceof HTMLImageElement ? source.currentSrc || source.src : '';
  Object.assign(clone.style, {
    position: 'fixed',
    left: `${from.left + from.width / 2 - size / 2}px`,
    top: `${from.top + from.height / 2 - size / 2}px`,
    width: `${size}px`,
    height: `${size}px`,
    borderRadius: '9999px',
    background: image ? `center / cover no-repeat url("${image}") #fff` : '#f98f07',
    boxShadow: '0 8px 24px rgb(0 0 0 / .25)',
    zIndex: '80',
    pointerEvents: 'none',
  });
  clone.setAttribute('aria-hidden', 'true');
  document.body.append(clone);

  const dx = to.left + to.width / 2 - (from.left + from.width / 2);
  const dy = to.top + to.height / 2 - (from.top + from.height / 2);
  const reach = TIMINGS.flyToCartReachMs / TIMINGS.flyToCartMs;
  // A curve: up and across first, then down into the icon (a quadratic path sampled as keyframes).
  const lift = Math.min(-80, dy / 2 - 120);
  const frames: Keyframe[] = [];
  for (let i = 0; i <= 8; i++) {
    const t = i / 8;
    const x = dx * t;
    const y = 2 * (1 - t) * t * lift + t * t * dy;
    const scale = 1 - 0.8 * t;
    frames.push({ transform: `translate(${x}px, ${y}px) scale(${scale})`, opacity: 1, offset: t * reach });
  }
  frames.push({ transform: `translate(${dx}px, ${dy}px) scale(0.1)`, opacity: 0, offset: 1 });

  const flight = clone.animate(frames, { duration: TIMINGS.flyToCartMs, easing: 'linear', fill: 'forwards' });
  const bump = setTimeout(() => {
    target.animate([{ transform: 'scale(1)' }, { transform: 'scale(1.3)' }, { transform: 'scale(1)' }], {
      duration: TIMINGS.flyToCartMs - TIMINGS.flyToCartReachMs,
    });
  }, TIMINGS.flyToCartReachMs);

  return flight.finished
    .catch(() => undefined)
    .then(() => {
      clearTimeout(bump);
      clone.remove();
    });
}
