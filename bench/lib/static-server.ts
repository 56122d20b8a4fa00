// The static baseline: answers each captured route with the exact bytes and content type the API
// gave, from memory, with nothing else in the way. Run as its own process (like the API) so the load
// generator and the server compete for the CPU the same way in both measurements.
//   node --import tsx bench/lib/static-server.ts <responses.json>
// Prints "listening <port>" once ready.
import fs from 'node:fs';
import http from 'node:http';

/** path is exact, or a prefix when it ends with '*' (rotating slugs all get the one captured body). */
export type CapturedResponse = {
  method: string;
  path: string;
  status: number;
  contentType: string;
  body: string;
};

const file = process.argv[2];
if (!file) throw new Error('usage: static-server.ts <responses.json>');
const captured = JSON.parse(fs.readFileSync(file, 'utf8')) as CapturedResponse[];
const routes = captured.map((c) => ({
  key: `${c.method} ${c.path.replace(/\*$/, '')}`,
  prefix: c.path.endsWith('*'),
  status: c.status,
  body: Buffer.from(c.body),
  contentType: c.contentType,
}));

const server = http.createServer((req, res) => {
  const key = `${req.method} ${req.url}`;
  const route = routes.find((r) => (r.prefix ? key.startsWith(r.key) : key === r.key));
  req.resume();
  if (!route) {
    res.writeHead(404).end();
    return;
  }
  res.writeHead(route.status, { 'content-type': route.contentType, 'content-length': route.body.length });
  res.end(route.body);
});
server.keepAliveTimeout = 72_000;
server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  console.log(`listening ${typeof address === 'object' && address ? address.port : ''}`);
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));
