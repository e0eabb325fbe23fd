import { z } from 'zod';
import { VOICE_POST_MAX_SECONDS, VOICE_REPLY_MAX_SECONDS } from '../constants.js';
import { categorySchema, statusSchema } from './messages.js';
import { publicAuthorSchema } from './user.js';

/** Sentences for voice uploads (posts and replies); the client shows them as the toast description. */
export const VOICE_ERRORS = {
  missingAudio: 'Please record a voice message before sending.',
  notAudio: "That file isn't a recording we can play. Please record your message again.",
  broken: 'That recording seems to be damaged. Please record it again.',
  silent: "We couldn't hear anything in that recording. Please check your microphone and try again.",
  postTooLong: `Voice messages can be at most ${VOICE_POST_MAX_SECONDS} seconds.`,
  replyTooLong: `Voice replies can be at most ${VOICE_REPLY_MAX_SECONDS} seconds.`,
  tooLarge: 'That recording is too large to send.',
  oneRecording: 'Please send one recording at a time.',
  uploadsInFlight: 'Your other recordings are still on their way. Please wait for them before sending another.',
  tooManyFields: 'That form has more fields than a voice message needs. Please send only the recording and its details.',
  transcriptionBusy: 'Our listening service is very busy right now. Please try again in a minute.',
  replyTargetMissing: 'That message could not be found.',
} as const;

/** The non-file fields of POST /api/messages/voice (multipart). */
export const voiceMessageFieldsSchema = z.object({
  duration: z.coerce.number().nonnegative().max(3600).optional(),
  category: categorySchema,
});

/** The non-file fields of POST /api/messages/{id}/replies (multipart). */
export const voiceReplyFieldsSchema = z.object({
  duration: z.coerce.number().nonnegative().max(3600).optional(),
});

export const replySchema = z.object({
  id: z.string(),
  messageId: z.string(),
  status: statusSchema,
  audioUrl: z.string(),
  audioDuration: z.number().nullable(),
  transcript: z.string().nullable(),
  rejectionReason: z.string().nullable(),
  createdAt: z.string(),
  user: publicAuthorSchema,
  /** Members who marked this reply as helpful (toward the replier's lighthouse badge). */
  helpfulCount: z.number().int(),
  markedHelpfulByMe: z.boolean(),
  isOwn: z.boolean(),
});
export type Reply = z.infer<typeof replySchema>;

export const replyListSchema = z.array(replySchema);
