// A shop's own domains (issue 29, decision 151): add one (the owner gets the DNS records to create),
// verify its TXT record, pick the primary, remove it. Every write is audited in the shop's log and tells
// the host index (ctx.changed), which reloads here and on every other instance (cluster bus).
import { randomBytes, randomUUID } from 'node:crypto';
import { and, asc, count, eq, ne } from 'drizzle-orm';
import {
  DOMAIN_MESSAGES,
  MAX_DOMAINS_PER_SHOP,
  VERIFY_RECORD_PREFIX,
  normaliseHost,
  type ShopDomainStatus,
} from '@pataka/domain/shop-lifecycle';
import type { Config } from '../../config.ts';
import { shopDomains } from '../../db/schema/tenants.ts';
import type { Db } from '../../db/types.ts';
import { AppError } from '../../lib/errors.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { auditActor, type ShopActor } from '../shops/lifecycle.ts';
import { createTxtLookup, type TxtLookup } from './dns-check.ts';

export type DomainContext = {
  db: Db;
  config: Pick<Config, 'platform'>;
  /** Tells the host index a shop's domains changed (here and on the other instances). */
  changed?: (tenantId: string) => Promise<void> | void;
  /** The TXT lookup; default: node:dns with DNS_SERVERS. */
  lookupTxt?: TxtLookup;
  now?: () => Date;
};

export type ShopDomain = {
  id: string;
  tenantId: string;
  host: string;
  isPrimary: boolean;
  verificationToken: string;
  status: ShopDomainStatus;
  verifiedAt: Date | null;
  lastCheckedAt: Date | null;
  failureReason: string | null;
  createdAt: Date;
};

export type DnsRecord = {
  type: 'A' | 'AAAA' | 'CNAME' | 'TXT';
  name: string;
  value: string;
  purpose: string;
};

export type VerifyResult = { domain: ShopDomain; ok: boolean; reason: string | null };

const columns = {
  id: shopDomains.id,
  tenantId: shopDomains.tenantId,
  host: shopDomains.host,
  isPrimary: shopDomains.isPrimary,
  verificationToken: shopDomains.verificationToken,
  status: shopDomains.status,
  verifiedAt: shopDomains.verifiedAt,
  lastCheckedAt: shopDomains.lastCheckedAt,
  failureReason: shopDomains.failureReason,
  createdAt: shopDomains.createdAt,
};

/** The name of the TXT record that proves the host is the shop's. */
export const verifyRecordName = (host: string) => `${VERIFY_RECORD_PREFIX}${host}`;

/**
 * The records the owner creates at their DNS provider: the address (A/AAAA to PLATFORM_ADDRESS, or a
 * CNAME to PLATFORM_CNAME; an apex domain cannot have a CNAME, so both are listed when both are set) and
 * the TXT record holding the token.
 */
export function dnsRecordsFor(
  config: Pick<Config, 'platform'>,
  domain: Pick<ShopDomain, 'host' | 'verificationToken'>,
): DnsRecord[] {
  const { addresses, cname } = config.platform;
  const records: DnsRecord[] = addresses.map((ip) => ({
    type: ip.includes(':') ? 'AAAA' : 'A',
    name: domain.host,
    value: ip,
    purpose: 'Points the domain at the platform',
  }));
  if (cname)
    records.push({
      type: 'CNAME',
      name: domain.host,
      value: cname,
      purpose: addresses.length
        ? 'Instead of the A/AAAA records, for a subdomain (like shop.example.in)'
        : 'Points the domain at the platform',
    });
  records.push({
    type: 'TXT',
    name: verifyRecordName(domain.host),
    value: domain.verificationToken,
    purpose: 'Proves the domain is yours; keep it, it is checked again every week',
  });
  return records;
}

export async function listDomains(db: Db, tenantId: string): Promise<ShopDomain[]> {
  return db
    .select(columns)
    .from(shopDomains)
    .where(eq(shopDomains.tenantId, tenantId))
    .orderBy(asc(shopDomains.createdAt), asc(shopDomains.host));
}

export async function getDomain(db: Db, tenantId: string, domainId: string): Promise<ShopDomain> {
  const [row] = await db
    .select(columns)
    .from(shopDomains)
    .where(and(eq(shopDomains.tenantId, tenantId), eq(shopDomains.id, domainId)));
  if (!row) throw new AppError('not_found', DOMAIN_MESSAGES.notFound);
  return row;
}

/**
 * Adds a host to a shop, pending until its TXT record is found. `verifyNow` (default true) checks at
 * once, so an owner who created the record first sees it verified straight away.
 */
export async function addDomain(
  ctx: DomainContext,
  input: { tenantId: string; host: string; actor: ShopActor; verifyNow?: boolean },
): Promise<VerifyResult> {
  const host = normaliseHost(input.host);
  if (!host) throw new AppError('invalid', DOMAIN_MESSAGES.invalidHost);
  const platformHosts = ctx.config.platform.hosts;
  if (platformHosts.includes(host) || platformHosts.some((p) => host === `www.${p}`))
    throw new AppError('invalid', DOMAIN_MESSAGES.platformHost);
  const domain = await ctx.db.transaction(async (tx) => {
    const [{ n } = { n: 0 }] = await tx
      .select({ n: count() })
      .from(shopDomains)
      .where(eq(shopDomains.tenantId, input.tenantId));
    if (n >= MAX_DOMAINS_PER_SHOP) throw new AppError('conflict', DOMAIN_MESSAGES.tooMany);
    const [taken] = await tx
      .select({ id: shopDomains.id })
      .from(shopDomains)
      .where(eq(shopDomains.host, host));
    if (taken) throw new AppError('conflict', DOMAIN_MESSAGES.hostTaken);
    const [row] = await tx
      .insert(shopDomains)
      .values({
        id: randomUUID(),
        tenantId: input.tenantId,
        host,
        verificationToken: `pataka-${randomBytes(18).toString('base64url')}`,
        status: 'pending',
      })
      .onConflictDoNothing()
      .returning(columns);
    if (!row) throw new AppError('conflict', DOMAIN_MESSAGES.hostTaken);
    await recordAudit(tx, input.tenantId, auditActor(input.actor), {
      action: 'domain.add',
      entityType: 'domain',
      entityId: row.id,
      summary: `Domain ${host} added (waiting for its DNS record)`,
      after: { host },
    });
    return row;
  });
  if (input.verifyNow === false) return { domain, ok: false, reason: null };
  return verifyDomain(ctx, { tenantId: input.tenantId, domainId: domain.id });
}

/** Removes a host from the shop; it stops routing at once (here, and on other instances via the bus). */
export async function removeDomain(
  ctx: DomainContext,
  input: { tenantId: string; domainId: string; actor: ShopActor },
): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .delete(shopDomains)
      .where(and(eq(shopDomains.tenantId, input.tenantId), eq(shopDomains.id, input.domainId)))
      .returning({ host: shopDomains.host, status: shopDomains.status });
    if (!row) throw new AppError('not_found', DOMAIN_MESSAGES.notFound);
    await recordAudit(tx, input.tenantId, auditActor(input.actor), {
      action: 'domain.remove',
      entityType: 'domain',
      entityId: input.domainId,
      summary: `Domain ${row.host} removed`,
      before: row,
    });
  });
  await ctx.changed?.(input.tenantId);
}

/** Makes a verified host the shop's primary: every other host of the shop then redirects to it. */
export async function setPrimaryDomain(
  ctx: DomainContext,
  input: { tenantId: string; domainId: string; actor: ShopActor },
): Promise<ShopDomain> {
  const domain = await ctx.db.transaction(async (tx) => {
    const [target] = await tx
      .select(columns)
      .from(shopDomains)
      .where(and(eq(shopDomains.tenantId, input.tenantId), eq(shopDomains.id, input.domainId)))
      .for('update');
    if (!target) throw new AppError('not_found', DOMAIN_MESSAGES.notFound);
    if (target.status !== 'verified') throw new AppError('conflict', DOMAIN_MESSAGES.primaryMustBeVerified);
    await tx
      .update(shopDomains)
      .set({ isPrimary: false })
      .where(and(eq(shopDomains.tenantId, input.tenantId), ne(shopDomains.id, input.domainId)));
    await tx.update(shopDomains).set({ isPrimary: true }).where(eq(shopDomains.id, input.domainId));
    await recordAudit(tx, input.tenantId, auditActor(input.actor), {
      action: 'domain.primary',
      entityType: 'domain',
      entityId: input.domainId,
      summary: `Domain ${target.host} is now the shop's main address`,
    });
    return { ...target, isPrimary: true };
  });
  await ctx.changed?.(input.tenantId);
  return domain;
}

/** Why a TXT answer does not prove the host, or null when it does. `transient`: DNS could not be asked. */
export function judgeTxt(
  answer: Awaited<ReturnType<TxtLookup>>,
  host: string,
  token: string,
): { reason: string; transient: boolean } | null {
  const name = verifyRecordName(host);
  if (answer.kind === 'error') return { reason: DOMAIN_MESSAGES.verifyDnsFailed, transient: true };
  if (answer.kind === 'none') return { reason: DOMAIN_MESSAGES.verifyNoRecord(name), transient: false };
  return answer.values.some((v) => v.trim() === token)
    ? null
    : { reason: DOMAIN_MESSAGES.verifyWrongRecord(name), transient: false };
}

/**
 * Checks the host's TXT record now. Found: the domain is verified (and becomes primary if the shop has
 * none). Missing or wrong: a pending domain stays pending; a verified one is disabled (its record is gone,
 * so someone else may own the name now). A DNS failure changes nothing but the reason shown.
 * `actor` is audited when given (a person asked); the weekly job's checks audit only a change of state.
 */
export async function verifyDomain(
  ctx: DomainContext,
  input: { tenantId: string; domainId: string; actor?: ShopActor },
): Promise<VerifyResult> {
  const current = await getDomain(ctx.db, input.tenantId, input.domainId);
  const lookup = ctx.lookupTxt ?? createTxtLookup(ctx.config.platform.dnsServers);
  const answer = await lookup(verifyRecordName(current.host));
  const problem = judgeTxt(answer, current.host, current.verificationToken);
  const now = ctx.now?.() ?? new Date();
  let status: ShopDomainStatus = current.status;
  if (!problem) status = 'verified';
  else if (!problem.transient && current.status === 'verified') status = 'disabled';
  const result = await ctx.db.transaction(async (tx) => {
    let isPrimary = current.isPrimary;
    if (status === 'verified' && !isPrimary) {
      const [primary] = await tx
        .select({ id: shopDomains.id })
        .from(shopDomains)
        .where(
          and(
            eq(shopDomains.tenantId, input.tenantId),
            eq(shopDomains.isPrimary, true),
            eq(shopDomains.status, 'verified'),
          ),
        );
      if (!primary) {
        await tx
          .update(shopDomains)
          .set({ isPrimary: false })
          .where(eq(shopDomains.tenantId, input.tenantId));
        isPrimary = true;
      }
    }
    const [row] = await tx
      .update(shopDomains)
      .set({
        status,
        isPrimary,
        ...(problem?.transient ? {} : { lastCheckedAt: now }),
        ...(status === 'verified' && current.status !== 'verified' ? { verifiedAt: now } : {}),
        failureReason: problem?.reason ?? null,
      })
      .where(eq(shopDomains.id, current.id))
      .returning(columns);
    if (!row) throw new AppError('not_found', DOMAIN_MESSAGES.notFound);
    if (status !== current.status || input.actor) {
      const actor = input.actor ?? { kind: 'system' as const, id: 'domain-check', name: 'Domain check' };
      await recordAudit(tx, input.tenantId, auditActor(actor), {
        action: 'domain.verify',
        entityType: 'domain',
        entityId: row.id,
        summary:
          status === current.status
            ? `Domain ${row.host} checked: ${problem ? problem.reason : 'verified'}`
            : `Domain ${row.host}: ${current.status} → ${status}${problem ? ` (${problem.reason})` : ''}`,
        before: { status: current.status },
        after: { status },
      });
    }
    return row;
  });
  if (result.status !== current.status || result.isPrimary !== current.isPrimary)
    await ctx.changed?.(input.tenantId);
  return { domain: result, ok: !problem, reason: problem?.reason ?? null };
}
