import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { initialScriptUrls, manifestChunks, measureInitialJs, type ViteManifest } from './initial-js.ts';

describe('initialScriptUrls', () => {
  it('takes scripts with a src and modulepreloads, in any attribute order, once each', () => {
    const html = `<head>
      <script type="module" crossorigin src="/assets/entry-a1.js"></script>
      <link rel="modulepreload" crossorigin href="/assets/react-b2.js">
      <link href="/assets/home-c3.js" rel="modulepreload">
      <link rel="stylesheet" href="/assets/app.css">
      <link rel="preload" as="image" href="/media/x.webp">
      <script src="/legal-gate.js"></script>
      <script type="application/ld+json">{"@type":"Store"}</script>
      <script type='module' src='/assets/entry-a1.js'></script>
    </head>`;
    expect(initialScriptUrls(html)).toEqual([
      '/assets/entry-a1.js',
      '/assets/react-b2.js',
      '/assets/home-c3.js',
      '/legal-gate.js',
    ]);
  });

  it("takes everything a server-rendered page's start-up script loads after the first paint", () => {
    const html = `<head><meta name="pataka-page-chunks" content="/assets/home-c3.js /assets/card-d4.js"></head>
      <body><div id="root"></div>
      <script>(function(){function s(){import("/assets/react-b2.js").then(y).then(function(){return import("/assets/entry-a1.js")})}requestAnimationFrame(s)})();</script></body>`;
    expect(initialScriptUrls(html)).toEqual([
      '/assets/react-b2.js',
      '/assets/entry-a1.js',
      '/assets/home-c3.js',
      '/assets/card-d4.js',
    ]);
  });
});

const manifest: ViteManifest = {
  'index.html': { file: 'assets/entry.js', isEntry: true, imports: ['_react.js'] },
  '_react.js': { file: 'assets/react.js' },
  '_shared.js': { file: 'assets/shared.js', imports: ['_react.js'] },
  'src/app/routes/home.tsx': { file: 'assets/home.js', isDynamicEntry: true, imports: ['_shared.js'] },
  'src/app/routes/cart.tsx': { file: 'assets/cart.js', isDynamicEntry: true, imports: ['_shared.js'] },
};

describe('manifestChunks', () => {
  it('follows static imports only, each chunk once', () => {
    expect(manifestChunks(manifest, ['index.html', 'src/app/routes/home.tsx'])).toEqual([
      'assets/entry.js',
      'assets/react.js',
      'assets/home.js',
      'assets/shared.js',
    ]);
  });

  it('refuses a module the build does not know (a renamed route must not shrink the count)', () => {
    expect(() => manifestChunks(manifest, ['src/app/routes/start.tsx'])).toThrow(/not in the build manifest/);
  });
});

describe('measureInitialJs', () => {
  let dir: string | undefined;
  afterEach(() => dir && fs.rmSync(dir, { recursive: true, force: true }));

  it("adds the home route's chunks named by the manifest to those of index.html", () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pataka-initial-js-'));
    fs.mkdirSync(path.join(dir, 'assets'));
    fs.mkdirSync(path.join(dir, '.vite'));
    for (const name of ['entry', 'react', 'shared', 'home', 'cart'])
      fs.writeFileSync(
        path.join(dir, 'assets', `${name}.js`),
        `export const ${name} = "${name.repeat(50)}";`,
      );
    fs.writeFileSync(
      path.join(dir, 'index.html'),
      '<script type="module" src="/assets/entry.js"></script><link rel="modulepreload" href="/assets/react.js">',
    );
    expect(measureInitialJs(dir).files.map((f) => f.file)).toEqual(['/assets/entry.js', '/assets/react.js']);

    fs.writeFileSync(path.join(dir, '.vite', 'manifest.json'), JSON.stringify(manifest));
    const js = measureInitialJs(dir, ['src/app/routes/home.tsx']);
    expect(js.files.map((f) => f.file)).toEqual([
      '/assets/entry.js',
      '/assets/react.js',
      '/assets/home.js',
      '/assets/shared.js',
    ]);
    expect(js.gzipBytes).toBe(js.files.reduce((a, f) => a + f.gzipBytes, 0));
    expect(js.files.every((f) => f.gzipBytes > 0 && f.gzipBytes < f.rawBytes)).toBe(true);
  });
});
