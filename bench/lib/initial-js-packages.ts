import fs from 'node:fs';
import path from 'node:path';
import type { JsFile } from '../initial-js.ts';
import { gzipByPackage } from './js-packages.ts';

/** `index-Dw6XG9zo.js` → `index`: Rollup's `[name]-[hash]` file names without the hash. */
const chunkName = (file: string) => path.basename(file).replace(/-[\w-]{8}\.js$/, '');

/**
 * The file in mapsDir holding the same chunk: the same name, or (when the sources changed between the
 * two builds, so the hashes differ) the one file with the same chunk name.
 */
function sameChunk(file: string, mapsDir: string): { path: string; exact: boolean } | null {
  const exact = path.join(mapsDir, file.replace(/^\//, ''));
  if (fs.existsSync(`${exact}.map`)) return { path: exact, exact: true };
  const dir = path.dirname(exact);
  const similar = fs.existsSync(dir)
    ? fs
        .readdirSync(dir)
        .filter(
          (f) =>
            f.endsWith('.js') &&
            chunkName(f) === chunkName(file) &&
            fs.existsSync(path.join(dir, `${f}.map`)),
        )
    : [];
  return similar.length === 1 ? { path: path.join(dir, similar[0]!), exact: false } : null;
}

/**
 * Gzip bytes per npm package over the initial files, from a build folder holding `<file>.map` beside
 * each file (the served build's own maps, or a second build of the same code with maps). Files without
 * a map are counted whole as "(no source map)".
 */
export function initialJsByPackage(files: JsFile[], mapsDir: string) {
  const mapped: Parameters<typeof gzipByPackage>[0] = [];
  let unmapped = 0;
  let byNameOnly = 0;
  for (const f of files) {
    const chunk = sameChunk(f.file, mapsDir);
    if (!chunk) {
      unmapped += f.gzipBytes;
      continue;
    }
    if (!chunk.exact) byNameOnly++;
    mapped.push({
      gzipBytes: f.gzipBytes,
      code: fs.readFileSync(chunk.path, 'utf8'),
      map: JSON.parse(fs.readFileSync(`${chunk.path}.map`, 'utf8')) as {
        sources: string[];
        mappings: string;
      },
    });
  }
  const packages = gzipByPackage(mapped);
  if (unmapped) packages.push({ pkg: '(no source map)', gzipBytes: unmapped });
  return { packages, byNameOnly };
}
