import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

export const REPO_ROOT = path.resolve(import.meta.dirname, '../..');

export type Child = {
  proc: ChildProcess;
  /** The last lines it printed (stdout and stderr), to explain a failure. */
  tail(): string;
  exited: Promise<number | null>;
  stop(): Promise<void>;
};

// Children still running when the bench exits (an error, Ctrl-C) are killed with it, never left behind.
const live = new Set<ChildProcess>();
process.once('exit', () => {
  for (const proc of live) proc.kill('SIGKILL');
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => process.exit(130));

/**
 * Starts `node [nodeArgs] --import tsx <script>` (behind `prefix`, e.g. taskset); keeps the last output lines;
 * stop() sends SIGTERM, then SIGKILL.
 */
export function startTsChild(
  script: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  opts: { prefix?: string[]; nodeArgs?: string[] } = {},
): Child {
  const command = [
    ...(opts.prefix ?? []),
    process.execPath,
    ...(opts.nodeArgs ?? []),
    '--import',
    'tsx',
    script,
    ...args,
  ];
  const proc = spawn(command[0]!, command.slice(1), {
    cwd: REPO_ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: string[] = [];
  const keep = (chunk: Buffer) => {
    lines.push(...chunk.toString().split('\n').filter(Boolean));
    if (lines.length > 40) lines.splice(0, lines.length - 40);
  };
  proc.stdout!.on('data', keep);
  proc.stderr!.on('data', keep);
  live.add(proc);
  const exited = new Promise<number | null>((resolve) =>
    proc.once('exit', (code) => {
      live.delete(proc);
      resolve(code);
    }),
  );
  return {
    proc,
    tail: () => lines.join('\n'),
    exited,
    async stop() {
      if (proc.exitCode !== null || proc.signalCode !== null) return;
      proc.kill('SIGTERM');
      const timer = setTimeout(() => proc.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

/** Resolves with the first stdout line matching `pattern`, or rejects when the child exits or time runs out. */
export function waitForLine(child: Child, pattern: RegExp, timeoutMs: number): Promise<RegExpMatchArray> {
  return new Promise((resolve, reject) => {
    let buffer = '';
    const onData = (chunk: Buffer) => {
      buffer += chunk.toString();
      const m = buffer.match(pattern);
      if (m) finish(() => resolve(m));
    };
    const timer = setTimeout(
      () => finish(() => reject(new Error(`no "${pattern}" within ${timeoutMs} ms`))),
      timeoutMs,
    );
    const finish = (then: () => void) => {
      clearTimeout(timer);
      child.proc.stdout!.off('data', onData);
      then();
    };
    child.proc.stdout!.on('data', onData);
    child.exited.then((code) => finish(() => reject(new Error(`exited with code ${code}: ${child.tail()}`))));
  });
}
