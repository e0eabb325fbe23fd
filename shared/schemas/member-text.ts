import { z } from 'zod';

/** The one refusal for text that is not well-formed UTF-16 (a lone surrogate cannot be stored as UTF-8). */
export const UNREADABLE_TEXT_ERROR = 'Your message contains characters we cannot read. Please retype it and try again.';
/** The same refusal for fields an admin types (badges, rejection reasons). */
export const UNREADABLE_FIELD_ERROR = 'This text contains characters we cannot read. Please retype it and try again.';

const LONE_SURROGATE = /\p{Cs}/u;
const CONTROL = /\p{Cc}/gu;
const CONTROL_EXCEPT_NEWLINE_AND_TAB = /(?![\n\t])\p{Cc}/gu;
/** Zero-width and invisible formatting characters, and the bidi overrides and isolates used to disguise text. */
const INVISIBLE = /[\u00AD\u180E\u200B\u2060-\u2064\uFEFF\u202A-\u202E\u2066-\u2069]/gu;
/** A zero-width non-joiner is spelling in Persian and the Indic scripts; anywhere else it only hides words. */
const STRAY_NON_JOINER =
  /(?<!\p{Script=Arabic}\p{M}*|\p{Script=Syriac}\p{M}*|\p{Script=Devanagari}\p{M}*|\p{Script=Bengali}\p{M}*|\p{Script=Gurmukhi}\p{M}*|\p{Script=Gujarati}\p{M}*|\p{Script=Oriya}\p{M}*|\p{Script=Tamil}\p{M}*|\p{Script=Telugu}\p{M}*|\p{Script=Kannada}\p{M}*|\p{Script=Malayalam}\p{M}*|\p{Script=Sinhala}\p{M}*)\u200C|\u200C(?!\p{L})/gu;
/** A zero-width joiner outside an emoji sequence (Unicode's GB11 rule), like 👩‍👩‍👧 or ❤️‍🔥. */
const STRAY_JOINER = /(?<!\p{Extended_Pictographic}[\p{Emoji_Modifier}\uFE0F]*)\u200D|\u200D(?!\p{Extended_Pictographic})/gu;

/**
 * What a member meant to type: invisible characters removed, composed (NFC) and trimmed. Composing comes
 * after the removals so that a character split by an invisible one, like "e\u200B\u0301", still becomes "é".
 */
export function normaliseMemberText(text: string, { multiline }: { multiline: boolean }): string {
  const lines = multiline ? text.replace(/\r\n?/g, '\n') : text;
  return lines
    .replace(multiline ? CONTROL_EXCEPT_NEWLINE_AND_TAB : CONTROL, '')
    .replace(INVISIBLE, '')
    .replace(STRAY_JOINER, '')
    .replace(STRAY_NON_JOINER, '')
    .normalize('NFC')
    .trim();
}

export interface MemberTextRules {
  /** The sentence for a missing, blank or invisible-only value; without it a blank value is accepted as ''. */
  empty?: string;
  tooLong: string;
  /** Counted on the normalised text. */
  max: number;
  /** Keeps newlines and tabs (message bodies); single-line fields lose them with the other control characters. */
  multiline?: boolean;
  wellFormed?: string;
}

/** A free-text field that a member or an admin types and the server stores. */
export function memberText({ empty, tooLong, max, multiline = false, wellFormed = UNREADABLE_TEXT_ERROR }: MemberTextRules) {
  const normalised = z
    .string(empty ? { error: empty } : undefined)
    .refine((text) => !LONE_SURROGATE.test(text), { error: wellFormed, abort: true })
    .overwrite((text) => normaliseMemberText(text, { multiline }));
  const present = empty ? normalised.min(1, { error: empty, abort: true }) : normalised;
  return present.max(max, tooLong);
}
