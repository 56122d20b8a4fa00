import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import vm from 'node:vm';
import { describe, expect, it } from 'vitest';
import { inlineBlockingAssets } from './inline-assets.ts';

// As Vite writes it when the entry imports React's chunk (apps/web vite.config.ts manualChunks).
const TEMPLATE = `<!doctype html><html><head>
<script type="module" crossorigin src="/assets/index-A1.js"></script>
<link rel="modulepreload" crossorigin href="/assets/react-B2.js">
</head><body><div id="root"></div></body></html>`;

const bootOf = (html: string) => /<script>(\(function\(\)\{function s[\s\S]*?)<\/script>/.exec(html)![1]!;

describe('the start-up script', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'pataka-inline-'));
  const { html, scriptHashes } = inlineBlockingAssets(TEMPLATE, root);

  it("takes the entry and its imports out of the head, and is allowed by the page's CSP hash", () => {
    expect(html).not.toContain('<script type="module"');
    expect(html).not.toContain('rel="modulepreload"');
    const boot = bootOf(html);
    expect(scriptHashes).toContain(`sha256-${createHash('sha256').update(boot).digest('base64')}`);
  });

  it("runs the entry's imports first, each in a task of its own, then the entry, after the first frame", async () => {
    const boot = bootOf(html);
    const events: string[] = [];
    const timers: Array<() => void> = [];
    const frames: Array<() => void> = [];
    const appended: string[] = [];
    const context = vm.createContext({
      Promise,
      document: {
        visibilityState: 'visible',
        querySelector: () => ({ content: '/assets/home-C3.js' }),
        createElement: () => ({}),
        head: { appendChild: (l: { href: string; rel: string }) => appended.push(`${l.rel} ${l.href}`) },
      },
      requestAnimationFrame: (f: () => void) => frames.push(f),
      setTimeout: (f: () => void) => timers.push(f),
      load: (url: string) => {
        events.push(`import ${url}`);
        return Promise.resolve({});
      },
    });
    vm.runInContext(boot.replaceAll('import(', 'load('), context);
    expect(events).toEqual([]); // nothing before the first frame
    frames.shift()!();
    const task = async () => {
      events.push('task');
      timers.shift()!();
      await new Promise((r) => setImmediate(r));
    };
    await task(); // the frame's timer: preloads, then React's chunk
    expect(appended).toEqual(['modulepreload /assets/home-C3.js', 'modulepreload /assets/react-B2.js']);
    await task(); // the next task: the entry
    expect(timers).toEqual([]);
    expect(events).toEqual(['task', 'import /assets/react-B2.js', 'task', 'import /assets/index-A1.js']);
  });
});
