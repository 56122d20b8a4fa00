// Folders the API reads at run time (migrations, the built storefront and console). This module runs from
// apps/api/src under tsx and the tests, and bundled into apps/api/dist/*.js under plain node, so
// import.meta.dirname differs between the two; the package's own package.json is the fixed point both share.
import fs from 'node:fs';
import path from 'node:path';

function findApiRoot(from: string): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    const manifest = path.join(dir, 'package.json');
    if (fs.existsSync(manifest)) {
      const { name } = JSON.parse(fs.readFileSync(manifest, 'utf8')) as { name?: string };
      if (name === '@pataka/api') return dir;
    }
    if (path.dirname(dir) === dir) throw new Error(`apps/api/package.json not found above ${from}`);
  }
}

/** apps/api: the folder holding src/, dist/ and drizzle/. */
export const apiRoot = findApiRoot(import.meta.dirname);
/** The monorepo root: apps/web/dist and apps/admin/dist are found from here. */
export const repoRoot = path.resolve(apiRoot, '../..');
/** drizzle-kit's SQL migrations and their journal (meta/_journal.json). */
export const migrationsFolder = path.join(apiRoot, 'drizzle');
