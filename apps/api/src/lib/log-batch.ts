// The server's log lines, written to stdout in batches (issue 30, decision 148). One write(2) per batch
// instead of one per line; a partial batch is written at least once a second and when the process exits.
//
// Why not pino.destination({ minLength }) (sonic-boom), which this replaced: its write() measures the byte
// length of the whole pending batch for every line it adds, and the batch is a string grown by `+=`, so
// every line flattens and scans up to 16 KB again. Under load that was about 20 µs of a cached reply's
// ~90 µs of CPU. Here a line costs an array push.
//
// The writes are synchronous, as Node's own process.stdout is for files and pipes on Linux: a log reader
// that falls behind slows the server rather than the server holding lines in memory without bound.
import fs from 'node:fs';

/** What one batch may hold before it is written (characters; a Tamil line's bytes are more). */
const BATCH_CHARS = 16 * 1024;
/** A quiet server's last lines are never more than this late. */
const FLUSH_EVERY_MS = 1000;

/** A wait that blocks the thread without spinning (a full pipe: EAGAIN on a non-blocking stdout). */
const pause = new Int32Array(new SharedArrayBuffer(4));

export class LogBatch {
  private lines: string[] = [];
  private chars = 0;

  constructor(
    private readonly fd: number,
    private readonly batchChars = BATCH_CHARS,
  ) {}

  /** pino's stream interface: one serialised line, newline included. */
  write(line: string): boolean {
    this.lines.push(line);
    this.chars += line.length;
    if (this.chars >= this.batchChars) this.flush();
    return true;
  }

  /** Writes whatever is pending, now. */
  flush(): void {
    if (this.lines.length === 0) return;
    const bytes = Buffer.from(this.lines.join(''));
    this.lines = [];
    this.chars = 0;
    let at = 0;
    while (at < bytes.length) {
      try {
        at += fs.writeSync(this.fd, bytes, at);
      } catch (err) {
        // stdout is a non-blocking pipe whose reader is behind: wait a moment and go on, like sonic-boom.
        if ((err as NodeJS.ErrnoException).code !== 'EAGAIN') throw err;
        Atomics.wait(pause, 0, 0, 1);
      }
    }
  }
}

let stdout: LogBatch | null = null;

/** stdout in batches, flushed every second and when the process exits: one per process, as stdout is. */
export function stdoutLogBatch(): LogBatch {
  if (stdout) return stdout;
  const batch = new LogBatch(1);
  setInterval(() => batch.flush(), FLUSH_EVERY_MS).unref();
  process.on('exit', () => batch.flush());
  stdout = batch;
  return batch;
}
