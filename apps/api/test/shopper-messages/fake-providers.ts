import http from 'node:http';
import type { AddressInfo } from 'node:net';

export type ProviderRequest = {
  method: string;
  path: string;
  headers: http.IncomingHttpHeaders;
  body: Record<string, unknown>;
};

/**
 * Local stand-ins for MSG91 (POST /api/v5/flow) and the WhatsApp Cloud API (POST /{version}/{id}/messages)
 * on one port: each records the exact request and answers as the real one does, or with the status a test
 * sets. Any other path is answered 404 and recorded too, so a wrong URL shows in the test.
 */
export async function startFakeProviders() {
  const msg91: ProviderRequest[] = [];
  const whatsapp: ProviderRequest[] = [];
  const other: ProviderRequest[] = [];
  const status = { msg91: 200, whatsapp: 200 };
  let seq = 0;
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => (raw += chunk));
    req.on('end', () => {
      const request = {
        method: req.method ?? '',
        path: req.url ?? '',
        headers: req.headers,
        body: JSON.parse(raw || '{}') as Record<string, unknown>,
      };
      const reply = (code: number, body: unknown) => {
        res.writeHead(code, { 'content-type': 'application/json' });
        res.end(JSON.stringify(body));
      };
      if (req.method === 'POST' && req.url === '/api/v5/flow') {
        msg91.push(request);
        if (status.msg91 >= 300) return reply(status.msg91, { type: 'error', message: 'Internal error' });
        return reply(200, { type: 'success', message: `3765686b${++seq}` });
      }
      if (req.method === 'POST' && /^\/v\d+\.\d+\/\d+\/messages$/.test(req.url ?? '')) {
        whatsapp.push(request);
        if (status.whatsapp >= 300) {
          return reply(status.whatsapp, { error: { message: 'An unknown error occurred', code: 1 } });
        }
        const to = String(request.body.to);
        return reply(200, {
          messaging_product: 'whatsapp',
          contacts: [{ input: to, wa_id: to }],
          messages: [{ id: `wamid.HBgM${++seq}` }],
        });
      }
      other.push(request);
      reply(404, { error: 'not found' });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    msg91,
    whatsapp,
    other,
    status,
    reset() {
      msg91.length = 0;
      whatsapp.length = 0;
      other.length = 0;
      status.msg91 = 200;
      status.whatsapp = 200;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
export type FakeProviders = Awaited<ReturnType<typeof startFakeProviders>>;
