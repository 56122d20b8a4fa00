// Which npm packages make up a built JavaScript file, from its source map: every generated character
// is charged to the source file of the mapping segment it falls in, and that file to its package.
// Gzip bytes are then shared out in proportion (an estimate: some code compresses better than other).

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const DIGIT = new Map([...BASE64].map((c, i) => [c, i]));

/** The fields of one mapping segment ("AAAA,SAAS"), each relative to the previous segment's. */
export function decodeSegment(segment: string): number[] {
  const out: number[] = [];
  let value = 0;
  let shift = 0;
  for (const c of segment) {
    const digit = DIGIT.get(c);
    if (digit === undefined) throw new Error(`not base64 VLQ: "${segment}"`);
    value += (digit & 31) << shift;
    if (digit & 32) {
      shift += 5;
      continue;
    }
    out.push(value & 1 ? -(value >>> 1) : value >>> 1);
    value = 0;
    shift = 0;
  }
  return out;
}

/** The package a source path belongs to: the last node_modules/<name>, a workspace package, or the app. */
export function packageOf(source: string): string {
  const normalized = source.replace(/\\/g, '/');
  const nm = normalized.lastIndexOf('node_modules/');
  if (nm >= 0) {
    const [first, second] = normalized.slice(nm + 'node_modules/'.length).split('/');
    return first?.startsWith('@') ? `${first}/${second}` : (first ?? source);
  }
  const workspace = normalized.match(/(?:^|\/)packages\/([^/]+)\//);
  if (workspace) return `@pataka/${workspace[1]}`;
  if (normalized.startsWith('\0') || normalized.includes('vite/')) return '(vite runtime)';
  return '(storefront code)';
}

type SourceMap = { sources: string[]; mappings: string };

/** Generated characters per package for one file and its source map (a plain map, not an index map). */
export function charsByPackage(code: string, map: SourceMap): Map<string, number> {
  const out = new Map<string, number>();
  const charge = (pkg: string, n: number) => n > 0 && out.set(pkg, (out.get(pkg) ?? 0) + n);
  const lines = code.split('\n');
  const mappingLines = map.mappings.split(';');
  let source = 0;
  lines.forEach((line, i) => {
    let column = 0;
    let pkg = '(unmapped)';
    let start = 0;
    for (const segment of (mappingLines[i] ?? '').split(',').filter(Boolean)) {
      const [dColumn = 0, dSource] = decodeSegment(segment);
      column += dColumn;
      charge(pkg, column - start);
      start = column;
      if (dSource === undefined) pkg = '(unmapped)';
      else {
        source += dSource;
        pkg = packageOf(map.sources[source] ?? '');
      }
      // Later fields (line, column, name) are not needed to know the source file.
    }
    charge(pkg, line.length - start);
  });
  return out;
}

/** Gzip bytes per package over several files: each file's gzip size shared by its characters' packages. */
export function gzipByPackage(
  files: Array<{ gzipBytes: number; code: string; map: SourceMap }>,
): Array<{ pkg: string; gzipBytes: number }> {
  const total = new Map<string, number>();
  for (const f of files) {
    const chars = charsByPackage(f.code, f.map);
    const all = [...chars.values()].reduce((a, b) => a + b, 0) || 1;
    for (const [pkg, n] of chars) total.set(pkg, (total.get(pkg) ?? 0) + (f.gzipBytes * n) / all);
  }
  return [...total].map(([pkg, gzipBytes]) => ({ pkg, gzipBytes })).sort((a, b) => b.gzipBytes - a.gzipBytes);
}
