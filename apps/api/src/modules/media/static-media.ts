// The pictures shipped with the storefront (the seed's product art, logos), read from disk by the API to
// rasterise them. They live in the built storefront (WEB_DIST_DIR/media, copied there by Vite from
// apps/web/public/media); a checkout that has not built the storefront (tests, `npm run dev`) still has
// the source folder, so both are tried, the built one first.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { repoRoot } from '../../paths.ts';

/** `/media/<tenant>/<folders…>/<name>.<ext>`: one to three lower-case segments, no dots but the extension. */
const STATIC_URL =
  /^\/media\/([a-z0-9][a-z0-9-]{0,62})\/((?:[a-z0-9][a-z0-9-]{0,100}\/){0,2}[a-z0-9][a-z0-9-]{0,100}\.(?:svg|png|jpe?g|webp))$/;

export type StaticMedia = {
  /** The file at `/media/<url path>` in the first root that has it, or null. */
  readUrl(url: string): Promise<Buffer | null>;
};

const isMissing = (err: unknown) => {
  const code = (err as NodeJS.ErrnoException).code;
  return code === 'ENOENT' || code === 'ENOTDIR' || code === 'EISDIR';
};

/** The folders holding `<tenant>/…` media, most authoritative first. */
export function staticMediaRoots(webDistDir: string): string[] {
  const roots = [path.join(webDistDir, 'media'), path.join(repoRoot, 'apps/web/public/media')];
  return [...new Set(roots.map((r) => path.resolve(r)))];
}

export function staticMedia(roots: readonly string[]): StaticMedia {
  return {
    async readUrl(url) {
      const match = STATIC_URL.exec(url);
      if (!match) return null;
      const parts = [match[1]!, ...match[2]!.split('/')];
      for (const root of roots) {
        const file = path.join(root, ...parts);
        // The pattern already rules out '..'; this keeps it true whatever the pattern becomes.
        if (!file.startsWith(root + path.sep)) return null;
        try {
          return await readFile(file);
        } catch (err) {
          if (!isMissing(err)) throw err;
        }
      }
      return null;
    },
  };
}
