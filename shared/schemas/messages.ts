import { z } from 'zod';
import { MESSAGE_CATEGORIES, MESSAGE_STATUSES, TEXT_MESSAGE_MAX_CHARS } from '../constants.js';
import { memberText, UNREADABLE_TEXT_ERROR } from './member-text.js';
import { publicAuthorSchema } from './user.js';

export const MESSAGE_ERRORS = {
  emptyContent: 'Please write something before sending.',
  tooLong: `Messages can be at most ${TEXT_MESSAGE_MAX_CHARS} characters.`,
  category: 'Please choose one of the four categories.',
  busy: 'Our kindness check is very busy right now. Please try again in a minute; your words were not lost.',
  stillChecking: 'Your earlier messages are still being checked. Please wait a moment before sending more; your words were not lost.',
  tooManyPosts: 'You have shared a lot in the last hour. Please take a short break and try again later; your words were not lost.',
  notFound: 'That message could not be found.',
  unreadable: UNREADABLE_TEXT_ERROR,
} as const;

export const categorySchema = z.enum(MESSAGE_CATEGORIES, { error: MESSAGE_ERRORS.category });
export const statusSchema = z.enum(MESSAGE_STATUSES);

/** POST /api/messages/text */
export const createTextMessageBodySchema = z.object({
  content: memberText({
    empty: MESSAGE_ERRORS.emptyContent,
    tooLong: MESSAGE_ERRORS.tooLong,
    max: TEXT_MESSAGE_MAX_CHARS,
    multiline: true,
  }),
  category: categorySchema,
});
export type CreateTextMessageBody = z.infer<typeof createTextMessageBodySchema>;

/** What posting a message or a reply answers once the kindness check has spoken (or is still thinking). */
export const moderationOutcomeSchema = z.object({
  id: z.string(),
  status: statusSchema,
  rejectionReason: z.string().nullable(),
  /** The member may be in danger: show the crisis resources before anything else. */
  crisis: z.boolean(),
});
export type ModerationOutcome = z.infer<typeof moderationOutcomeSchema>;

export const messageSchema = z.object({
  id: z.string(),
  type: z.enum(['text', 'voice']),
  content: z.string().nullable(),
  audioUrl: z.string().nullable(),
  audioDuration: z.number().nullable(),
  transcript: z.string().nullable(),
  category: categorySchema,
  status: statusSchema,
  rejectionReason: z.string().nullable(),
  createdAt: z.string(),
  replyCount: z.number().int(),
  isOwn: z.boolean(),
  user: publicAuthorSchema,
});
export type Message = z.infer<typeof messageSchema>;

export const FEED_PAGE_SIZE = 20;
export const FEED_PAGE_MAX = 50;

export const feedQuerySchema = z.object({
  myFeed: z.enum(['true', 'false']).optional(),
  category: z.enum([...MESSAGE_CATEGORIES, 'all'], { error: MESSAGE_ERRORS.category }).optional(),
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(FEED_PAGE_MAX).optional(),
});
export type FeedQuery = z.infer<typeof feedQuerySchema>;

export const feedPageSchema = z.object({
  messages: z.array(messageSchema),
  /** Pass as `cursor` to load older messages; null at the end of the feed. */
  nextCursor: z.string().nullable(),
});
export type FeedPage = z.infer<typeof feedPageSchema>;

export const messageIdParamsSchema = z.object({ id: z.string().min(1).max(64) });
