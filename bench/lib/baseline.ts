import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startTsChild, waitForLine, type Child } from './child-process.ts';
import type { CapturedResponse } from './static-server.ts';

export type Baseline = { url: string; stop(): Promise<void> };

/** Starts the static baseline server (own process) answering the captured responses. */
export async function startBaseline(responses: CapturedResponse[]): Promise<Baseline> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pataka-bench-baseline-'));
  const file = path.join(dir, 'responses.json');
  fs.writeFileSync(file, JSON.stringify(responses));
  const child: Child = startTsChild(path.join(import.meta.dirname, 'static-server.ts'), [file], process.env);
  try {
    const [, port] = await waitForLine(child, /listening (\d+)/, 30_000);
    return {
      url: `http://127.0.0.1:${port}`,
      async stop() {
        await child.stop();
        fs.rmSync(dir, { recursive: true, force: true });
      },
    };
  } catch (err) {
    await child.stop();
    fs.rmSync(dir, { recursive: true, force: true });
    throw err;
  }
}

/** Fetches a response once and keeps its exact bytes and content type for the baseline. */
export async function capture(
  baseUrl: string,
  route: {
    method: 'GET' | 'POST';
    path: string;
    headers?: Record<string, string>;
    body?: string;
    as?: string;
  },
): Promise<CapturedResponse & { json: unknown }> {
  const res = await fetch(baseUrl + route.path, {
    method: route.method,
    headers: route.headers,
    body: route.body,
  });
  const body = await res.text();
  let json: unknown = null;
  try {
    json = JSON.parse(body);
  } catch {
    // not JSON: kept as text
  }
  return {
    method: route.method,
    path: route.as ?? route.path,
    status: res.status,
    contentType: res.headers.get('content-type') ?? 'application/octet-stream',
    body,
    json,
  };
}
