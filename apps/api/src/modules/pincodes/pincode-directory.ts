// India Post's pincodes (datasets/india-pincodes, built by scripts/build-pincodes.ts) held in memory:
// ~19.5K short lines, read once on the first lookup rather than at start, so a server that never
// answers a pincode never pays for it, and never touching the database (PGlite serialises queries).
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { PincodePlace } from '@pataka/domain/pincode';
import { apiRoot } from '../../paths.ts';

export const PINCODE_TABLE = path.join(apiRoot, 'datasets/india-pincodes/pincodes.tsv.gz');

export type PincodeDirectory = { find(pincode: string): PincodePlace | null; size: number };

/** Parses the table: `pincode \t district \t state \t city` per line, `#` lines are comments. */
export function parsePincodeTable(tsv: string): PincodeDirectory {
  const places = new Map<string, PincodePlace>();
  for (const line of tsv.split('\n')) {
    if (line === '' || line.startsWith('#')) continue;
    const [pincode, district, state, city] = line.split('\t');
    if (!pincode || !district || !state || !city) throw new Error(`Malformed pincode line: "${line}"`);
    places.set(pincode, { pincode, district, state, city });
  }
  return { find: (pincode) => places.get(pincode) ?? null, size: places.size };
}

let loaded: PincodeDirectory | null = null;

/** The shipped directory, loaded on first use (about 20 ms) and kept for the life of the process. */
export function pincodeDirectory(): PincodeDirectory {
  loaded ??= parsePincodeTable(zlib.gunzipSync(fs.readFileSync(PINCODE_TABLE)).toString('utf8'));
  return loaded;
}
