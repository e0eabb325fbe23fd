import { z } from 'zod';
import { BADGE_CATEGORIES, DEFAULT_BADGE_CATEGORY } from '../badges.js';
import { memberText, UNREADABLE_FIELD_ERROR } from './member-text.js';
import { badgeSchema } from './user.js';

export const BADGE_ERRORS = {
  missingFields: 'Please fill in all fields',
  idFormat: 'A badge id may use only lower-case letters, digits and single hyphens, like "kind-voice".',
  category: 'Please choose one of the categories: premium, community, activity or moderation.',
  tooLong: 'That is longer than a badge needs. Please shorten it.',
  duplicateId: 'A badge with this id already exists. Please choose another id.',
  notFound: 'That badge could not be found.',
  unreadable: UNREADABLE_FIELD_ERROR,
} as const;

/** The id is a slug: it appears in URLs and in members' badge lists. */
export const BADGE_ID_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

// Blank is "missing", not also a malformed id: the emptiness check stops the id's pattern check.
const requiredText = (max: number) => memberText({ empty: BADGE_ERRORS.missingFields, tooLong: BADGE_ERRORS.tooLong, max, wellFormed: BADGE_ERRORS.unreadable });

/** POST /api/admin/badges, and the Create Badge form (spec §5). */
export const createBadgeBodySchema = z.object({
  id: requiredText(64).regex(BADGE_ID_PATTERN, BADGE_ERRORS.idFormat),
  name: requiredText(60),
  description: requiredText(200),
  /** A lucide icon name; one the client does not know shows the default icon. */
  icon: requiredText(60),
  category: z.enum(BADGE_CATEGORIES, { error: BADGE_ERRORS.category }).default(DEFAULT_BADGE_CATEGORY),
});
export type CreateBadgeBody = z.infer<typeof createBadgeBodySchema>;
export type CreateBadgeForm = z.input<typeof createBadgeBodySchema>;

export const badgeIdParamsSchema = z.object({ badgeId: z.string().min(1).max(64) });

/** GET /api/badges: every badge, for the profile's Badge Guide and the admin grid. */
export const badgeListSchema = z.array(badgeSchema);
