// The compiled server must match the sources under test: rebuild it when it is missing or older than any
// of them (the rule `npm start` applies too).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { apiRoot, repoRoot } from '../../../src/paths.ts';

function newestMtime(p: string): number {
  if (!fs.existsSync(p)) return 0;
  const stat = fs.statSync(p);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of fs.readdirSync(p)) newest = Math.max(newest, newestMtime(path.join(p, entry)));
  return newest;
}

const SOURCES = ['apps/api/src', 'apps/api/scripts/build.mjs', 'packages/domain/src', 'packages/ui/src'];

export function apiBuildIsStale(): boolean {
  const built = path.join(apiRoot, 'dist/server.js');
  const builtAt = fs.existsSync(built) ? fs.statSync(built).mtimeMs : 0;
  return SOURCES.some((s) => newestMtime(path.join(repoRoot, s)) > builtAt);
}

export function ensureApiBuild(): void {
  if (!apiBuildIsStale()) return;
  execFileSync(process.execPath, [path.join(apiRoot, 'scripts/build.mjs')], { cwd: repoRoot, stdio: 'pipe' });
}
