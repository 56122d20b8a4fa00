// wrk (Debian's `wrk` package), a load generator written in C, for loads whose replies are large.
// autocannon parses every reply in JavaScript (http-parser-js) on the same two cores as the server:
// on the 126 KB, 20-header product page it tops out near 3,300 req/s with a p99 of 30+ ms against a
// bare node:http server answering the same bytes and headers, so its figure there measures itself.
import { spawn, spawnSync } from 'node:child_process';
import type { LoadResult } from './load-test.ts';

export type WrkRequest = { url: string; headers?: Record<string, string> };

let available: boolean | null = null;

/** Whether `wrk` is on the PATH (apt-get install -y wrk). */
export function wrkAvailable(): boolean {
  if (available === null) available = spawnSync('wrk', ['--version'], { encoding: 'utf8' }).error == null;
  return available;
}

/** "512.00us", "1.71ms", "1.02s" → milliseconds. */
export function wrkDurationMs(text: string): number {
  const m = /^([\d.]+)(us|ms|s|m)$/.exec(text.trim());
  if (!m) throw new Error(`wrk: cannot read the duration "${text}"`);
  const n = Number(m[1]);
  return m[2] === 'us' ? n / 1000 : m[2] === 'ms' ? n : m[2] === 's' ? n * 1000 : n * 60_000;
}

/** Reads `wrk --latency` output. */
export function parseWrkOutput(out: string): LoadResult {
  const line = (re: RegExp) => re.exec(out);
  const percentile = (p: string) => {
    const m = line(new RegExp(`^\\s+${p}%\\s+(\\S+)`, 'm'));
    if (!m) throw new Error(`wrk: no ${p}% latency in its output:\n${out}`);
    return wrkDurationMs(m[1]!);
  };
  const total = line(/(\d+) requests in/);
  const rps = line(/Requests\/sec:\s+([\d.]+)/);
  if (!total || !rps) throw new Error(`wrk: no request count in its output:\n${out}`);
  const requests = Number(total[1]);
  const non2xx = Number(line(/Non-2xx or 3xx responses:\s+(\d+)/)?.[1] ?? 0);
  const sock = line(/Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/);
  const [connect, read, write, timeouts] = sock ? sock.slice(1).map(Number) : [0, 0, 0, 0];
  return {
    rps: Number(rps[1]),
    p50: percentile('50'),
    p99: percentile('99'),
    requests,
    non2xx,
    errors: connect! + read! + write!,
    timeouts: timeouts!,
    statusCodes: non2xx ? { '2xx': requests - non2xx, other: non2xx } : { '2xx': requests },
  };
}

/**
 * One wrk run: two threads (the machine's cores), `connections` kept alive, `durationS` seconds.
 * Asynchronous: the bench keeps reading its child servers' output meanwhile (a full pipe stalls them).
 */
export function runWrk(req: WrkRequest, connections: number, durationS: number): Promise<LoadResult> {
  const args = ['-t2', `-c${connections}`, `-d${durationS}s`, '--timeout', '10s', '--latency'];
  for (const [k, v] of Object.entries(req.headers ?? {})) args.push('-H', `${k}: ${v}`);
  return new Promise((resolve, reject) => {
    const child = spawn('wrk', [...args, req.url], { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.setEncoding('utf8').on('data', (d: string) => (out += d));
    child.stderr.setEncoding('utf8').on('data', (d: string) => (out += d));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code !== 0) reject(new Error(`wrk exited with ${code}: ${out}`));
      else {
        try {
          resolve(parseWrkOutput(out));
        } catch (err) {
          reject(err as Error);
        }
      }
    });
  });
}
