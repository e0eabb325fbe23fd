import { z } from 'zod';

/** GET /api/community: what the client needs to know about this server (no secrets). */
export const communityInfoSchema = z.object({
  /** Where the profile's feedback form addresses its e-mail draft; null when the operator set none. */
  supportEmail: z.string().nullable(),
  /** How Premium purchases are verified here: `demo` accepts the demo token, `none` refuses every purchase. */
  subscriptions: z.enum(['demo', 'none']),
});
export type CommunityInfo = z.infer<typeof communityInfoSchema>;
