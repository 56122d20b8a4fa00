// The domain verification job (decision 151): every minute, once across instances, it checks the domains
// that are due. A new (pending) domain is checked every DOMAIN_CHECK_EVERY_SECONDS for a week, so an owner
// who creates the record later sees it verified without pressing anything; a verified domain is checked
// again every DOMAIN_REVERIFY_SECONDS (7 days) and disabled when its record has gone.
import type { FastifyInstance } from 'fastify';
import { and, eq, gt, isNull, lt, or } from 'drizzle-orm';
import { shopDomains } from '../../db/schema/tenants.ts';
import type { JobHandler } from '../../lib/jobs/job-queue.ts';
import type { DomainContext, VerifyResult } from './domains.service.ts';
import { verifyDomain } from './domains.service.ts';

/** Pending domains older than this are left for the owner's "Check now". */
const PENDING_WINDOW_MS = 7 * 86_400_000;
/** At most this many checks per run: a slow resolver must not hold the job past its expiry. */
const BATCH = 200;

/** Checks every due domain at `now`; returns what each check found. */
export async function runDomainCheck(ctx: DomainContext, now: Date): Promise<VerifyResult[]> {
  const { reverifyMs, checkEveryMs } = ctx.config.platform;
  const never = isNull(shopDomains.lastCheckedAt);
  const due = await ctx.db
    .select({ id: shopDomains.id, tenantId: shopDomains.tenantId })
    .from(shopDomains)
    .where(
      or(
        and(
          eq(shopDomains.status, 'verified'),
          or(never, lt(shopDomains.lastCheckedAt, new Date(now.getTime() - reverifyMs))),
        ),
        and(
          eq(shopDomains.status, 'pending'),
          gt(shopDomains.createdAt, new Date(now.getTime() - PENDING_WINDOW_MS)),
          or(never, lt(shopDomains.lastCheckedAt, new Date(now.getTime() - checkEveryMs))),
        ),
      ),
    )
    .orderBy(shopDomains.lastCheckedAt)
    .limit(BATCH);
  const results: VerifyResult[] = [];
  // One at a time: a few hundred lookups a week, and a resolver is not hammered.
  for (const d of due)
    results.push(await verifyDomain({ ...ctx, now: () => now }, { tenantId: d.tenantId, domainId: d.id }));
  return results;
}

export function domainCheckJob(app: FastifyInstance): JobHandler<'domain-check'> {
  return async () => {
    const ctx: DomainContext = { db: app.db, config: app.config, changed: (t) => app.shopsChanged(t) };
    const results = await runDomainCheck(ctx, new Date());
    const disabled = results.filter((r) => r.domain.status === 'disabled').map((r) => r.domain.host);
    if (disabled.length) app.log.warn({ hosts: disabled }, 'domain check: records gone, domains disabled');
  };
}
