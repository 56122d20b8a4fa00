// Host → shop across instances (issue 29 acceptance): a domain verified through instance A is served by
// instance B within 1 s without a restart (the cluster bus's 'shops.changed' reloads B's index), and a
// shop suspended through A refuses its staff on B as quickly.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDomain, verifyDomain } from '../../src/modules/domains/domains.service.ts';
import { changeShopStatusFor, domainContext } from '../../src/modules/shops/shop-context.ts';
import { adminToken } from '../helpers/auth.ts';
import { as } from '../helpers/test-app.ts';
import { testDbKind } from '../helpers/test-db.ts';
import { startTwoInstances, within } from './two-instances.ts';

type Instances = Awaited<ReturnType<typeof startTwoInstances>>;

describe.skipIf(testDbKind() !== 'postgres')('shop hosts on two instances', () => {
  let two: Instances;
  beforeAll(async () => {
    two = await startTwoInstances();
  });
  afterAll(() => two?.close());

  const statusOn = async (app: Instances['a'], host: string) =>
    (
      await app.inject({
        method: 'GET',
        url: '/api/v1/company/public',
        headers: { host, 'x-tenant-id': 'demo2' },
      })
    ).statusCode;

  it('a domain verified on A serves the shop on B within 1 s', async () => {
    expect(await statusOn(two.b, 'kaveri-two.test')).toBe(404);
    const actor = { kind: 'operator' as const, id: 'op', name: 'Ravi' };
    const added = await addDomain(domainContext(two.a), {
      tenantId: 'demo2',
      host: 'kaveri-two.test',
      actor,
      verifyNow: false,
    });
    const token = added.domain.verificationToken;
    // The TXT answer is faked here (the DNS side has its own test with dnsmasq): this is about the bus.
    const verified = await verifyDomain(
      { ...domainContext(two.a), lookupTxt: async () => ({ kind: 'found', values: [token] }) },
      { tenantId: 'demo2', domainId: added.domain.id, actor },
    );
    expect(verified.ok).toBe(true);
    expect(two.a.shopRegistry.shopOfHost('kaveri-two.test')).toBe('demo2');
    const ms = await within(1000, () => two.b.shopRegistry.shopOfHost('kaveri-two.test') === 'demo2');
    expect(await statusOn(two.b, 'kaveri-two.test')).toBe(200);
    console.log(`domain reached B in ${ms.toFixed(0)} ms`);
  });

  it("a shop suspended on A refuses its staff's token on B within 1 s", async () => {
    const { token } = await adminToken(two.b.db, 'demo2');
    const me = () => two.b.inject({ method: 'GET', url: '/api/v1/admin/me', headers: as('demo2', token) });
    expect((await me()).statusCode).toBe(200);
    await changeShopStatusFor(two.a, {
      tenantId: 'demo2',
      status: 'suspended',
      reason: 'Unpaid',
      actor: { kind: 'operator', id: 'op', name: 'Ravi' },
    });
    await within(1000, async () => (await me()).statusCode === 403);
  });
});
