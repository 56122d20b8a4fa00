// The server's side of the build stamp that every `npm run build` leaves in each app's dist/ (written by
// scripts/build-stamp.mjs, decision 140): the storefront and the console are served only as the production
// build they were stamped as. A development bundle under a production server fails on its first page
// ("jsxDEV is not a function"); a clear refusal at start names the cause instead.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Config } from '../config.ts';

export const STAMP_FILE = '.build-stamp.json';

type Stamp = { mode?: string; outputs?: Record<string, string | null> };

/** A built app as the server loads it: its dist folder and, per stamp key, the file it reads. */
export type ServedBuild = { label: string; distDir: string; files: Record<string, string> };

export function servedBuilds(
  config: Pick<Config, 'webDistDir' | 'webSsrEntry' | 'adminDistDir'>,
): ServedBuild[] {
  return [
    {
      label: 'storefront',
      distDir: config.webDistDir,
      files: {
        'dist/index.html': path.join(config.webDistDir, 'index.html'),
        'dist-ssr/entry-server.js': config.webSsrEntry,
      },
    },
    {
      label: 'staff console',
      distDir: config.adminDistDir,
      files: { 'dist/index.html': path.join(config.adminDistDir, 'index.html') },
    },
  ];
}

const sha256 = (file: string) => createHash('sha256').update(fs.readFileSync(file)).digest('hex');

/** Why this build must not be served (a sentence), or null. An app that is not built at all is not a problem here. */
export function buildProblem(build: ServedBuild): string | null {
  const present = Object.entries(build.files).filter(([, file]) => fs.existsSync(file));
  if (!present.length) return null;
  let stamp: Stamp;
  try {
    stamp = JSON.parse(fs.readFileSync(path.join(build.distDir, STAMP_FILE), 'utf8')) as Stamp;
  } catch {
    return `the ${build.label} in ${build.distDir} has no build stamp: it was not made by \`npm run build\``;
  }
  if (stamp.mode !== 'production') {
    return `the ${build.label} in ${build.distDir} was built for ${String(stamp.mode)}, not production`;
  }
  for (const [key, file] of present) {
    if (stamp.outputs?.[key] !== sha256(file)) {
      return `${file} is not the stamped production build of the ${build.label} (made over it by other means)`;
    }
  }
  return null;
}

export function builtAppProblems(config: Pick<Config, 'webDistDir' | 'webSsrEntry' | 'adminDistDir'>) {
  return servedBuilds(config)
    .map(buildProblem)
    .filter((p): p is string => p !== null);
}
