import { z } from 'zod';

/** `idle`: unloaded after KINDRED_MODEL_IDLE_MS without work, loaded again by the next task. */
export const MODEL_STATES = ['missing', 'loading', 'ready', 'failed', 'idle'] as const;

export const healthSchema = z.object({
  status: z.literal('ok'),
  version: z.string(),
  uptimeSeconds: z.number(),
  database: z.enum(['sqlite', 'postgres']),
  models: z.record(z.string(), z.object({ state: z.enum(MODEL_STATES), detail: z.string().optional() })),
});
export type Health = z.infer<typeof healthSchema>;
