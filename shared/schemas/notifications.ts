import { z } from 'zod';

export const notificationSchema = z.object({
  id: z.string(),
  isRead: z.union([z.literal(0), z.literal(1)]),
  createdAt: z.string(),
  /** Display fields only, under the same anonymity rule as feed authors. */
  sender: z.object({
    username: z.string().nullable(),
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    profileImageUrl: z.string().nullable(),
    isPremium: z.union([z.literal(0), z.literal(1)]),
  }),
  message: z.object({
    id: z.string(),
    type: z.enum(['text', 'voice']),
    /** The text, or a voice message's transcript. */
    content: z.string().nullable(),
  }),
});
export type Notification = z.infer<typeof notificationSchema>;

export const notificationListSchema = z.array(notificationSchema);
export const unreadCountSchema = z.object({ count: z.number().int().nonnegative() });

export const NOTIFICATION_ERRORS = {
  notFound: 'That notification could not be found.',
} as const;
