import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { build } from 'esbuild';
import { afterAll, describe, expect, it } from 'vitest';
import { charsByPackage, decodeSegment, gzipByPackage, packageOf } from './js-packages.ts';

describe('decodeSegment', () => {
  it('reads base64 VLQ fields, signs and continuations included', () => {
    expect(decodeSegment('AAAA')).toEqual([0, 0, 0, 0]);
    expect(decodeSegment('SAAS')).toEqual([9, 0, 0, 9]);
    expect(decodeSegment('D')).toEqual([-1]);
    expect(decodeSegment('gBAAgB')).toEqual([16, 0, 0, 16]);
  });
});

describe('packageOf', () => {
  it('names the package of a source path', () => {
    expect(packageOf('../../../../node_modules/react-dom/cjs/react-dom-client.production.js')).toBe(
      'react-dom',
    );
    expect(packageOf('../../node_modules/@tanstack/query-core/build/modern/query.js')).toBe(
      '@tanstack/query-core',
    );
    expect(packageOf('../../node_modules/a/node_modules/b/index.js')).toBe('b');
    expect(packageOf('../../../packages/domain/src/money.ts')).toBe('@pataka/domain');
    expect(packageOf('../../src/app/routes/home.tsx')).toBe('(storefront code)');
  });
});

describe('charsByPackage on a real esbuild bundle', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pataka-js-packages-'));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('charges most of the bundle to the package that wrote most of it', async () => {
    const write = (file: string, text: string) => {
      fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      fs.writeFileSync(path.join(dir, file), text);
    };
    const big = Array.from(
      { length: 200 },
      (_, i) => `export function f${i}(x) { return x * ${i} + "${'z'.repeat(20)}"; }`,
    );
    write('node_modules/big/index.js', big.join('\n'));
    write('node_modules/@s/small/index.js', 'export const small = (x) => x + 1;');
    write(
      'src/main.js',
      'import * as big from "big"; import { small } from "@s/small"; console.log(Object.keys(big).length, small(2));',
    );
    const out = await build({
      entryPoints: [path.join(dir, 'src/main.js')],
      bundle: true,
      minify: true,
      format: 'esm',
      sourcemap: 'external',
      outfile: path.join(dir, 'out/main.js'),
      write: false,
    });
    const code = out.outputFiles.find((f) => f.path.endsWith('.js'))!.text;
    const map = JSON.parse(out.outputFiles.find((f) => f.path.endsWith('.map'))!.text);
    const chars = charsByPackage(code, map);
    const total = [...chars.values()].reduce((a, b) => a + b, 0);
    expect(total).toBe(code.length - (code.match(/\n/g)?.length ?? 0));
    expect(chars.get('big')! / total).toBeGreaterThan(0.9);
    expect(chars.get('@s/small')).toBeGreaterThan(0);
    expect(chars.get('(storefront code)')).toBeGreaterThan(0);

    const shares = gzipByPackage([{ gzipBytes: 1000, code, map }]);
    expect(shares[0]!.pkg).toBe('big');
    expect(shares.reduce((a, s) => a + s.gzipBytes, 0)).toBeCloseTo(1000, 6);
  });
});
