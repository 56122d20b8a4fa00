// The browser tab's title, the same on both sides: the server writes it into <title>, usePageMeta sets it
// after a client-side navigation. Kept apart from ssr/ so the browser bundle does not load the server's
// head-building code (and the schemas it pulls in) for one line.

/** `<title> | <shop>`, unless the title names the shop already; the bare title while the shop is unknown. */
export function documentTitle(title: string, shopName: string | null | undefined): string {
  const shop = shopName?.trim();
  return !shop || title.includes(shop) ? title : `${title} | ${shop}`;
}
