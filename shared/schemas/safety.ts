import { z } from 'zod';
import { REPORT_REASONS } from './report-reasons.js';

// The reasons live in a module without zod, so the web app's first script can offer them.
export { REPORT_REASON_LABELS, REPORT_REASONS, type ReportReason } from './report-reasons.js';

export const SAFETY_ERRORS = {
  reason: 'Please choose why you are reporting this.',
  subject: 'That message or reply could not be found.',
  alreadyReported: 'You have already reported this. Thank you for looking out for the community.',
  ownItem: 'This is your own message. You can delete your account from your profile, or simply let it be.',
  blockSelf: 'You cannot block yourself.',
  blockNotFound: 'That member is not blocked.',
  ownReply: 'You cannot mark your own reply as helpful.',
  tooManyReports: 'You have sent a lot of reports in the last hour. Thank you for caring; please try again a little later.',
} as const;

/** How many reports one member may send in a rolling hour (the server answers 429 with Retry-After beyond it). */
export const REPORTS_PER_HOUR = 10;

const subjectType = z.enum(['message', 'reply'], { error: SAFETY_ERRORS.subject });
// No id holds a NUL character (PostgreSQL cannot even compare text with one).
const subjectId = z
  .string({ error: SAFETY_ERRORS.subject })
  .min(1, SAFETY_ERRORS.subject)
  .max(64, SAFETY_ERRORS.subject)
  .refine((id) => !id.includes('\u0000'), SAFETY_ERRORS.subject);

/** A message or reply named by a member's safety action. */
export const safetySubjectSchema = z.object({ subjectType, subjectId });
export type SafetySubject = z.infer<typeof safetySubjectSchema>;

/** POST /api/reports */
export const reportBodySchema = safetySubjectSchema.extend({ reason: z.enum(REPORT_REASONS, { error: SAFETY_ERRORS.reason }) });
export type ReportBody = z.infer<typeof reportBodySchema>;

/** What a report answers: `crisis` tells the client to show the crisis resources to the reporter. */
export const reportResultSchema = z.object({ ok: z.literal(true), crisis: z.boolean() });
export type ReportResult = z.infer<typeof reportResultSchema>;

/** POST /api/hidden hides the item from the member; POST /api/blocks blocks the item's author. */
export const hideBodySchema = safetySubjectSchema;
export const blockBodySchema = safetySubjectSchema;

/** GET /api/blocks: whom the member blocked, as they appear publicly (no ids of theirs are sent). */
export const blockedMemberSchema = z.object({
  /** The block's own id: DELETE /api/blocks/{id} unblocks. */
  id: z.string(),
  username: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
  blockedAt: z.string(),
});
export type BlockedMember = z.infer<typeof blockedMemberSchema>;
export const blockedMemberListSchema = z.array(blockedMemberSchema);

export const blockIdParamsSchema = z.object({ id: z.string().min(1).max(64) });

/** POST and DELETE /api/replies/{id}/helpful answer the reply's count and whether this member marked it. */
export const helpfulStateSchema = z.object({ helpfulCount: z.number().int(), markedByMe: z.boolean() });
export type HelpfulState = z.infer<typeof helpfulStateSchema>;
