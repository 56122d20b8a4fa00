// Finished cached replies by request, for the cached fast path (plugins/cached-fast-path.ts, decision 148,
// fourth addendum). A hit's resolver reads the host index, the cookie, the key and the cache, and the fast
// path then merges its headers with the security set: a few microseconds, repeated for every request the
// same phone (or the next one) sends. A plan is that work done once: the final header list and the body,
// kept by the request's inputs below, replayed while the resolver's own check says its entry is still the
// live one.
import type { IncomingMessage } from 'node:http';

/** The final reply: headers with X-Request-ID's value at `idAt`, set per request. */
export type ReplyPlan = {
  status: number;
  headers: string[];
  idAt: number;
  body: Buffer | null;
  route: string;
  /** The resolver's own check, run before each replay (it still counts the cache hit). */
  stillLive: () => boolean;
};

/** Distinct requests remembered; past it the plans start again (a flood of made-up URLs or cookies). */
const MAX_PLANS = 1000;
/**
 * Body bytes the plans may hold; past it they start again. A plan keeps its body alive after the cache has
 * evicted the entry (until the same request comes back and finds it stale), so without this the plans
 * could hold evicted pages the cache's own byte limit let go. A body shared by several plans counts for each.
 */
const MAX_PLAN_BYTES = 8 * 1024 * 1024;
/** Stands for a header the request did not send: node:http never passes a NUL in a header value. */
const ABSENT = '\0';

/**
 * Everything a resolver may read that names its source (FastHit.stillLive): method, URL, host as Fastify
 * reads it (X-Forwarded-Host behind a trusted proxy), the Host header itself, Accept-Encoding, Cookie,
 * If-None-Match and X-Tenant-ID. A resolver that reads anything else must not give a hit `stillLive`.
 */
export function planKey(req: IncomingMessage, url: string, host: string): string {
  const h = req.headers;
  return `${req.method} ${url}\n${host}\n${h.host ?? ABSENT}\n${h['accept-encoding'] ?? ABSENT}\n${h.cookie ?? ABSENT}\n${h['if-none-match'] ?? ABSENT}\n${h['x-tenant-id'] ?? ABSENT}`;
}

export class ReplyPlans {
  private plans = new Map<string, ReplyPlan>();
  private bytes = 0;

  constructor(
    private readonly maxPlans = MAX_PLANS,
    private readonly maxBytes = MAX_PLAN_BYTES,
  ) {}

  /** The plan for this request's inputs if its entry is still live; a stale one is dropped. */
  live(key: string): ReplyPlan | undefined {
    const plan = this.plans.get(key);
    if (plan === undefined) return undefined;
    if (plan.stillLive()) return plan;
    this.plans.delete(key);
    this.bytes -= plan.body?.length ?? 0;
    return undefined;
  }

  remember(key: string, plan: ReplyPlan): void {
    const size = plan.body?.length ?? 0;
    const previous = this.plans.get(key);
    if (previous) this.bytes -= previous.body?.length ?? 0;
    if (this.plans.size >= this.maxPlans || this.bytes + size > this.maxBytes) {
      this.plans.clear();
      this.bytes = 0;
    }
    this.plans.set(key, plan);
    this.bytes += size;
  }

  /** Plans and their body bytes held now (tests). */
  get held(): { plans: number; bytes: number } {
    return { plans: this.plans.size, bytes: this.bytes };
  }
}
