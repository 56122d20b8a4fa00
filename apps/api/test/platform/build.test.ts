// The production build: apps/api/dist/*.js run by plain node, our code and @pataka/* bundled, every npm
// package loaded from node_modules, and run-time folders (migrations) found from dist/ as from src/.
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiRoot, migrationsFolder, repoRoot } from '../../src/paths.ts';

const dist = path.join(apiRoot, 'dist');
function node(args: string[], env: NodeJS.ProcessEnv = {}) {
  const vars = { ...process.env, ...env };
  delete vars.DATABASE_URL; // these tools run on the PGlite folder given as DATA_DIR
  return execFileSync(process.execPath, args, { cwd: repoRoot, env: vars, encoding: 'utf8' });
}
const outputs = () =>
  fs
    .readdirSync(dist, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.js'))
    .map((f) => path.join(dist, f));

let buildLog: string;
beforeAll(() => {
  buildLog = node([path.join(apiRoot, 'scripts/build.mjs')]);
}, 60_000);

describe('npm run build -w apps/api', () => {
  it('writes the server and the command-line tools with their source maps', () => {
    expect(buildLog).toMatch(/Built the API in \d+ ms: dist\/server\.js/);
    for (const entry of ['server', 'admin', 'seed']) {
      expect(fs.existsSync(path.join(dist, `${entry}.js`))).toBe(true);
      expect(fs.existsSync(path.join(dist, `${entry}.js.map`))).toBe(true);
    }
    expect(fs.readdirSync(apiRoot).filter((f) => f.startsWith('.dist-'))).toEqual([]);
  });

  it('bundles only our sources and the workspace packages; npm packages stay imports', () => {
    // A map names its sources relative to its own folder (dist/ or dist/chunks/).
    const sources = outputs().flatMap((file) =>
      (JSON.parse(fs.readFileSync(`${file}.map`, 'utf8')) as { sources: string[] }).sources.map((s) =>
        path.relative(repoRoot, path.resolve(path.dirname(file), s)),
      ),
    );
    const outside = sources.filter(
      (s) => !s.startsWith('apps/api/src/') && !/^packages\/[^/]+\/src\//.test(s),
    );
    expect(outside).toEqual([]);
    expect(sources.some((s) => s.includes('packages/domain/src/'))).toBe(true);
    const code = outputs()
      .map((f) => fs.readFileSync(f, 'utf8'))
      .join('\n');
    expect(code).not.toMatch(/from ["']@pataka\//);
    for (const pkg of ['fastify', 'sharp', 'tesseract.js', '@electric-sql/pglite', 'pdfkit'])
      expect(code).toContain(`from "${pkg}"`);
  });

  it('runs on plain node: the admin tool migrates a fresh folder from apps/api/drizzle, then answers', () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pataka-build-'));
    try {
      const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, NODE_ENV: 'development' };
      delete env.DATABASE_URL;
      const list = spawnSync(
        process.execPath,
        ['--enable-source-maps', path.join(dist, 'admin.js'), 'list', '--tenant', 'nosuchshop'],
        { cwd: repoRoot, env, encoding: 'utf8' },
      );
      // Querying the shop at all needs the migrated schema: the tool found the migrations from dist/.
      expect(list.stderr).toContain('No shop "nosuchshop" in this database.');
      expect(list.status).toBe(1);
      expect(node([path.join(dist, 'admin.js'), 'help'])).toContain('npm run admin -- list');
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);

  it('finds apps/api from src/ as it does from dist/', () => {
    expect(apiRoot).toBe(path.join(repoRoot, 'apps/api'));
    expect(fs.existsSync(path.join(migrationsFolder, 'meta/_journal.json'))).toBe(true);
  });
});
