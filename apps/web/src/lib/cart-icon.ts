/**
 * The header renders its cart icon with this id and the fly-to-cart animation flies to it. Its own tiny
 * module so the header does not pull the animation code into the initial bundle.
 */
export const CART_ICON_ID = 'header-cart-icon';
