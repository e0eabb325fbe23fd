import { z } from 'zod';

/** The one refusal for text that is not well-formed UTF-16 (a lone surrogate cannot be stored as UTF-8). */
export const UNREADABLE_TEXT_ERROR = 'Your message contains characters we cannot read. Please retype it and try again.';
/** The same refusal for fields an admin types (badges, rejection reasons). */
export const UNREADABLE_FIELD_ERROR = 'This text contains characters we cannot read. Please retype it and try again.';

const LONE_SURROGATE = /\p{Cs}/u;
const CONTROL = /\p{Cc}/gu;
const CONTROL_EXCEPT_NEWLINE_AND_TAB = /(?![\n\t])\p{Cc}/gu;
/**
 * Invisible formatting characters (Unicode Cf: zero-width space, soft hyphen, bidi marks, overrides and
 * isolates used to disguise text…), except the joiners, handled below, and the tag characters that
 * spell subdivision flags like 🏴󠁧󠁢󠁳󠁣󠁴󠁿.
 */
const INVISIBLE = /(?!\u200C|\u200D|[\u{E0000}-\u{E007F}])\p{Cf}/gu;
/** A zero-width non-joiner is spelling in Persian and the Indic scripts; anywhere else it only hides words. */
const STRAY_NON_JOINER =
  /(?<!\p{Script=Arabic}\p{M}*|\p{Script=Syriac}\p{M}*|\p{Script=Devanagari}\p{M}*|\p{Script=Bengali}\p{M}*|\p{Script=Gurmukhi}\p{M}*|\p{Script=Gujarati}\p{M}*|\p{Script=Oriya}\p{M}*|\p{Script=Tamil}\p{M}*|\p{Script=Telugu}\p{M}*|\p{Script=Kannada}\p{M}*|\p{Script=Malayalam}\p{M}*|\p{Script=Sinhala}\p{M}*)\u200C|\u200C(?!\p{L})/gu;
const ENDS_IN_EMOJI = /\p{Extended_Pictographic}[\p{Emoji_Modifier}\uFE0F]*$/u;
const STARTS_WITH_EMOJI = /^\p{Extended_Pictographic}/u;
const ENDS_IN_MARK = /\p{M}$/u;
/** How far around a joiner its context is read: an emoji with its modifiers fits, and the cost stays linear. */
const JOINER_CONTEXT = 12;

/**
 * A zero-width joiner is kept inside an emoji sequence (👩‍👩‍👧, ❤️‍🔥) and after a virama or other
 * mark (Sinhala ශ්‍රී, Malayalam chillu ന്‍); anywhere else it only hides words.
 */
function dropStrayJoiners(text: string): string {
  return text.replace(/\u200D/g, (joiner, offset: number) => {
    const before = text.slice(Math.max(0, offset - JOINER_CONTEXT), offset);
    const after = text.slice(offset + 1, offset + 1 + JOINER_CONTEXT);
    const inEmoji = ENDS_IN_EMOJI.test(before) && STARTS_WITH_EMOJI.test(after);
    const inWord = !ENDS_IN_EMOJI.test(before) && ENDS_IN_MARK.test(before);
    return inEmoji || inWord ? joiner : '';
  });
}

/** Characters that are letters or symbols to Unicode but show nothing: Hangul fillers, the braille blank. */
const BLANK_LOOKALIKES = /[\u115F\u1160\u3164\uFFA0\u2800]/gu;
const VISIBLE = /[\p{L}\p{N}\p{P}\p{S}]/u;

/**
 * What a member meant to type, before composing: control and invisible characters removed and the
 * rest trimmed; a text with nothing visible left is empty.
 */
export function stripInvisible(text: string, { multiline }: { multiline: boolean }): string {
  const lines = multiline ? text.replace(/\r\n?/g, '\n') : text;
  const visibleParts = lines
    .replace(multiline ? CONTROL_EXCEPT_NEWLINE_AND_TAB : CONTROL, '')
    .replace(INVISIBLE, '')
    .replace(STRAY_NON_JOINER, '');
  const stripped = dropStrayJoiners(visibleParts).trim();
  return VISIBLE.test(stripped.replace(BLANK_LOOKALIKES, '')) ? stripped : '';
}

export interface MemberTextRules {
  /** The sentence for a missing, blank or invisible-only value; without it a blank value is accepted as ''. */
  empty?: string;
  tooLong: string;
  /** Counted as the member's counter counts: after stripping, before composing (NFC may lengthen a few scripts). */
  max: number;
  /** Keeps newlines and tabs (message bodies); single-line fields lose them with the other control characters. */
  multiline?: boolean;
  wellFormed?: string;
}

/**
 * A free-text field that a member or an admin types and the server stores: lone surrogates refused,
 * invisible characters stripped, then the emptiness and length checks, then Unicode NFC, so that a
 * character split by an invisible one, like "e\u200B\u0301", still becomes "é".
 */
export function memberText({ empty, tooLong, max, multiline = false, wellFormed = UNREADABLE_TEXT_ERROR }: MemberTextRules) {
  const stripped = z
    .string(empty ? { error: empty } : undefined)
    .refine((text) => !LONE_SURROGATE.test(text), { error: wellFormed, abort: true })
    .overwrite((text) => stripInvisible(text, { multiline }));
  const present = empty ? stripped.min(1, { error: empty, abort: true }) : stripped;
  return present.max(max, tooLong).overwrite((text) => text.normalize('NFC'));
}
