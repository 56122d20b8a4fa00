import { SECTION_IDS, type SectionId } from './report.ts';

export type BenchOptions = {
  only: SectionId[];
  /** Rebuild the storefront even when apps/web/dist exists. */
  build: boolean;
  /** Seconds of measured load per endpoint (after the warm-up). */
  durationS: number;
  warmupS: number;
  connections: number;
  lighthouseRuns: number;
  /** A PostgreSQL server to run the API sections on as well; a fresh database is made per run. */
  databaseUrl: string | undefined;
  help: boolean;
};

export const USAGE = `npm run bench -- [options]
  --only api,growth,ssr,cached,web,console,ocr  run only these sections (default: all)
  --build                        rebuild the storefront before measuring it
  --duration <s>                 measured seconds per endpoint (default 10)
  --warmup <s>                   warm-up seconds before each measurement (default 2)
  --connections <n>              concurrent connections (default 50)
  --lighthouse-runs <n>          Lighthouse runs per page, median reported (default 3)
Environment: DATABASE_URL=postgres://user@host:5432/postgres also runs the API sections on PostgreSQL
(a database pataka_bench_<pid> is created on that server and dropped afterwards).`;

function positive(name: string, raw: string | undefined): number {
  const n = Number(raw);
  if (!raw || !Number.isFinite(n) || n <= 0)
    throw new Error(`${name} needs a positive number, got "${raw ?? ''}"`);
  return n;
}

/** Parses `--only a,b`, `--only=a,b` and the numeric options; throws on anything unknown. */
export function parseArgs(argv: string[], env: NodeJS.ProcessEnv = process.env): BenchOptions {
  const opts: BenchOptions = {
    only: [...SECTION_IDS],
    build: false,
    durationS: 10,
    warmupS: 2,
    connections: 50,
    lighthouseRuns: 3,
    databaseUrl: env.DATABASE_URL || undefined,
    help: false,
  };
  const args = argv.flatMap((a) => (a.startsWith('--') && a.includes('=') ? a.split(/=(.*)/s, 2) : [a]));
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    const value = () => args[++i];
    switch (arg) {
      case '--only': {
        const ids = (value() ?? '')
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean);
        const unknown = ids.filter((id) => !(SECTION_IDS as readonly string[]).includes(id));
        if (!ids.length || unknown.length)
          throw new Error(`--only takes some of ${SECTION_IDS.join(',')}; got "${unknown.join(',') || ''}"`);
        opts.only = SECTION_IDS.filter((id) => ids.includes(id));
        break;
      }
      case '--build':
        opts.build = true;
        break;

      case '--duration':
        opts.durationS = positive(arg, value());
        break;
      case '--warmup':
        opts.warmupS = positive(arg, value());
        break;
      case '--connections':
        opts.connections = Math.round(positive(arg, value()));
        break;
      case '--lighthouse-runs':
        opts.lighthouseRuns = Math.round(positive(arg, value()));
        break;
      case '--help':
      case '-h':
        opts.help = true;
        break;
      default:
        throw new Error(`Unknown option ${arg}\n${USAGE}`);
    }
  }
  return opts;
}
