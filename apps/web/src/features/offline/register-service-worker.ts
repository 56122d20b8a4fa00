// Installs the storefront's service worker (apps/web/src/sw, decision 131) once the page has loaded and the
// browser is idle: it never competes with the first paint. entry-client.tsx imports this file lazily, so
// none of it is in the initial JavaScript. Each page then tells the worker its shop, so the worker files
// pages and reads under the right one and fetches that shop's product list and shell ahead.
import { getTenant } from '../../config/env.ts';

async function register() {
  try {
    await navigator.serviceWorker.register('/sw.js', { scope: '/' });
    const ready = await navigator.serviceWorker.ready;
    ready.active?.postMessage({ type: 'pataka:tenant', tenant: getTenant() });
  } catch {
    // No worker (private mode, an old browser, a blocked script): the shop works online as before.
  }
}

export function registerServiceWorker() {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const whenIdle = () =>
    'requestIdleCallback' in window
      ? requestIdleCallback(() => void register(), { timeout: 5000 })
      : setTimeout(() => void register(), 1000);
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}
