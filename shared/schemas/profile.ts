import { z } from 'zod';
import { AVATARS } from '../constants.js';
import { memberText } from './member-text.js';

export const USERNAME_MIN_LENGTH = 3;
export const USERNAME_MAX_LENGTH = 24;

export const PROFILE_ERRORS = {
  usernameLength: `Usernames are ${USERNAME_MIN_LENGTH} to ${USERNAME_MAX_LENGTH} characters long.`,
  usernameCharacters: 'Usernames start with a letter and use only letters, numbers, "-" and "_".',
  usernameReserved: 'That username is reserved. Please choose another.',
  usernameTaken: 'That username is already taken. Please choose another.',
  avatar: 'Please choose one of the eight animals.',
  timeZone: 'That time zone is not one we know.',
} as const;

/** Names that would let a member pass for the product, its staff, or the anonymous default. */
export const RESERVED_USERNAMES = ['anonymous', 'admin', 'administrator', 'moderator', 'kindred', 'support', 'system'] as const;

const USERNAME_SHAPE = /^\p{L}[\p{L}\p{N}_-]*$/u;

/** A username a member types: checked the same way in the form and on the server (uniqueness is the server's). */
export const usernameSchema = memberText({ empty: PROFILE_ERRORS.usernameLength, tooLong: PROFILE_ERRORS.usernameLength, max: USERNAME_MAX_LENGTH })
  .refine((name) => name.length >= USERNAME_MIN_LENGTH, PROFILE_ERRORS.usernameLength)
  .refine((name) => USERNAME_SHAPE.test(name), PROFILE_ERRORS.usernameCharacters)
  .refine((name) => !(RESERVED_USERNAMES as readonly string[]).includes(name.toLowerCase()), PROFILE_ERRORS.usernameReserved);

/** POST /api/profile/username */
export const usernameBodySchema = z.object({ username: usernameSchema });
export type UsernameBody = z.infer<typeof usernameBodySchema>;

const AVATAR_EMOJIS = AVATARS.map((avatar) => avatar.emoji) as [string, ...string[]];

/**
 * POST /api/profile/avatar: the animal's emoji; `username` is the animal's name as the client shows it
 * (the server derives the stored name from the emoji and keeps it unique, e.g. "Owl-2f7").
 */
export const avatarBodySchema = z.object({
  avatar: z.enum(AVATAR_EMOJIS, { error: PROFILE_ERRORS.avatar }),
  username: z.string().max(64).optional(),
});
export type AvatarBody = z.infer<typeof avatarBodySchema>;

/** Defined without zod (the web app's first script sends it with every request). */
export { TIME_ZONE_HEADER } from './time-zone-header.js';
