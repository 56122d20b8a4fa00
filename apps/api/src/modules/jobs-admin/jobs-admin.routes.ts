import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { JOB_MESSAGES, JOB_NAMES, jobLabel, type JobName as LabelledJobName } from '@pataka/domain/jobs';
import { errorSchema, ok, okSchema } from '../../lib/envelope.ts';
import { AppError } from '../../lib/errors.ts';
import type { FailedJob, JobName } from '../../lib/jobs/job-queue.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { requireOwner, requireStaffMember } from '../staff/staff-access.ts';

const tags = ['staff: background jobs'];

// Every job the queue runs has a label for staff, and no label names a job that does not exist: adding a
// job to JobPayloads without one in @pataka/domain/jobs fails to compile here.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const sameJobNames: Same<JobName, LabelledJobName> = true;
void sameJobNames;

const FailedJobSchema = z.object({
  id: z.string(),
  name: z.enum(JOB_NAMES),
  label: z.string().describe('What the job does, in plain words'),
  error: z.string(),
  attempts: z.number().int(),
  createdAt: z.string(),
  failedAt: z.string(),
});

// The payload stays on the server: it may hold a customer's details, and staff act on the label and error.
const toDto = (job: FailedJob) => ({
  id: job.id,
  name: job.name,
  label: jobLabel(job.name),
  error: job.error,
  attempts: job.attempts,
  createdAt: job.createdAt,
  failedAt: job.failedAt,
});

/** Background jobs that used up their retries, for the shop's staff; owners put them back in the queue. */
export const jobsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/jobs/failed',
    {
      config: { access: 'staff' },
      schema: {
        tags,
        security: [{ bearer: [] }],
        summary: 'Background jobs of this shop that failed after their retries, newest first (staff)',
        querystring: z.object({ limit: z.coerce.number().int().min(1).max(200).default(50) }),
        response: { 200: okSchema(z.array(FailedJobSchema)), 401: errorSchema, 403: errorSchema },
      },
    },
    async (request) => {
      await requireStaffMember(request, app.db);
      const failed = await app.jobs.failed(request.tenant.id, request.query.limit);
      return ok(failed.map(toDto));
    },
  );

  app.post(
    '/admin/jobs/:id/retry',
    {
      config: { access: 'owner' },
      schema: {
        tags,
        security: [{ bearer: [] }],
        summary: 'Run a failed background job again (owner)',
        params: z.object({ id: z.string().min(1).max(100) }),
        response: {
          200: okSchema(z.object({ retried: z.literal(true) })),
          401: errorSchema,
          403: errorSchema,
          404: errorSchema,
        },
      },
    },
    async (request) => {
      const owner = await requireOwner(request, app.db);
      const tenantId = request.tenant.id;
      const job = (await app.jobs.failed(tenantId, 200)).find((f) => f.id === request.params.id);
      if (!job || !(await app.jobs.retry(tenantId, job.id))) {
        throw new AppError('not_found', JOB_MESSAGES.jobNotFound);
      }
      await recordAudit(app.db, tenantId, owner, {
        action: 'job.retry',
        entityType: 'job',
        entityId: job.id,
        summary: `Retried a failed background job: ${jobLabel(job.name)} (${job.error})`,
      });
      return ok({ retried: true as const });
    },
  );
};
