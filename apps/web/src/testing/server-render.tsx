// Server rendering in a test, the way the storefront does it: the HTML from react-dom/server, then
// hydrateRoot over it in the browser. Hydration mismatches ("Hydration failed…", "did not match") reach
// onRecoverableError and console.error; both are collected so a test can say there were none.
import type { ReactElement } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { act } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { onTestFinished, vi } from 'vitest';

export type Hydrated = {
  /** What the server sent. */
  html: string;
  container: HTMLElement;
  /** Recoverable errors (hydration mismatches) and console.error calls during and after hydration. */
  errors: unknown[];
};

/**
 * Renders `app()` to HTML with storage hidden (the server has none), puts the HTML in the page, then
 * hydrates a fresh `app()` over it with storage as the test left it. Unmounted when the test ends.
 */
export async function renderOnServerThenHydrate(app: () => ReactElement): Promise<Hydrated> {
  const html = withoutStorage(() => renderToString(app()));
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);

  const errors: unknown[] = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => void errors.push(args));
  let root: Root | undefined;
  await act(async () => {
    root = hydrateRoot(container, app(), { onRecoverableError: (error) => void errors.push(error) });
  });
  onTestFinished(() => {
    act(() => root?.unmount());
    container.remove();
  });
  return { html, container, errors };
}

/** Runs `render` as on the server: localStorage and sessionStorage are not there. */
function withoutStorage<T>(render: () => T): T {
  const saved = {
    localStorage: Object.getOwnPropertyDescriptor(globalThis, 'localStorage'),
    sessionStorage: Object.getOwnPropertyDescriptor(globalThis, 'sessionStorage'),
  };
  Object.defineProperty(globalThis, 'localStorage', { value: undefined, configurable: true });
  Object.defineProperty(globalThis, 'sessionStorage', { value: undefined, configurable: true });
  try {
    return render();
  } finally {
    for (const [name, descriptor] of Object.entries(saved)) {
      if (descriptor) Object.defineProperty(globalThis, name, descriptor);
    }
  }
}
