import { PASSWORD_MIN_LENGTH } from '../constants.js';

/** The sign-up and sign-in sentences (schemas/auth.ts uses and re-exports them; nothing here needs zod). */
export const AUTH_MESSAGES = {
  invalidEmail: 'Invalid email address',
  passwordTooShort: `Password must be at least ${PASSWORD_MIN_LENGTH} characters`,
  passwordRequired: 'Password is required',
  confirmRequired: 'Please confirm your password',
  passwordsDiffer: "Passwords don't match",
  safetyStepsRequired: 'Please read the safety notice and accept the Community Safety Pledge before creating your account.',
} as const;

export const AUTH_ERRORS = {
  emailTaken: 'An account with this email already exists. Try signing in instead.',
  wrongCredentials: 'Incorrect email or password.',
  notSignedIn: 'Please sign in to continue.',
  tooManyAttempts: 'Too many attempts. Please wait a minute and try again.',
  accountPaused: 'Too many wrong passwords for this account. To keep it safe, sign-in is paused for 15 minutes.',
  googleUnavailable: 'Google sign-in is not set up on this community. Please sign in with your email.',
  googleFailed: "We couldn't sign you in with Google. Please try again, or use your email.",
} as const;
