import { describe, expect, it } from 'vitest';
import { parseArgs } from './args.ts';

describe('parseArgs', () => {
  it('runs every section with the default load when given nothing', () => {
    const o = parseArgs([], {});
    expect(o.only).toEqual(['api', 'growth', 'ssr', 'cached', 'web', 'console', 'ocr']);
    expect(o).toMatchObject({ durationS: 10, warmupS: 2, connections: 50, lighthouseRuns: 3, build: false });
    expect(o.databaseUrl).toBeUndefined();
  });

  it('keeps the sections asked for by --only, in run order, with or without "="', () => {
    expect(parseArgs(['--only', 'ocr,api'], {}).only).toEqual(['api', 'ocr']);
    expect(parseArgs(['--only=web'], {}).only).toEqual(['web']);
  });

  it('refuses an unknown section, option or a non-positive number', () => {
    expect(() => parseArgs(['--only', 'api,db'], {})).toThrow(/--only/);
    expect(() => parseArgs(['--fast'], {})).toThrow(/Unknown option --fast/);
    expect(() => parseArgs(['--duration', '0'], {})).toThrow(/positive/);
  });

  it('reads the PostgreSQL server from DATABASE_URL', () => {
    expect(parseArgs([], { DATABASE_URL: 'postgres://u@h/db' }).databaseUrl).toBe('postgres://u@h/db');
  });
});
