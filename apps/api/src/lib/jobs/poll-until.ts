/**
 * Calls `read` until it returns something other than null, or until timeoutMs has passed (then null).
 * For a request that waits on a job another instance may run: the database is where the result appears.
 */
export async function pollUntil<T>(
  read: () => Promise<T | null>,
  opts: { timeoutMs: number; intervalMs: number },
): Promise<T | null> {
  const until = Date.now() + opts.timeoutMs;
  for (;;) {
    const value = await read();
    if (value !== null) return value;
    const left = until - Date.now();
    if (left <= 0) return null;
    await new Promise((resolve) => setTimeout(resolve, Math.min(opts.intervalMs, left)));
  }
}
