import http from 'node:http';
import type { AddressInfo } from 'node:net';

export type GatewayRequest = { headers: http.IncomingHttpHeaders; body: Record<string, unknown> };

/** A local stand-in for an SMS gateway: records requests, answers with the status the test sets. */
export async function startFakeGateway() {
  const received: GatewayRequest[] = [];
  let status = 200;
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => (raw += chunk));
    req.on('end', () => {
      received.push({ headers: req.headers, body: JSON.parse(raw || '{}') });
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(status < 300 ? { status: 'queued' } : { error: 'template mismatch' }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1/sms`,
    received,
    answer(code: number) {
      status = code;
    },
    /** The code in the last message sent. */
    lastCode: () => (received.at(-1)?.body.variables as { otp?: string } | undefined)?.otp ?? '',
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
