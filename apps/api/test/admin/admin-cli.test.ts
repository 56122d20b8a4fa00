import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseAdminArgs, AdminUsageError, ADMIN_CLI_USAGE } from '../../src/modules/admin/admin-cli-args.ts';
import { runAdminCommand } from '../../src/modules/admin/run-admin-command.ts';
import { StaffAccountError } from '../../src/modules/admin/staff-accounts.service.ts';
import { createTestApp, as, type TestApp } from '../helpers/test-app.ts';

describe('parseAdminArgs', () => {
  it('reads create with --flag value and --flag=value', () => {
    expect(
      parseAdminArgs([
        'create',
        '--tenant',
        'demo',
        '--email=a@b.in',
        '--password',
        'secret-pass',
        '--name',
        'Ravi K',
      ]),
    ).toEqual({
      command: 'create',
      tenant: 'demo',
      email: 'a@b.in',
      password: 'secret-pass',
      name: 'Ravi K',
    });
    expect(
      parseAdminArgs([
        'create',
        '--tenant',
        'demo',
        '--email',
        'a@b.in',
        '--password',
        'x',
        '--role',
        'staff',
      ]),
    ).toMatchObject({ command: 'create', role: 'staff' });
  });

  it('reads list and disable', () => {
    expect(parseAdminArgs(['list', '--tenant', 'demo'])).toEqual({ command: 'list', tenant: 'demo' });
    expect(parseAdminArgs(['disable', '--tenant', 'demo', '--email', 'a@b.in'])).toEqual({
      command: 'disable',
      tenant: 'demo',
      email: 'a@b.in',
    });
  });

  it('answers help for no command, help or --help', () => {
    for (const argv of [[], ['help'], ['--help']]) expect(parseAdminArgs(argv)).toEqual({ command: 'help' });
    expect(ADMIN_CLI_USAGE).toContain('npm run admin -- create');
    expect(ADMIN_CLI_USAGE).toContain('[--role owner|staff]');
  });

  it('reads create-shop with hyphenated flags', () => {
    expect(
      parseAdminArgs([
        'create-shop',
        '--tenant',
        'kaveri',
        '--name',
        'Kaveri Fireworks',
        '--owner-email=owner@kaveri.in',
        '--owner-password',
        'kaveri-pass-1',
      ]),
    ).toEqual({
      command: 'create-shop',
      tenant: 'kaveri',
      name: 'Kaveri Fireworks',
      ownerEmail: 'owner@kaveri.in',
      ownerPassword: 'kaveri-pass-1',
    });
    expect(ADMIN_CLI_USAGE).toContain('npm run admin -- create-shop --tenant <shop-id> --name <shop name>');
  });

  it.each([
    [['remove'], 'Unknown command "remove".'],
    [['create-shop', '--tenant', 'kaveri'], 'Missing --name, --owner-email.'],
    [['create-shop', '--tenant', 'k', '--name', 'K', '--email', 'x'], '"create-shop" does not take --email.'],
    [['create', '--tenant', 'demo'], 'Missing --email, --password.'],
    [['list'], 'Missing --tenant.'],
    [['list', '--tenant'], '--tenant needs a value.'],
    [['list', '--tenant', '--email', 'x'], '--tenant needs a value.'],
    [['list', '--tenant', 'demo', '--email', 'x'], '"list" does not take --email.'],
    [['list', 'demo'], 'Unexpected argument "demo".'],
  ])('refuses %j: %s', (argv, message) => {
    expect(() => parseAdminArgs(argv)).toThrow(new AdminUsageError(message));
  });
});

describe('runAdminCommand', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.app.close());

  const run = (argv: string[]) => runAdminCommand(t.db, parseAdminArgs(argv));
  const login = (email: string, password: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/auth/login',
      headers: as('demo'),
      payload: { email, password },
    });

  it('creates an owner account (the default) that can sign in', async () => {
    const out = await run([
      'create',
      '--tenant',
      'demo',
      '--email',
      'Ravi@Demo.in',
      '--password',
      'ravi-pass-1',
      '--name',
      'Ravi K',
    ]);
    expect(out).toBe('Created staff account ravi@demo.in (Ravi K, owner) in shop "demo".');
    const res = await login('ravi@demo.in', 'ravi-pass-1');
    expect(res.statusCode).toBe(200);
    expect(res.json().data.admin).toMatchObject({ email: 'ravi@demo.in', name: 'Ravi K', role: 'owner' });
  });

  it('creates a staff member with --role staff', async () => {
    const argv = ['create', '--tenant', 'demo', '--email', 'clerk@demo.in', '--password', 'clerk-pass-1'];
    expect(await run([...argv, '--role', 'staff'])).toBe(
      'Created staff account clerk@demo.in (Staff, staff) in shop "demo".',
    );
    expect((await login('clerk@demo.in', 'clerk-pass-1')).json().data.admin.role).toBe('staff');
  });

  it('refuses to disable the last active owner of a shop', async () => {
    await expect(
      run(['disable', '--tenant', 'demo2', '--email', 'admin@demo2.pataka.local']),
    ).rejects.toThrow(
      new StaffAccountError(
        'admin@demo2.pataka.local is the last active owner of shop "demo2": make another owner first.',
      ),
    );
    expect(await run(['list', '--tenant', 'demo2'])).toContain(
      'admin@demo2.pataka.local\tDemo Admin\towner\tactive',
    );
  });

  it('lists the staff of a shop with their state', async () => {
    await run(['create', '--tenant', 'demo', '--email', 'list@demo.in', '--password', 'list-pass-1']);
    const out = await run(['list', '--tenant', 'demo']);
    expect(out).toContain('admin@demo.pataka.local\tDemo Admin\towner\tactive');
    expect(out).toContain('list@demo.in\tStaff\towner\tactive');
    expect(await run(['list', '--tenant', 'demo2'])).not.toContain('list@demo.in');
  });

  it('disables an account: it can no longer sign in', async () => {
    await run(['create', '--tenant', 'demo', '--email', 'gone@demo.in', '--password', 'gone-pass-1']);
    expect(await run(['disable', '--tenant', 'demo', '--email', 'GONE@demo.in'])).toBe(
      'Disabled GONE@demo.in in shop "demo" and ended their sessions.',
    );
    expect((await login('gone@demo.in', 'gone-pass-1')).statusCode).toBe(403);
    expect(await run(['list', '--tenant', 'demo'])).toContain('gone@demo.in\tStaff\towner\tdisabled');
  });

  describe('create-shop', () => {
    const adminGet = (tenant: string, token: string, url: string) =>
      t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: as(tenant, token) });

    it('creates an empty shop whose owner can sign in under it; its checklist has nothing done', async () => {
      const out = await run([
        'create-shop',
        '--tenant',
        'kaveri',
        '--name',
        'Kaveri Fireworks',
        '--owner-email',
        'Owner@Kaveri.in',
      ]);
      expect(out).toContain('Created shop "kaveri" (Kaveri Fireworks) with owner owner@kaveri.in.');
      const password = /Owner password \(shown only now; change it after signing in\): (\S+)/.exec(out)?.[1];
      expect(password).toBeTruthy();

      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/admin/auth/login',
        headers: as('kaveri'),
        payload: { email: 'owner@kaveri.in', password },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().data.admin).toMatchObject({ email: 'owner@kaveri.in', role: 'owner' });
      // The same account does not exist in another shop.
      expect((await login('owner@kaveri.in', password!)).statusCode).toBe(401);

      const token = res.json().data.token as string;
      const checklist = await adminGet('kaveri', token, '/admin/setup-checklist');
      expect(checklist.statusCode).toBe(200);
      expect(checklist.json().data.complete).toBe(false);
      expect(checklist.json().data.items.map((i: { key: string; done: boolean }) => [i.key, i.done])).toEqual(
        [
          ['company', false],
          ['upi', false],
          ['category', false],
          ['product', false],
          ['shipping', false],
        ],
      );
      const company = await adminGet('kaveri', token, '/admin/company');
      expect(company.json().data).toMatchObject({
        companyName: 'Kaveri Fireworks',
        upiId: null,
        shippingSettings: { packingChargePercent: 0, minimumOrderAmount: 0 },
      });
      // Saving the shop's details, UPI id and shipping rules (even "no packing, no minimum") ticks those items.
      // The UPI id decides where shoppers pay: the owner confirms the password first (step-up, decision 146).
      const stepUp = await t.app.inject({
        method: 'POST',
        url: '/api/v1/admin/auth/step-up',
        headers: as('kaveri', token),
        payload: { password },
      });
      expect(stepUp.statusCode).toBe(200);
      const put = await t.app.inject({
        method: 'PUT',
        url: '/api/v1/admin/company',
        headers: as('kaveri', token),
        payload: {
          phone: '9876543210',
          address: {
            street: '4 Car Street, Near Temple',
            city: 'Sivakasi',
            state: 'Tamil Nadu',
            zipCode: '626123',
          },
          upiId: 'kaveri@oksbi',
          shippingSettings: { packingChargePercent: 0, minimumOrderAmount: 0 },
        },
      });
      expect(put.statusCode).toBe(200);
      const after = (await adminGet('kaveri', token, '/admin/setup-checklist')).json().data;
      expect(after.items.filter((i: { done: boolean }) => i.done).map((i: { key: string }) => i.key)).toEqual(
        ['company', 'upi', 'shipping'],
      );
      // Its storefront answers with the new shop's (empty) public details.
      const pub = await t.app.inject({ method: 'GET', url: '/api/v1/company/public', headers: as('kaveri') });
      expect(pub.json().data.companyName).toBe('Kaveri Fireworks');
    });

    it('takes a given owner password and prints none', async () => {
      const out = await run([
        'create-shop',
        '--tenant',
        'sivakasi-stars-2',
        '--name',
        'Sivakasi Stars',
        '--owner-email',
        'ravi@stars.in',
        '--owner-password',
        'stars-pass-1',
        '--owner-name',
        'Ravi K',
      ]);
      expect(out).not.toContain('Owner password');
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/admin/auth/login',
        headers: as('sivakasi-stars-2'),
        payload: { email: 'ravi@stars.in', password: 'stars-pass-1' },
      });
      expect(res.json().data.admin).toMatchObject({ name: 'Ravi K', role: 'owner' });
    });

    it.each([
      [['--tenant', 'demo'], 'A shop "demo" already exists in this database.'],
      [
        ['--tenant', 'Kaveri_1'],
        'The shop id must be lower-case letters, digits and hyphens (at most 63, not starting with a hyphen), e.g. kaveri.',
      ],
      [
        ['--tenant', '-kaveri'],
        'The shop id must be lower-case letters, digits and hyphens (at most 63, not starting with a hyphen), e.g. kaveri.',
      ],
      [
        ['--tenant', 'new-shop', '--owner-password', 'short'],
        'The password must have at least 8 characters.',
      ],
      [['--tenant', 'new-shop', '--owner-email', 'nope'], 'Please enter a valid email address'],
    ])('refuses %j', async (flags, message) => {
      const argv = ['create-shop', '--name', 'New Shop', '--owner-email', 'o@new.in', ...flags];
      await expect(run(argv)).rejects.toThrow(new StaffAccountError(message));
    });
  });

  it.each([
    [
      ['create', '--tenant', 'nowhere', '--email', 'a@b.in', '--password', 'long-enough'],
      'No shop "nowhere" in this database.',
    ],
    [
      ['create', '--tenant', 'demo', '--email', 'bad-email', '--password', 'long-enough'],
      'Please enter a valid email address',
    ],
    [
      ['create', '--tenant', 'demo', '--email', 'a@b.in', '--password', 'short'],
      'The password must have at least 8 characters.',
    ],
    [
      ['create', '--tenant', 'demo', '--email', 'a@b.in', '--password', 'long-enough', '--name', 'R2D2'],
      'Staff name can contain only letters, spaces, hyphens and apostrophes',
    ],
    [
      ['create', '--tenant', 'demo', '--email', 'admin@demo.pataka.local', '--password', 'long-enough'],
      'A staff account admin@demo.pataka.local already exists in shop "demo".',
    ],
    [
      ['disable', '--tenant', 'demo', '--email', 'nobody@demo.in'],
      'No staff account nobody@demo.in in shop "demo".',
    ],
    [
      ['create', '--tenant', 'demo', '--email', 'a@b.in', '--password', 'long-enough', '--role', 'boss'],
      'The role must be owner or staff.',
    ],
    [['list', '--tenant', 'nowhere'], 'No shop "nowhere" in this database.'],
  ])('refuses %j', async (argv, message) => {
    await expect(run(argv)).rejects.toThrow(new StaffAccountError(message));
  });
});
