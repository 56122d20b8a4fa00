import { z } from 'zod';

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * fromDate/toDate as a calendar day ('2025-10-20', a whole day in India time) or an ISO timestamp.
 * A day as `toDate` includes the whole of that day.
 */
export const dateBound = (edge: 'start' | 'end') =>
  z
    .string()
    .trim()
    .transform((value, ctx) => {
      const instant = DATE_ONLY.test(value)
        ? new Date(`${value}T${edge === 'start' ? '00:00:00.000' : '23:59:59.999'}+05:30`)
        : new Date(value);
      if (Number.isNaN(instant.getTime())) {
        ctx.addIssue({ code: 'custom', message: 'Dates must look like 2025-10-20 or an ISO timestamp' });
        return z.NEVER;
      }
      return instant;
    })
    .optional();

export const DateRangeQuery = z.object({ fromDate: dateBound('start'), toDate: dateBound('end') });
