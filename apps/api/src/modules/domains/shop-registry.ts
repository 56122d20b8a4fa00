// The in-process index of every shop and its verified domains (decision 151): host → shop, a shop's
// state, its primary domain. Loaded once at start and again whenever a shop or its domains change (here, or
// on another instance: the cluster bus's 'shops.changed'), so resolving a request's host never touches
// the database. TENANT_HOSTS stays as a fallback for deployments that configure hosts by hand.
import { eq } from 'drizzle-orm';
import { Counter, Gauge } from 'prom-client';
import { domainsServed, type ShopStatus } from '@pataka/domain/shop-lifecycle';
import { shopDomains, tenants } from '../../db/schema/tenants.ts';
import type { Db } from '../../db/types.ts';
import { metricsRegistry } from '../../lib/metrics.ts';

export type ShopEntry = { id: string; name: string; status: ShopStatus };

/** What a request's Host header means. */
export type HostMatch =
  /** One of PLATFORM_HOSTS: `?shop=`, the cookie or DEFAULT_TENANT choose the shop (decision 145). */
  | { kind: 'platform' }
  /** A shop's own domain (verified in shop_domains, or listed in TENANT_HOSTS). */
  | { kind: 'shop'; tenantId: string; via: 'domain' | 'fallback' }
  /** www.<primary> or a non-primary verified domain: answered with a 301 to the primary. */
  | { kind: 'redirect'; tenantId: string; to: string }
  /** Nobody's: a plain 404, never the default shop. */
  | { kind: 'unknown' };

type LookupResult = 'hit' | 'platform' | 'fallback' | 'miss';

/**
 * Lookups tallied as plain numbers and handed to the counter when it is read (a scrape), like the public
 * cache's: a labelled inc() per lookup was a microsecond of every cached reply (decision 148).
 */
const lookupTally: Record<LookupResult, number> = { hit: 0, platform: 0, fallback: 0, miss: 0 };

/**
 * Module singletons, like lib/metrics.ts: a test process builds many apps on one registry. The lookups
 * counter is only read by the registry, through its collect() (the tally above), so it needs no name here.
 */
new Counter({
  name: 'pataka_host_index_lookups_total',
  help: 'Host → shop lookups from the in-process index by result: hit (a shop domain), platform, fallback (TENANT_HOSTS), miss (no shop)',
  labelNames: ['result'] as const,
  registers: [metricsRegistry],
  collect() {
    for (const result of Object.keys(lookupTally) as LookupResult[]) {
      const n = lookupTally[result];
      lookupTally[result] = 0;
      if (n) this.labels({ result }).inc(n);
    }
  },
});
const reloads = new Counter({
  name: 'pataka_host_index_reloads_total',
  help: 'Times the host → shop index was loaded from the database',
  registers: [metricsRegistry],
});
const hostsGauge = new Gauge({
  name: 'pataka_host_index_hosts',
  help: 'Verified shop domains in the in-process index',
  registers: [metricsRegistry],
});

/** A Host header as a bare lower-case name: no port, no trailing dot, IPv6 brackets removed. */
export function bareHost(host: string | undefined): string {
  let h = (host ?? '').trim().toLowerCase();
  if (h.startsWith('[')) h = h.slice(1, h.indexOf(']') < 0 ? undefined : h.indexOf(']'));
  else h = h.split(':')[0]!;
  return h.replace(/\.$/, '');
}

type DomainEntry = { tenantId: string; isPrimary: boolean };

/** Distinct Host headers remembered between loads; past it the memo starts again (a flood of made-up hosts). */
const MATCH_MEMO_SIZE = 1000;

export type ShopRegistryOptions = {
  platformHosts: string[];
  /** TENANT_HOSTS: host → shop, the fallback for hand-configured deployments. */
  tenantHosts: Record<string, string>;
};

export class ShopRegistry {
  private shops = new Map<string, ShopEntry>();
  private domains = new Map<string, DomainEntry>();
  private primaries = new Map<string, string>();
  /**
   * match()'s answers by Host header as sent, since the last load: a cached page asks two or three times
   * per request, and the header's parsing and lookups were a measured part of its cost (decision 148).
   */
  private matched = new Map<string, { match: Readonly<HostMatch>; result: LookupResult }>();
  private readonly platformHosts: Set<string>;
  private loading: Promise<void> | null = null;
  private again = false;
  /** How many loads have run (tests assert that requests cause none). */
  loads = 0;
  /** Changes whenever an answer of match() or shop() may have: a reply built on them is checked against it. */
  version = 0;

  constructor(
    private readonly db: Db,
    private readonly opts: ShopRegistryOptions,
  ) {
    this.platformHosts = new Set(opts.platformHosts);
  }

  /** Reads every shop and every verified domain. Concurrent calls share a load; one asked meanwhile reruns. */
  reload(): Promise<void> {
    if (this.loading) {
      this.again = true;
      return this.loading;
    }
    this.loading = (async () => {
      try {
        do {
          this.again = false;
          await this.loadOnce();
        } while (this.again);
      } finally {
        this.loading = null;
      }
    })();
    return this.loading;
  }

  private async loadOnce(): Promise<void> {
    const [shopRows, domainRows] = await Promise.all([
      this.db.select({ id: tenants.id, name: tenants.name, status: tenants.status }).from(tenants),
      this.db
        .select({ host: shopDomains.host, tenantId: shopDomains.tenantId, isPrimary: shopDomains.isPrimary })
        .from(shopDomains)
        .where(eq(shopDomains.status, 'verified')),
    ]);
    const shops = new Map(shopRows.map((s) => [s.id, s]));
    const domains = new Map<string, DomainEntry>();
    const primaries = new Map<string, string>();
    for (const d of domainRows) {
      domains.set(d.host, { tenantId: d.tenantId, isPrimary: d.isPrimary });
      if (d.isPrimary) primaries.set(d.tenantId, d.host);
    }
    // Swapped in whole: a request never sees half a load.
    this.shops = shops;
    this.domains = domains;
    this.primaries = primaries;
    this.matched = new Map();
    this.loads += 1;
    this.version += 1;
    reloads.inc();
    hostsGauge.set(domains.size);
  }

  /** A shop as last loaded, or undefined when it did not exist then. */
  shop(tenantId: string): ShopEntry | undefined {
    return this.shops.get(tenantId);
  }

  /** Adds a shop found in the database after the last load (a shop created by another process). */
  remember(entry: ShopEntry): void {
    this.shops.set(entry.id, entry);
    this.version += 1;
  }

  /** The shop's primary verified domain, if it has one. */
  primaryOf(tenantId: string): string | undefined {
    return this.primaries.get(tenantId);
  }

  isPlatformHost(host: string): boolean {
    return this.platformHosts.has(host);
  }

  /** What a Host header means; no database, no DNS. The answer is shared: callers must not change it. */
  match(hostHeader: string | undefined): Readonly<HostMatch> {
    const header = hostHeader ?? '';
    let known = this.matched.get(header);
    if (!known) {
      known = this.matchHost(bareHost(header));
      if (this.matched.size >= MATCH_MEMO_SIZE) this.matched.clear();
      this.matched.set(header, known);
    }
    lookupTally[known.result]++;
    return known.match;
  }

  private matchHost(host: string): { match: Readonly<HostMatch>; result: LookupResult } {
    const domain = this.domains.get(host);
    // A suspended or closed shop's domain still names it: the lifecycle hook answers with its plain page.
    if (domain) {
      const primary = this.primaries.get(domain.tenantId);
      if (!domain.isPrimary && primary)
        return { result: 'hit', match: { kind: 'redirect', tenantId: domain.tenantId, to: primary } };
      return { result: 'hit', match: { kind: 'shop', tenantId: domain.tenantId, via: 'domain' } };
    }
    if (host.startsWith('www.')) {
      const apex = this.domains.get(host.slice(4));
      if (apex) {
        const to = this.primaries.get(apex.tenantId) ?? host.slice(4);
        return { result: 'hit', match: { kind: 'redirect', tenantId: apex.tenantId, to } };
      }
    }
    if (Object.hasOwn(this.opts.tenantHosts, host))
      return {
        result: 'fallback',
        match: { kind: 'shop', tenantId: this.opts.tenantHosts[host]!, via: 'fallback' },
      };
    if (this.platformHosts.has(host)) return { result: 'platform', match: { kind: 'platform' } };
    return { result: 'miss', match: { kind: 'unknown' } };
  }

  /** The shop a host is the domain of (verified, or in TENANT_HOSTS), or null: decision 145's "mapped host". */
  shopOfHost(hostHeader: string | undefined): string | null {
    const m = this.match(hostHeader);
    return m.kind === 'shop' || m.kind === 'redirect' ? m.tenantId : null;
  }

  /**
   * Whether Caddy may get a certificate for the host (the on-demand TLS ask): a verified domain (or its
   * www.) of an active or paused shop, a TENANT_HOSTS entry, or a platform host.
   */
  allowsCertificate(hostHeader: string): boolean {
    const m = this.match(hostHeader);
    if (m.kind === 'platform') return true;
    if (m.kind === 'unknown') return false;
    // TENANT_HOSTS names shops by hand: a shop that is not (or no longer) served gets no certificate.
    return this.served(m.tenantId);
  }

  private served(tenantId: string): boolean {
    const shop = this.shops.get(tenantId);
    return !!shop && domainsServed(shop.status);
  }
}
