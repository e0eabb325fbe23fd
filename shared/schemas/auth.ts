import { z } from 'zod';
import { PASSWORD_MIN_LENGTH } from '../constants.js';
import { AUTH_MESSAGES } from './auth-messages.js';

// The sentences live in a module without zod, so the web app's first script can show them.
export { AUTH_ERRORS, AUTH_MESSAGES } from './auth-messages.js';

const email = z
  .string({ error: AUTH_MESSAGES.invalidEmail })
  .trim()
  .max(254, AUTH_MESSAGES.invalidEmail)
  .pipe(z.email({ error: AUTH_MESSAGES.invalidEmail }));

/** Longest password accepted: argon2 does not need more, and it bounds hashing work per request. */
export const PASSWORD_MAX_LENGTH = 256;

const password = z
  .string({ error: AUTH_MESSAGES.passwordTooShort })
  .min(PASSWORD_MIN_LENGTH, AUTH_MESSAGES.passwordTooShort)
  .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters`);

/** Both onboarding steps must have been taken: an account is never created without them. */
const acknowledged = z.literal(true, { error: AUTH_MESSAGES.safetyStepsRequired });

/**
 * POST /api/auth/register: the server applies the same rules as the sign-up form, and refuses an
 * account whose member has not ticked the safety acknowledgement and accepted the pledge.
 */
export const registerBodySchema = z.object({ email, password, safetyAcknowledged: acknowledged, pledgeAccepted: acknowledged });

/** What the client sends once the member has taken both onboarding steps. */
export const SAFETY_STEPS_TAKEN = { safetyAcknowledged: true, pledgeAccepted: true } as const;

/** An e-mail and a password under the sign-up rules (the admin bootstrap creates accounts with these). */
export const credentialsSchema = registerBodySchema.pick({ email: true, password: true });
export type RegisterBody = z.infer<typeof registerBodySchema>;

/** POST /api/auth/login, also used by the admin sign-in screen. */
export const loginBodySchema = z.object({
  email,
  password: z
    .string({ error: AUTH_MESSAGES.passwordRequired })
    .min(1, AUTH_MESSAGES.passwordRequired)
    .max(PASSWORD_MAX_LENGTH, AUTH_MESSAGES.passwordRequired),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

/** The sign-up form: confirmPassword is checked on the client and never sent. */
export const signUpFormSchema = z
  .object({ email, password, confirmPassword: z.string().min(1, AUTH_MESSAGES.confirmRequired) })
  .refine((form) => form.password === form.confirmPassword, {
    message: AUTH_MESSAGES.passwordsDiffer,
    path: ['confirmPassword'],
  });
export type SignUpForm = z.infer<typeof signUpFormSchema>;

export const signInFormSchema = loginBodySchema;
export type SignInForm = z.infer<typeof signInFormSchema>;
