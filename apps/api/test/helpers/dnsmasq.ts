// A real DNS server for the domain verification tests (decision 151): dnsmasq on a loopback port,
// authoritative for .test (unknown names answer NXDOMAIN, as a real zone would), serving the TXT records
// given. Restart it with other records to simulate an owner removing theirs.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { Resolver } from 'node:dns/promises';
import fs from 'node:fs';

const CANDIDATES = ['/usr/sbin/dnsmasq', '/usr/bin/dnsmasq'];
export const dnsmasqPath = (): string | null =>
  CANDIDATES.find((p) => fs.existsSync(p)) ??
  (spawnSync('sh', ['-c', 'command -v dnsmasq']).stdout?.toString().trim() || null);

export type Dnsmasq = { port: number; server: string; stop(): Promise<void> };

export async function startDnsmasq(port: number, txt: Record<string, string>): Promise<Dnsmasq> {
  const bin = dnsmasqPath();
  if (!bin) throw new Error('dnsmasq is not installed');
  const args = [
    '--no-daemon',
    `--port=${port}`,
    '--listen-address=127.0.0.1',
    '--bind-interfaces',
    '--no-resolv',
    '--no-hosts',
    '--local=/test/',
    '--conf-file=/dev/null',
    ...Object.entries(txt).map(([name, value]) => `--txt-record=${name},${value}`),
  ];
  const child: ChildProcess = spawn(bin, args, { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr!.on('data', (b: Buffer) => (stderr += b.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  // Ready when it answers (NXDOMAIN for a probe name is an answer).
  const resolver = new Resolver({ timeout: 200, tries: 1 });
  resolver.setServers([`127.0.0.1:${port}`]);
  const deadline = Date.now() + 5000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`dnsmasq exited: ${stderr}`);
    const answered = await resolver.resolveTxt('probe.test').then(
      () => true,
      (e: NodeJS.ErrnoException) => e.code === 'ENOTFOUND' || e.code === 'ENODATA',
    );
    if (answered) break;
    if (Date.now() > deadline) {
      child.kill('SIGTERM');
      throw new Error(`dnsmasq did not answer on ${port}: ${stderr}`);
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  return {
    port,
    server: `127.0.0.1:${port}`,
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}
