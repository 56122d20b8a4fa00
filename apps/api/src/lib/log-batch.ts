// The server's log lines, written to stdout in batches (issue 30, decision 148). One write(2) per batch
// instead of one per line; a partial batch is written at least once a second and when the process exits.
//
// Why not pino.destination({ minLength }) (sonic-boom), which this replaced: its write() measures the byte
// length of the whole pending batch for every line it adds, and the batch is a string grown by `+=`, so
// every line flattens and scans up to 16 KB again. Under load that was about 20 µs of a cached reply's
// ~90 µs of CPU. Here a line costs an array push.
//
// A full pipe does not stop the server (decision 148, fourth addendum). Once anything in the process has
// touched process.stdout, libuv has made fd 1 non-blocking, so a write into a full pipe (a log reader
// that fell behind) fails with EAGAIN. Waiting a millisecond and retrying, as sonic-boom does, stalled
// every request in flight, and each EAGAIN built an Error with a stack trace: under load that was most of
// what the access log cost and the cached path's p99 over the static server's. Now the bytes the pipe did
// not take wait in memory, written first at the next batch or a few milliseconds later; only past
// MAX_PENDING_BYTES (a reader far behind) does a write wait for the reader, so memory stays bounded. At
// exit the rest is written, waiting at most EXIT_WAIT_MS for a reader that has stopped reading.
//
// A log reader that has gone away (EPIPE: the log shipper or `| head` exited; EBADF: stdout closed) does
// not take the server down either: pino writes from inside request handlers and the flush from a timer,
// so a throw there failed requests or crashed the process. The lines have nowhere to go; they are
// dropped from then on, and the server says so once on stderr.
import fs from 'node:fs';

/** What one batch may hold before it is written (characters; a Tamil line's bytes are more). */
const BATCH_CHARS = 16 * 1024;
/** A quiet server's last lines are never more than this late. */
const FLUSH_EVERY_MS = 1000;
/** Bytes a full pipe has not taken yet that may wait in memory before writes wait for the reader. */
const MAX_PENDING_BYTES = 4 * 1024 * 1024;
/** How soon bytes a full pipe refused are tried again. */
const RETRY_MS = 5;
/**
 * How long the process's last write waits for a reader that has stopped reading. A process told to stop
 * must stop (a host's SIGTERM): past this the lines still waiting are dropped, not waited for forever.
 */
const EXIT_WAIT_MS = 2000;

/** A wait that blocks the thread without spinning (a full pipe, past MAX_PENDING_BYTES or at exit). */
const pause = new Int32Array(new SharedArrayBuffer(4));

/** Bytes written, or -1 when a non-blocking fd is full. An expected EAGAIN costs no stack trace. */
function writeSome(fd: number, bytes: Buffer): number {
  const limit = Error.stackTraceLimit;
  Error.stackTraceLimit = 0;
  try {
    return fs.writeSync(fd, bytes);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'EAGAIN') return -1;
    throw err;
  } finally {
    Error.stackTraceLimit = limit;
  }
}

export class LogBatch {
  /** Set when the fd failed for good (not a full pipe): lines are dropped from then on. */
  private broken: NodeJS.ErrnoException | null = null;
  private lines: string[] = [];
  private chars = 0;
  /** Batches (or their rest) the fd has not taken yet, oldest first: written before anything newer. */
  private pending: Buffer[] = [];
  private pendingBytes = 0;
  private retry: NodeJS.Timeout | null = null;

  constructor(
    private readonly fd: number,
    private readonly batchChars = BATCH_CHARS,
    private readonly maxPendingBytes = MAX_PENDING_BYTES,
  ) {}

  /** pino's stream interface: one serialised line, newline included. */
  write(line: string): boolean {
    if (this.broken) return true;
    this.lines.push(line);
    this.chars += line.length;
    if (this.chars >= this.batchChars) this.flush();
    return true;
  }

  /** Writes what the fd takes now; the rest is tried again shortly, without waiting for it here. */
  flush(): void {
    this.drain(null);
  }

  /**
   * For the process's last moment: writes everything, waiting for a full pipe up to `waitMs`; what a
   * reader that stopped reading has not taken by then is dropped, so the process still exits.
   */
  flushAll(waitMs = EXIT_WAIT_MS): void {
    this.drain(performance.now() + waitMs);
  }

  /** Bytes waiting for a full pipe (tests; a reader that keeps up leaves none). */
  get waitingBytes(): number {
    return this.pendingBytes;
  }

  /** Why lines are being dropped (the fd failed for good), or null while they are written. */
  get failure(): NodeJS.ErrnoException | null {
    return this.broken;
  }

  /** `giveUpAt`: null while the server runs (a full pipe is retried later); at exit, when to stop waiting. */
  private drain(giveUpAt: number | null): void {
    if (this.lines.length > 0) {
      const bytes = Buffer.from(this.lines.join(''));
      this.lines = [];
      this.chars = 0;
      this.pending.push(bytes);
      this.pendingBytes += bytes.length;
    }
    while (this.pending.length > 0) {
      const head = this.pending[0]!;
      let n: number;
      try {
        n = writeSome(this.fd, head);
      } catch (err) {
        this.giveUp(err as NodeJS.ErrnoException);
        return;
      }
      if (n >= 0) {
        this.pendingBytes -= n;
        if (n === head.length) this.pending.shift();
        else this.pending[0] = head.subarray(n);
        continue;
      }
      if (giveUpAt === null && this.pendingBytes <= this.maxPendingBytes) {
        this.retryShortly();
        return;
      }
      if (giveUpAt !== null && performance.now() >= giveUpAt) {
        this.pending = [];
        this.pendingBytes = 0;
        return;
      }
      Atomics.wait(pause, 0, 0, 1);
    }
  }

  private giveUp(err: NodeJS.ErrnoException): void {
    this.broken = err;
    this.lines = [];
    this.chars = 0;
    this.pending = [];
    this.pendingBytes = 0;
    try {
      fs.writeSync(
        2,
        `Log lines are dropped from now on: writing them failed (${err.code ?? err.message}).\n`,
      );
    } catch {
      // stderr is gone too: there is nobody left to tell.
    }
  }

  private retryShortly(): void {
    if (this.retry) return;
    this.retry = setTimeout(() => {
      this.retry = null;
      this.flush();
    }, RETRY_MS);
    this.retry.unref();
  }
}

let stdout: LogBatch | null = null;

/** stdout in batches, flushed every second and when the process exits: one per process, as stdout is. */
export function stdoutLogBatch(): LogBatch {
  if (stdout) return stdout;
  const batch = new LogBatch(1);
  setInterval(() => batch.flush(), FLUSH_EVERY_MS).unref();
  process.on('exit', () => batch.flushAll());
  stdout = batch;
  return batch;
}
