// The static comparison for the cached path: a minimal node:http server that answers each captured
// path with the very bytes (already compressed) and the very headers the API sent, from memory.
// Whatever the API takes beyond this is its per-request overhead. Own process, like the API, so wrk
// and the server share the cores the same way in both measurements.
//   node --import tsx bench/lib/raw-static-server.ts <responses.json>   → prints "listening <port>"
import fs from 'node:fs';
import http from 'node:http';

export type RawResponse = {
  path: string;
  status: number;
  /** Name/value pairs in the order sent, without date, connection and content-length. */
  headers: Array<[string, string]>;
  bodyBase64: string;
};

const file = process.argv[2];
if (file) {
  const captured = JSON.parse(fs.readFileSync(file, 'utf8')) as RawResponse[];
  const routes = new Map(
    captured.map((c) => {
      const body = Buffer.from(c.bodyBase64, 'base64');
      // A flat [name, value, …] list: writeHead sends repeated names (set-cookie) as they came.
      const flat = [...c.headers.flat(), 'content-length', String(body.length)];
      return [c.path, { status: c.status, headers: flat, body }];
    }),
  );
  const server = http.createServer((req, res) => {
    const route = routes.get(req.url ?? '');
    req.resume();
    if (!route) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(route.status, route.headers);
    res.end(route.body);
  });
  server.keepAliveTimeout = 72_000;
  server.listen(0, '127.0.0.1', () => {
    const address = server.address();
    console.log(`listening ${typeof address === 'object' && address ? address.port : ''}`);
  });
  process.on('SIGTERM', () => server.close(() => process.exit(0)));
}
