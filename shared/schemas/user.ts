import { z } from 'zod';

export const badgeSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  icon: z.string(),
  category: z.string(),
  createdAt: z.string(),
});
export type Badge = z.infer<typeof badgeSchema>;

/** The signed-in member as GET /api/auth/user returns it: their own data, never a secret. */
export const currentUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  username: z.string().nullable(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
  isPremium: z.union([z.literal(0), z.literal(1)]),
  isAdmin: z.union([z.literal(0), z.literal(1)]),
  createdAt: z.string(),
  voiceMessageCount: z.number().int(),
  currentStreak: z.number().int(),
  badges: z.array(badgeSchema),
});
export type CurrentUser = z.infer<typeof currentUserSchema>;

/**
 * How another member appears in public payloads (feed, replies, notifications).
 * No email ever; first and last name only where the display rule allows it (premium, no username).
 */
export const publicAuthorSchema = z.object({
  username: z.string().nullable(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
  isPremium: z.union([z.literal(0), z.literal(1)]),
  badges: z.array(badgeSchema),
});
export type PublicAuthor = z.infer<typeof publicAuthorSchema>;
