import { PRODUCT_NAME } from '../../../shared/constants.js';

export const DEFAULT_FEEDBACK_SUBJECT = `${PRODUCT_NAME} feedback`;

/** A mailto: draft; subject and body are percent-encoded so spaces, "&" and line breaks survive. */
export function feedbackMailto(supportEmail: string, subject: string, message: string): string {
  const draftSubject = subject.trim() || DEFAULT_FEEDBACK_SUBJECT;
  return `mailto:${supportEmail}?subject=${encodeURIComponent(draftSubject)}&body=${encodeURIComponent(message.trim())}`;
}
