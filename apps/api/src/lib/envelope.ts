import { z } from 'zod';

/** `{ success: true, data }`: the body of every successful reply. */
export const ok = <T>(data: T) => ({ success: true as const, data });

export const paged = <T>(data: T[], total: number, page: number, limit: number) => ({
  success: true as const,
  data,
  total,
  page,
  limit,
  totalPages: Math.max(1, Math.ceil(total / limit)),
});

/** Response schema helpers so every route documents its envelope in the OpenAPI. */
export const okSchema = <T extends z.ZodType>(data: T) => z.object({ success: z.literal(true), data });
export const pagedSchema = <T extends z.ZodType>(item: T) =>
  z.object({
    success: z.literal(true),
    data: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    limit: z.number().int(),
    totalPages: z.number().int(),
  });
export const errorSchema = z.object({
  success: z.literal(false),
  error: z.object({ code: z.string(), message: z.string() }),
});
