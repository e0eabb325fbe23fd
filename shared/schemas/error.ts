import { z } from 'zod';

/** Every non-2xx JSON answer of the API has this shape. */
export const apiErrorSchema = z.object({
  error: z.string(),
  fields: z.record(z.string(), z.array(z.string())).optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

export const okSchema = z.object({ ok: z.literal(true) });
export type Ok = z.infer<typeof okSchema>;
