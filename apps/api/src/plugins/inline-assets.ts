// A page's render-blocking files, written into the page itself: on a phone 150 ms away, each
// stylesheet or classic script in <head> is one more round trip before anything paints; and the app's
// entry, run after the first paint. Inline scripts run only with their hash in the Content-Security-Policy,
// which the page reply carries.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export type InlinedTemplate = { html: string; scriptHashes: string[] };

const MODULE_ENTRY = /<script type="module" crossorigin src="(\/[^"]+\.js)"><\/script>/;
/** What the entry imports statically: Vite names each chunk in a modulepreload link after the entry. */
const ENTRY_PRELOAD = /<link rel="modulepreload" crossorigin href="(\/[^"]+\.js)">\s*/g;
const STYLESHEET = /<link rel="stylesheet"(?: crossorigin)? href="(\/[^"]+\.css)"\s*\/?>/g;
const CLASSIC_SCRIPT = /<script src="(\/[^"]+\.js)"><\/script>/g;

/** The template with its stylesheets and classic (blocking) scripts inlined from the built folder. */
export function inlineBlockingAssets(template: string, root: string): InlinedTemplate {
  const read = (href: string) => {
    const file = path.join(root, path.normalize(href));
    return file.startsWith(root) && fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : null;
  };
  const scriptHashes: string[] = [];
  const html = template
    .replace(STYLESHEET, (tag, href: string) => {
      const css = read(href);
      // data-href: the storefront's renderer inlines only the rules a page uses and links the rest
      // from here (apps/web ssr/css-subset.ts, decision 147).
      return css === null
        ? tag
        : `<style data-href="${href}">${css.replace(/<\/style/gi, '<\\/style')}</style>`;
    })
    .replace(CLASSIC_SCRIPT, (tag, href: string) => {
      const js = read(href);
      if (js === null || /<\/script/i.test(js)) return tag;
      scriptHashes.push(`sha256-${createHash('sha256').update(js).digest('base64')}`);
      return `<script>${js}</script>`;
    });
  return paintBeforeHydrating({ html, scriptHashes });
}

/**
 * The app's scripts start after the page's first paint, not before. The server's HTML is the page: on a
 * phone, the 110 KB entry would otherwise download alongside the HTML's own pictures and (from cache, on a
 * second visit) run before the HTML is painted. After the first frame, this fetches the page's own chunks
 * (listed by the renderer in <meta name="pataka-page-chunks">), the entry's own imports and the entry
 * together, and the entry hydrates.
 *
 * The entry's imports (React's chunk: apps/web vite.config.ts) are run first, each in its own task, then
 * the entry: evaluating all of it at once was one task of 100–290 ms at 4× CPU (issue 30), which a tap
 * waits behind; run apart, the browser can answer one between them (decision 147, addendum).
 */
function paintBeforeHydrating({ html, scriptHashes }: InlinedTemplate): InlinedTemplate {
  const entry = MODULE_ENTRY.exec(html)?.[1];
  if (!entry) return { html, scriptHashes };
  const first = [...html.matchAll(ENTRY_PRELOAD)].map((m) => m[1]!);
  // Each import in a task of its own: a timer between them lets the browser run a tap or a frame.
  const chain = [...first, entry]
    .map((url, i) =>
      i === 0
        ? `import(${JSON.stringify(url)})`
        : `.then(y).then(function(){return import(${JSON.stringify(url)})})`,
    )
    .join('');
  const boot =
    '(function(){function s(){' +
    'var m=document.querySelector(\'meta[name="pataka-page-chunks"]\');' +
    `(m?m.content.split(' '):[]).concat(${JSON.stringify(first)}).forEach(function(h){if(!h)return;` +
    "var l=document.createElement('link');l.rel='modulepreload';l.crossOrigin='';l.href=h;document.head.appendChild(l)});" +
    'var y=function(){return new Promise(function(r){setTimeout(r,0)})};' +
    `${chain}}` +
    "if(document.visibilityState==='hidden')s();else requestAnimationFrame(function(){setTimeout(s,0)})})();";
  return {
    html: html
      .replace(MODULE_ENTRY, '')
      .replace(ENTRY_PRELOAD, '')
      .replace('</body>', `<script>${boot}</script></body>`),
    scriptHashes: [...scriptHashes, `sha256-${createHash('sha256').update(boot).digest('base64')}`],
  };
}
