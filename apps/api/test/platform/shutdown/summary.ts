import { problems, type ShutdownRun } from './harness.ts';

/** min / median / max of a list (nearest-rank median: the middle run, or the lower of the two middles). */
export function spread(values: number[]): { min: number; median: number; max: number } {
  if (!values.length) return { min: NaN, median: NaN, max: NaN };
  const sorted = [...values].sort((a, b) => a - b);
  return { min: sorted[0]!, median: sorted[Math.floor((sorted.length - 1) / 2)]!, max: sorted.at(-1)! };
}

/** The bench's closing lines: time to exit over the runs, and how many failed which way. */
export function summarise(runs: ShutdownRun[]): string {
  const s = spread(runs.map((r) => r.exitMs / 1000));
  const failed = runs.filter((r) => problems(r).length);
  const acknowledged = runs.reduce((n, r) => n + r.acknowledged, 0);
  return [
    `time from SIGTERM to exit: min ${s.min.toFixed(2)} s, median ${s.median.toFixed(2)} s, max ${s.max.toFixed(2)} s`,
    `runs: ${runs.length}, failed: ${failed.length} (hung ${runs.filter((r) => r.hung).length}, ` +
      `exit ≠ 0 ${runs.filter((r) => r.exitCode !== 0).length}, lock left ${runs.filter((r) => r.lockFileLeft).length})`,
    `OCR busy at the signal in ${runs.filter((r) => r.ocrBusyAtSignal).length} of ${runs.length} runs; ` +
      `acknowledged enquiries ${acknowledged}, missing ${runs.reduce((n, r) => n + r.missing.length, 0)}`,
  ].join('\n');
}
