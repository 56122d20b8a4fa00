// Which UI runtime a built storefront ships. The storefront is real React (DESIGN.md, issue 13): a build
// that falls back to Preact (an alias left in vite.config.ts) must fail CI, as must one without React.
import fs from 'node:fs';
import path from 'node:path';

/**
 * react-dom marks the root container with `__reactContainer$<random>` (createRoot and hydrateRoot, in
 * its development and production builds alike, since React 17); minifiers keep the string literal.
 */
export const REACT_DOM_MARKER = '__reactContainer$';

/**
 * Preact's bundled code no longer says "preact", but every Preact VNode is created with the same
 * shape of (pre-mangled) private fields, which no other library uses.
 */
export const PREACT_VNODE_MARKER = /__k:null,__:null,__b:0/;

export type RuntimeCheck = { jsFiles: number; reactIn: string[]; preactIn: string[] };

function jsFilesUnder(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((f) => /\.m?js$/.test(f));
}

/**
 * Scans every JavaScript file of a client build for react-dom and for Preact (by name, by its VNode
 * shape, and by the source paths of its source maps and manifest when the build has them).
 */
export function checkRuntime(distDir: string): RuntimeCheck {
  const files = jsFilesUnder(distDir);
  const reactIn: string[] = [];
  const preactIn: string[] = [];
  for (const rel of files) {
    const code = fs.readFileSync(path.join(distDir, rel), 'utf8');
    if (code.includes(REACT_DOM_MARKER)) reactIn.push(rel);
    const map = path.join(distDir, `${rel}.map`);
    const extra = fs.existsSync(map) ? fs.readFileSync(map, 'utf8') : '';
    if (/preact/i.test(code) || PREACT_VNODE_MARKER.test(code) || /node_modules\/preact\//.test(extra))
      preactIn.push(rel);
  }
  const manifest = path.join(distDir, '.vite', 'manifest.json');
  if (fs.existsSync(manifest) && /node_modules\/preact\//.test(fs.readFileSync(manifest, 'utf8')))
    preactIn.push('.vite/manifest.json');
  return { jsFiles: files.length, reactIn, preactIn };
}
