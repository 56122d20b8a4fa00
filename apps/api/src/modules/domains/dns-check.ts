// The TXT lookup behind domain verification (decision 151). DNS_SERVERS picks the servers (tests run a
// real dnsmasq on a loopback port); empty = the system's resolvers.
import { Resolver } from 'node:dns/promises';

/** 'found' with every TXT string at the name; 'none' when the name or its TXT record does not exist. */
export type TxtAnswer =
  { kind: 'found'; values: string[] } | { kind: 'none' } | { kind: 'error'; detail: string };

export type TxtLookup = (name: string) => Promise<TxtAnswer>;

/** Codes that mean "there is no such record" (as opposed to "could not ask"). */
const ABSENT = new Set(['ENOTFOUND', 'ENODATA', 'NXDOMAIN', 'ENONAME']);

export function createTxtLookup(
  servers: string[],
  opts: { timeoutMs?: number; tries?: number } = {},
): TxtLookup {
  const resolver = new Resolver({ timeout: opts.timeoutMs ?? 2000, tries: opts.tries ?? 2 });
  if (servers.length) resolver.setServers(servers);
  return async (name) => {
    try {
      const records = await resolver.resolveTxt(name);
      // A long TXT value arrives in 255-byte chunks: join each record's chunks back together.
      return { kind: 'found', values: records.map((chunks) => chunks.join('')) };
    } catch (err) {
      const code = (err as NodeJS.ErrnoException).code ?? '';
      if (ABSENT.has(code)) return { kind: 'none' };
      return { kind: 'error', detail: code || String(err) };
    }
  };
}
