// The build stamp (decision 140): scripts/build-stamp.mjs decides when `npm start` rebuilds, and the server
// (lib/build-stamp.ts) refuses a build that is not the stamped production one. Both on a small fake checkout.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BUILDS, staleReason, writeStamp, type Build } from '../../../../scripts/build-stamp.mjs';
import { buildProblem, builtAppProblems, servedBuilds } from './build-stamp.ts';

let root: string;
const web: Build = {
  workspace: 'apps/web',
  label: 'storefront',
  stampDir: 'dist',
  outputs: ['dist/index.html', 'dist-ssr/entry-server.js'],
  sources: ['apps/web/src', 'package-lock.json'],
};

const write = (rel: string, text: string) => {
  const file = path.join(root, rel);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, text);
};
/** What `vite build` leaves: the page template and the server renderer. */
const buildOutputs = (flavour: string) => {
  write('apps/web/dist/index.html', `<html>${flavour}</html>`);
  write('apps/web/dist-ssr/entry-server.js', `export const jsx = '${flavour}';`);
};
const served = () => servedBuilds(toConfig());

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'pataka-stamp-'));
  write('apps/web/src/main.tsx', 'render(<App />);');
  write('package-lock.json', '{"lockfileVersion":3}');
});
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

describe('scripts/build-stamp.mjs', () => {
  it('names every build the server loads, each with its outputs among the files it stamps', () => {
    expect(BUILDS.map((b) => b.workspace)).toEqual(['apps/web', 'apps/admin', 'apps/api']);
    expect(BUILDS.find((b) => b.workspace === 'apps/web')?.outputs).toContain('dist-ssr/entry-server.js');
  });

  it('asks for a build when there is none, and for none right after a production build', () => {
    expect(staleReason(root, web)).toMatch(/no build stamp/);
    buildOutputs('prod');
    expect(staleReason(root, web)).toMatch(/no build stamp/); // built by other means: unknown mode
    const stamp = writeStamp(root, web, { mode: 'production' });
    expect(stamp.mode).toBe('production');
    expect(staleReason(root, web)).toBeNull();
  });

  it('refuses to stamp a development build', () => {
    buildOutputs('dev');
    expect(() => writeStamp(root, web, { mode: 'development' })).toThrow(/NODE_ENV=development/);
    expect(fs.existsSync(path.join(root, 'apps/web/dist/.build-stamp.json'))).toBe(false);
  });

  it('rebuilds a build whose stamp says another mode', () => {
    buildOutputs('dev');
    writeStamp(root, web, { mode: 'production' });
    const file = path.join(root, 'apps/web/dist/.build-stamp.json');
    const stamp = JSON.parse(fs.readFileSync(file, 'utf8'));
    fs.writeFileSync(file, JSON.stringify({ ...stamp, mode: 'development' }));
    expect(staleReason(root, web)).toBe('the last build was made for development');
  });

  it('rebuilds when a bundle was replaced by a bare `vite build` after the stamped one', () => {
    buildOutputs('prod');
    writeStamp(root, web, { mode: 'production' });
    write('apps/web/dist-ssr/entry-server.js', "export const jsx = 'jsxDEV';");
    expect(staleReason(root, web)).toMatch(
      /dist-ssr\/entry-server\.js is not the stamped build's \(replaced\)/,
    );
    fs.rmSync(path.join(root, 'apps/web/dist-ssr'), { recursive: true });
    expect(staleReason(root, web)).toMatch(/\(missing\)/);
  });

  it('rebuilds when a source or the lockfile changes, not when a file is only touched', () => {
    buildOutputs('prod');
    writeStamp(root, web, { mode: 'production' });
    const source = path.join(root, 'apps/web/src/main.tsx');
    fs.utimesSync(source, new Date(), new Date(Date.now() + 60_000));
    expect(staleReason(root, web)).toBeNull();
    write('apps/web/src/main.tsx', 'render(<App strict />);');
    expect(staleReason(root, web)).toBe('its sources changed since the last build');
    writeStamp(root, web, { mode: 'production' });
    write('package-lock.json', '{"lockfileVersion":3,"packages":{}}');
    expect(staleReason(root, web)).toBe('its sources changed since the last build');
    writeStamp(root, web, { mode: 'production' });
    write('apps/web/src/new-route.tsx', 'export {};');
    expect(staleReason(root, web)).toBe('its sources changed since the last build');
  });

  it('writes the stamp into a folder about to be swapped in (the API build)', () => {
    const api: Build = { ...web, workspace: 'apps/api', outputs: ['dist/server.js'] };
    write('apps/api/.dist-1/server.js', 'server();');
    writeStamp(root, api, { mode: 'production', distDir: path.join(root, 'apps/api/.dist-1') });
    fs.renameSync(path.join(root, 'apps/api/.dist-1'), path.join(root, 'apps/api/dist'));
    expect(staleReason(root, api)).toBeNull();
  });
});

describe('the server start check (lib/build-stamp.ts)', () => {
  it('serves a stamped production build, and has nothing to say when nothing is built', () => {
    expect(builtAppProblems(toConfig())).toEqual([]);
    buildOutputs('prod');
    writeStamp(root, web, { mode: 'production' });
    expect(builtAppProblems(toConfig())).toEqual([]);
  });

  it('refuses a build without a stamp, of another mode, or replaced after its stamp', () => {
    const [storefront] = served();
    buildOutputs('dev');
    expect(buildProblem(storefront!)).toMatch(/storefront .* has no build stamp/);

    writeStamp(root, web, { mode: 'production' });
    const file = path.join(root, 'apps/web/dist/.build-stamp.json');
    const stamp = JSON.parse(fs.readFileSync(file, 'utf8'));
    fs.writeFileSync(file, JSON.stringify({ ...stamp, mode: 'development' }));
    expect(buildProblem(storefront!)).toMatch(/was built for development, not production/);

    fs.writeFileSync(file, JSON.stringify(stamp));
    expect(buildProblem(storefront!)).toBeNull();
    write('apps/web/dist-ssr/entry-server.js', "export const jsx = 'jsxDEV';");
    expect(buildProblem(storefront!)).toMatch(/entry-server\.js is not the stamped production build/);
    expect(builtAppProblems(toConfig())).toHaveLength(1);
  });
});

function toConfig() {
  return {
    webDistDir: path.join(root, 'apps/web/dist'),
    webSsrEntry: path.join(root, 'apps/web/dist-ssr/entry-server.js'),
    adminDistDir: path.join(root, 'apps/admin/dist'),
  };
}
