import { z } from 'zod';

export const MODEL_STATES = ['missing', 'loading', 'ready', 'failed'] as const;

export const healthSchema = z.object({
  status: z.literal('ok'),
  version: z.string(),
  uptimeSeconds: z.number(),
  database: z.enum(['sqlite', 'postgres']),
  models: z.record(z.string(), z.object({ state: z.enum(MODEL_STATES), detail: z.string().optional() })),
});
export type Health = z.infer<typeof healthSchema>;
