import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { checkRuntime } from './runtime-markers.ts';

describe('checkRuntime', () => {
  let dir: string | undefined;
  afterEach(() => dir && fs.rmSync(dir, { recursive: true, force: true }));

  function dist(files: Record<string, string>) {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pataka-runtime-'));
    for (const [file, text] of Object.entries(files)) {
      fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      fs.writeFileSync(path.join(dir, file), text);
    }
    return dir;
  }

  it('finds react-dom by its root-container marker and no Preact', () => {
    const r = checkRuntime(
      dist({ 'assets/react-a.js': 'var k="__reactContainer$"+Math.random();', 'assets/app-b.js': 'x()' }),
    );
    expect(r).toEqual({ jsFiles: 2, reactIn: ['assets/react-a.js'], preactIn: [] });
  });

  it('finds Preact by name, by the shape of its VNodes, or by the source paths of its source map', () => {
    expect(checkRuntime(dist({ 'assets/a.js': 'import"preact/hooks"' })).preactIn).toEqual(['assets/a.js']);
    const vnode = 'function v(n,e){var u={type:n,props:e,__k:null,__:null,__b:0,__e:null,__c:null};return u}';
    expect(checkRuntime(dist({ 'assets/c.js': vnode })).preactIn).toEqual(['assets/c.js']);
    const r = checkRuntime(
      dist({
        'assets/b.js': 'function h(n,l){}',
        'assets/b.js.map': '{"sources":["../../node_modules/preact/dist/preact.mjs"]}',
      }),
    );
    expect(r).toEqual({ jsFiles: 1, reactIn: [], preactIn: ['assets/b.js'] });
  });
});
