// A page's render-blocking files, written into the page itself: on a phone 150 ms away, each
// stylesheet or classic script in <head> is one more round trip before anything paints. Inline scripts
// run only with their hash in the Content-Security-Policy, which the page reply carries.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export type InlinedTemplate = { html: string; scriptHashes: string[] };

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
      return css === null ? tag : `<style>${css.replace(/<\/style/gi, '<\\/style')}</style>`;
    })
    .replace(CLASSIC_SCRIPT, (tag, href: string) => {
      const js = read(href);
      if (js === null || /<\/script/i.test(js)) return tag;
      scriptHashes.push(`sha256-${createHash('sha256').update(js).digest('base64')}`);
      return `<script>${js}</script>`;
    });
  return { html, scriptHashes };
}
