import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AcceptInviteSchema, CreateStaffSchema, STAFF_ROLES, UpdateStaffSchema } from '@pataka/domain/staff';
import { errorSchema, ok, okSchema } from '../../lib/envelope.ts';
import { requireOwner, requireStaffMember } from './staff-access.ts';
import { listPendingInvites, listStaff } from './staff.queries.ts';
import {
  acceptInvite,
  createStaffWithPassword,
  inviteStaff,
  toStaffDto,
  updateStaff,
} from './staff.service.ts';

const tags = ['staff: team'];
const security = [{ bearer: [] }];
const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema };
const Role = z.enum(STAFF_ROLES);

const MeSchema = z.object({ id: z.string(), email: z.string(), name: z.string(), role: Role });
const StaffSchema = MeSchema.extend({ isActive: z.boolean(), createdAt: z.string() });
const PendingInviteSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  role: Role,
  expiresAt: z.string(),
  createdAt: z.string(),
});
const InviteCreatedSchema = z.object({
  id: z.string(),
  email: z.string(),
  expiresAt: z.string(),
  url: z.string().describe('Path of the accept page with the token; shown once'),
});

export const staffRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/me',
    {
      config: { access: 'staff' },
      schema: {
        tags,
        security,
        summary: 'The signed-in staff member and their role',
        response: { 200: okSchema(MeSchema), ...errors },
      },
    },
    async (request) => {
      const { id, email, name, role } = await requireStaffMember(request, app.db);
      return ok({ id, email, name, role });
    },
  );

  app.get(
    '/admin/staff',
    {
      config: { access: 'owner' },
      schema: {
        tags,
        security,
        summary: 'The shop team and its pending invites (owner)',
        response: {
          200: okSchema(z.object({ staff: z.array(StaffSchema), invites: z.array(PendingInviteSchema) })),
          ...errors,
        },
      },
    },
    async (request) => {
      await requireOwner(request, app.db);
      const tenantId = request.tenant.id;
      const staff = (await listStaff(app.db, tenantId)).map(toStaffDto);
      const invites = (await listPendingInvites(app.db, tenantId, new Date())).map((i) => ({
        id: i.id,
        email: i.email,
        name: i.name ?? '',
        role: i.role === 'owner' ? ('owner' as const) : ('staff' as const),
        expiresAt: i.expiresAt.toISOString(),
        createdAt: i.createdAt.toISOString(),
      }));
      return ok({ staff, invites });
    },
  );

  app.post(
    '/admin/staff',
    {
      config: { access: 'owner' },
      schema: {
        tags,
        security,
        summary: 'Add a staff member: a temporary password shown once, or a 72-hour invite link (owner)',
        description: `409 when the email already has an account. mode 'password' answers {staff, temporaryPassword}; mode 'invite' answers {invite}.`,
        body: CreateStaffSchema,
        response: {
          201: okSchema(
            z.union([
              z.object({ staff: StaffSchema, temporaryPassword: z.string() }),
              z.object({ invite: InviteCreatedSchema }),
            ]),
          ),
          409: errorSchema,
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const owner = await requireOwner(request, app.db);
      const tenantId = request.tenant.id;
      const result =
        request.body.mode === 'invite'
          ? await inviteStaff(app.db, tenantId, owner, request.body)
          : await createStaffWithPassword(app.db, tenantId, owner, request.body);
      return reply.code(201).send(ok(result));
    },
  );

  app.patch(
    '/admin/staff/:id',
    {
      config: { access: 'owner' },
      schema: {
        tags,
        security,
        summary: "Change a member's role or name, or disable them (owner)",
        description:
          '409 when the change would leave the shop without an active owner. Disabling signs them out.',
        params: z.object({ id: z.string().trim().min(1).max(64) }),
        body: UpdateStaffSchema,
        response: { 200: okSchema(StaffSchema), 404: errorSchema, 409: errorSchema, ...errors },
      },
    },
    async (request) => {
      const owner = await requireOwner(request, app.db);
      return ok(await updateStaff(app.db, request.tenant.id, owner, request.params.id, request.body));
    },
  );

  app.post(
    '/admin/invites/accept',
    {
      schema: {
        tags,
        summary: 'Accept an invite: set a password and sign in',
        description: '400 when the link is unknown, used or older than 72 hours.',
        body: AcceptInviteSchema,
        response: {
          200: okSchema(z.object({ token: z.string(), admin: MeSchema })),
          400: errorSchema,
          409: errorSchema,
        },
      },
    },
    async (request) => ok(await acceptInvite(app.db, request.tenant.id, request.body)),
  );
};
