import { z } from 'zod';
import { MANUAL_REJECTION_REASON } from '../constants.js';
import { memberText, UNREADABLE_FIELD_ERROR } from './member-text.js';
import { categorySchema, statusSchema } from './messages.js';
import { publicAuthorSchema } from './user.js';

export const REJECTION_REASON_MAX_CHARS = 500;

export const ADMIN_ERRORS = {
  userNotFound: 'That member could not be found.',
  messageNotFound: 'That message could not be found.',
  replyNotFound: 'That reply could not be found.',
  flag: 'Please send 0 or 1.',
  decision: 'Please choose approved or rejected.',
  rejectionReasonTooLong: `A rejection reason can be at most ${REJECTION_REASON_MAX_CHARS} characters.`,
  unreadable: UNREADABLE_FIELD_ERROR,
} as const;

/** A sentence for the 409 when a person tries to decide an item that is no longer pending. */
export const alreadyDecided = (subject: 'message' | 'reply', status: string): string =>
  `This ${subject} was already ${status}. Only pending ${subject === 'message' ? 'messages' : 'replies'} can be approved or rejected.`;

const flagSchema = z.union([z.literal(0), z.literal(1)], { error: ADMIN_ERRORS.flag });

/** GET /api/admin/stats */
export const adminStatsSchema = z.object({
  totalUsers: z.number().int(),
  totalMessages: z.number().int(),
  totalReplies: z.number().int(),
  pendingMessages: z.number().int(),
  pendingReplies: z.number().int(),
});
export type AdminStats = z.infer<typeof adminStatsSchema>;

export const ACTIVITY_DAYS = 14;

/** GET /api/admin/activity: messages by the day they were posted (UTC) and their status now, oldest day first. */
export const adminActivitySchema = z.object({
  days: z.array(
    z.object({
      day: z.string(),
      approved: z.number().int(),
      rejected: z.number().int(),
      pending: z.number().int(),
    }),
  ),
});
export type AdminActivity = z.infer<typeof adminActivitySchema>;
export type ActivityDay = AdminActivity['days'][number];

/** One member in GET /api/admin/users: the only payload that carries other members' e-mail addresses. */
export const adminUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  username: z.string().nullable(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  isAdmin: flagSchema,
  isPremium: flagSchema,
  createdAt: z.string(),
  voiceMessageCount: z.number().int(),
  currentStreak: z.number().int(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

export const userIdParamsSchema = z.object({ userId: z.string().min(1).max(64) });

/** PATCH /api/admin/users/{userId}/admin */
export const setAdminBodySchema = z.object({ isAdmin: flagSchema });
export type SetAdminBody = z.infer<typeof setAdminBodySchema>;

/** PATCH /api/admin/users/{userId}/premium: granting awards the gold crown, removing takes it back. */
export const setPremiumBodySchema = z.object({ isPremium: flagSchema });
export type SetPremiumBody = z.infer<typeof setPremiumBodySchema>;

/** The kindness check's latest verdict on an item, as stored in moderation_verdicts. */
export const verdictSummarySchema = z.object({
  decision: z.enum(['approve', 'reject', 'hold']),
  reason: z.string().nullable(),
  /** The check that decided a hold or a rejection (its score is in `scores`); null for an approval or an older verdict. */
  decidedBy: z.string().nullable(),
  scores: z.record(z.string(), z.number()),
  modelVersions: z.record(z.string(), z.string()),
  createdAt: z.string(),
});
export type VerdictSummary = z.infer<typeof verdictSummarySchema>;

/** Admins see who wrote an item by their real name too, never by e-mail. */
export const adminAuthorSchema = publicAuthorSchema.omit({ badges: true }).extend({ id: z.string() });
export type AdminAuthor = z.infer<typeof adminAuthorSchema>;

/** What the moderation queues show for a message or a reply. */
const moderationItemFields = {
  id: z.string(),
  audioUrl: z.string().nullable(),
  audioDuration: z.number().nullable(),
  transcript: z.string().nullable(),
  status: statusSchema,
  rejectionReason: z.string().nullable(),
  createdAt: z.string(),
  crisis: flagSchema,
  reportCount: z.number().int(),
  verdict: verdictSummarySchema.nullable(),
  user: adminAuthorSchema,
};

/** GET /api/admin/messages: crisis items first, then reported ones, then newest. */
export const adminMessageSchema = z.object({
  ...moderationItemFields,
  type: z.enum(['text', 'voice']),
  content: z.string().nullable(),
  category: categorySchema,
  replyCount: z.number().int(),
});
export type AdminMessage = z.infer<typeof adminMessageSchema>;

/** GET /api/admin/replies: same order as messages. Replies are always voice. */
export const adminReplySchema = z.object({ ...moderationItemFields, messageId: z.string() });
export type AdminReply = z.infer<typeof adminReplySchema>;

export const moderationItemIdParamsSchema = z.object({ id: z.string().min(1).max(64) });

/** PATCH /api/admin/messages/{id}/status and /api/admin/replies/{id}/status */
export const moderationDecisionBodySchema = z.object({
  status: z.enum(['approved', 'rejected'], { error: ADMIN_ERRORS.decision }),
  /** Kept only when rejecting; a rejection without one (or a blank one) stores the fixed reason. */
  rejectionReason: memberText({ tooLong: ADMIN_ERRORS.rejectionReasonTooLong, max: REJECTION_REASON_MAX_CHARS, multiline: true, wellFormed: ADMIN_ERRORS.unreadable }).optional(),
});
export type ModerationDecisionBody = z.infer<typeof moderationDecisionBodySchema>;

/** The rejection the admin screens send (spec §4). */
export const MANUAL_REJECTION: ModerationDecisionBody = { status: 'rejected', rejectionReason: MANUAL_REJECTION_REASON };

export const moderationDecisionResultSchema = z.object({
  id: z.string(),
  status: statusSchema,
  rejectionReason: z.string().nullable(),
});
export type ModerationDecisionResult = z.infer<typeof moderationDecisionResultSchema>;
