import { it } from 'vitest';
import type { AddressInfo } from 'node:net';
import { createTestApp, as } from '../helpers/test-app.ts';
import { adminToken } from '../helpers/auth.ts';
import { openEventStream } from '../live/sse-client.ts';
for (const jobQueue of ['in-process', 'auto'] as const) {
it('times close ' + jobQueue, async () => {
  const own = await createTestApp({ jobQueue });
  await own.app.listen({ port: 0, host: '127.0.0.1' });
  const url = `http://127.0.0.1:${(own.app.server.address() as AddressInfo).port}`;
  const stream = await openEventStream(url, as('demo', (await adminToken(own.db, 'demo')).token));
  await stream.next((m) => m.event === 'ready');
  const t0 = performance.now();
  await own.app.close();
  console.log(jobQueue, 'close', performance.now() - t0);
});
}
