// Shop traffic for the shutdown runs: `connections` clients on keep-alive sockets, each looping over
// catalogue reads and enquiry writes, a few of them uploading payment screenshots so OCR is busy.
// Every enquiry the server acknowledges (2xx with an order number) is kept, to be looked for afterwards.
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import { TENANT } from './fixture.ts';

export type LoadOptions = {
  url: string;
  connections: number;
  /** Of the connections, how many upload screenshots (the rest read and write enquiries). */
  uploaders: number;
  tokens: string[];
  orderBody: string;
  receipts: Buffer[];
  slugs: string[];
};

export type Outcome = { status: number; body: string } | { error: string };
export type Tally = Record<string, number>;

export type LoadReport = {
  /** Order numbers of every 2xx POST /orders/my-order. */
  acknowledged: string[];
  /** `<kind> <status or error code>` → count, before and after the signal. */
  before: Tally;
  after: Tally;
};

export type Load = {
  /** Uploads sent and not yet answered: OCR is busy while this is above zero. */
  uploadsInFlight(): number;
  markSignal(): void;
  stop(): Promise<LoadReport>;
};

function send(
  agent: http.Agent,
  base: string,
  req: { method: string; path: string; headers: Record<string, string>; body?: Buffer | string },
): Promise<Outcome> {
  return new Promise((resolve) => {
    const r = http.request(
      `${base}${req.path}`,
      { method: req.method, agent, headers: req.headers, timeout: 30_000 },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString() }));
        res.on('error', (err) => resolve({ error: (err as NodeJS.ErrnoException).code ?? err.message }));
      },
    );
    r.on('timeout', () => r.destroy(new Error('ETIMEDOUT')));
    r.on('error', (err) => resolve({ error: (err as NodeJS.ErrnoException).code ?? err.message }));
    r.end(req.body);
  });
}

function multipart(png: Buffer) {
  const boundary = `----shutdown${randomUUID().replaceAll('-', '')}`;
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="receipt.png"\r\n` +
        'Content-Type: image/png\r\n\r\n',
    ),
    png,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { body, contentType: `multipart/form-data; boundary=${boundary}` };
}

export function startLoad(opts: LoadOptions): Load {
  const agent = new http.Agent({ keepAlive: true, maxSockets: opts.connections });
  const acknowledged: string[] = [];
  const before: Tally = {};
  const after: Tally = {};
  let signalled = false;
  let stopped = false;
  let uploads = 0;
  let n = 0;

  const count = (kind: string, outcome: Outcome) => {
    const key = `${kind} ${'error' in outcome ? outcome.error : outcome.status}`;
    const tally = signalled ? after : before;
    tally[key] = (tally[key] ?? 0) + 1;
  };
  const headers = (extra: Record<string, string> = {}) => ({
    'x-tenant-id': TENANT,
    authorization: `Bearer ${opts.tokens[n++ % opts.tokens.length]}`,
    ...extra,
  });

  async function readOrWrite(): Promise<Outcome> {
    const pick = n % 10;
    if (pick < 4) {
      const outcome = await send(agent, opts.url, {
        method: 'POST',
        path: '/api/v1/orders/my-order',
        headers: headers({ 'content-type': 'application/json', 'idempotency-key': randomUUID() }),
        body: opts.orderBody,
      });
      count('order', outcome);
      if ('status' in outcome && outcome.status >= 200 && outcome.status < 300) {
        const number = (JSON.parse(outcome.body) as { data?: { orderNumber?: string } }).data?.orderNumber;
        if (number) acknowledged.push(number);
      }
      return outcome;
    }
    const slug = opts.slugs[n % opts.slugs.length];
    const path = pick < 8 || !slug ? '/api/v1/products?limit=20' : `/api/v1/products/slug/${slug}`;
    const outcome = await send(agent, opts.url, { method: 'GET', path, headers: headers() });
    count('read', outcome);
    return outcome;
  }

  async function upload(i: number): Promise<Outcome> {
    const { body, contentType } = multipart(opts.receipts[i % opts.receipts.length]!);
    uploads += 1;
    try {
      const outcome = await send(agent, opts.url, {
        method: 'POST',
        path: '/api/v1/uploads/payment-proof',
        headers: headers({ 'content-type': contentType }),
        body,
      });
      count('upload', outcome);
      return outcome;
    } finally {
      uploads -= 1;
    }
  }

  const clients = Array.from({ length: opts.connections }, async (_, c) => {
    for (let i = c; !stopped; i += opts.connections) {
      const outcome = c < opts.uploaders ? await upload(i) : await readOrWrite();
      // A refused connection answers at once: do not spin while the server is gone.
      if ('error' in outcome) await new Promise((r) => setTimeout(r, 20));
    }
  });

  return {
    uploadsInFlight: () => uploads,
    markSignal: () => (signalled = true),
    async stop() {
      stopped = true;
      await Promise.all(clients);
      agent.destroy();
      return { acknowledged, before, after };
    },
  };
}
