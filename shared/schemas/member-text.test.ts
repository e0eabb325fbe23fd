import { describe, expect, it } from 'vitest';
import { createBadgeBodySchema, BADGE_ERRORS } from './badges.js';
import { memberText, UNREADABLE_TEXT_ERROR } from './member-text.js';
import { createTextMessageBodySchema, MESSAGE_ERRORS } from './messages.js';

const EMPTY = 'Please write something.';
const TOO_LONG = 'Too long.';
const content = memberText({ empty: EMPTY, tooLong: TOO_LONG, max: 5, multiline: true });
const singleLine = memberText({ empty: EMPTY, tooLong: TOO_LONG, max: 5 });
const optional = memberText({ tooLong: TOO_LONG, max: 5 });

/** The parsed text, or the first issue's sentence. */
function parse(schema: typeof content, input: unknown): string {
  const result = schema.safeParse(input);
  return result.success ? result.data : `error: ${result.error.issues[0]?.message}`;
}

describe('memberText', () => {
  it('refuses a lone surrogate with the one readable sentence, before anything else', () => {
    expect(parse(content, '\ud800hi')).toBe(`error: ${UNREADABLE_TEXT_ERROR}`);
    expect(parse(content, 'hi\udc00')).toBe(`error: ${UNREADABLE_TEXT_ERROR}`);
    expect(content.safeParse('\ud800' + 'x'.repeat(20)).error?.issues).toHaveLength(1);
    expect(parse(content, '😀')).toBe('😀');
  });

  it('composes decomposed text to NFC, also across a removed invisible character', () => {
    expect(parse(content, 'e\u0301')).toBe('é');
    expect(parse(content, 'e\u200b\u0301')).toBe('é');
  });

  it.each([
    ['NUL only', '\u0000\u0000'],
    ['zero-width only', '\u200b\u200b'],
    ['invisible formatting only', '\u2060\ufeff\u00ad\u180e\u200c\u200d'],
    ['whitespace and controls', ' \u00a0\t\n\u0007 '],
    ['missing', undefined],
  ])('treats %s as empty', (_, input) => {
    expect(parse(content, input)).toBe(`error: ${EMPTY}`);
  });

  it('strips control characters but keeps newlines and tabs in multi-line text', () => {
    expect(parse(content, '\u0000hi')).toBe('hi');
    expect(parse(content, 'a\u0000\u001b\u007f\u0085b')).toBe('ab');
    expect(parse(content, 'a\nb\tc')).toBe('a\nb\tc');
    expect(parse(content, 'a\r\nb')).toBe('a\nb');
    expect(parse(singleLine, 'a\nb\tc')).toBe('abc');
  });

  it('strips zero-width characters and the bidi overrides and isolates', () => {
    expect(parse(content, 'h\u200bi')).toBe('hi');
    expect(parse(content, '\u202eabc\u202c')).toBe('abc');
    expect(parse(content, '\u2066a\u2069\u202ab')).toBe('ab');
  });

  it('keeps the zero-width non-joiner where Persian and Indic spelling needs it, and only there', () => {
    const roomy = memberText({ empty: EMPTY, tooLong: TOO_LONG, max: 50 });
    expect(parse(roomy, 'می\u200cخواهم')).toBe('می\u200cخواهم');
    expect(parse(roomy, 'क्\u200cष')).toBe('क्\u200cष');
    expect(parse(roomy, 'id\u200ciot')).toBe('idiot');
    expect(parse(roomy, 'می\u200c')).toBe('می');
  });

  it('keeps the zero-width joiner inside emoji sequences only', () => {
    const family = '👨\u200d👩\u200d👧';
    const heartOnFire = '❤\ufe0f\u200d🔥';
    const technologist = '👩🏽\u200d💻';
    expect(parse(memberText({ tooLong: TOO_LONG, max: 50 }), `${family}${heartOnFire}${technologist}`)).toBe(
      `${family}${heartOnFire}${technologist}`,
    );
    expect(parse(content, 'a\u200db')).toBe('ab');
    expect(parse(content, '😀\u200d')).toBe('😀');
    expect(parse(content, 'a\u200d😀')).toBe('a😀');
  });

  it('trims, and measures the length as the counter does: stripped, before composing', () => {
    expect(parse(content, '  hi \n')).toBe('hi');
    expect(parse(content, '\u200babcde\u0000\u202e ')).toBe('abcde');
    expect(parse(content, 'abcdef')).toBe(`error: ${TOO_LONG}`);
    expect(parse(content, 'e\u0301e\u0301e\u0301')).toBe(`error: ${TOO_LONG}`);
    const roomy = memberText({ empty: EMPTY, tooLong: TOO_LONG, max: 10 });
    expect(parse(roomy, 'e\u0301e\u0301e\u0301e\u0301e\u0301')).toBe('ééééé');
    // NFC lengthens some letters (U+0958 is never composed): the member's count is what counts.
    expect(parse(roomy, '\u0958'.repeat(10))).toBe('\u0915\u093c'.repeat(10));
  });

  it.each([
    ['marks of direction', '\u200e\u200f\u061c'],
    ['Hangul fillers', '\u3164\u115f\u1160\uffa0'],
    ['the braille blank', '\u2800\u2800'],
    ['a lone variation selector or grapheme joiner', '\ufe0f\u034f'],
    ['tag characters', '\u{E0020}\u{E0041}'],
    ['interlinear annotation marks', '\ufff9\ufffa'],
  ])('treats text that shows nothing (%s) as empty', (_, input) => {
    expect(parse(content, input)).toBe(`error: ${EMPTY}`);
  });

  it('keeps the joiner after a virama, as Sinhala and Malayalam spell with it', () => {
    const roomy = memberText({ empty: EMPTY, tooLong: TOO_LONG, max: 50 });
    expect(parse(roomy, 'ශ්\u200dරී')).toBe('ශ්\u200dරී');
    expect(parse(roomy, 'ന്\u200d')).toBe('ന്\u200d');
    expect(parse(roomy, 'id\u200diot')).toBe('idiot');
  });

  it('accepts blank as an empty string when the field has no emptiness rule', () => {
    expect(parse(optional, '\u200b ')).toBe('');
    expect(parse(optional, '\ud800')).toBe(`error: ${UNREADABLE_TEXT_ERROR}`);
  });
});

describe('the shared schemas that use it', () => {
  it('keeps the text message errors and infers a plain string', () => {
    const parsed = createTextMessageBodySchema.safeParse({ content: '\u200b', category: 'grief_loss' });
    expect(parsed.error?.issues.map((issue) => issue.message)).toEqual([MESSAGE_ERRORS.emptyContent]);
    const long = createTextMessageBodySchema.safeParse({ content: 'x'.repeat(501), category: 'grief_loss' });
    expect(long.error?.issues.map((issue) => issue.message)).toEqual([MESSAGE_ERRORS.tooLong]);
    expect(MESSAGE_ERRORS.unreadable).toBe(UNREADABLE_TEXT_ERROR);
  });

  it('reports an invisible-only badge id as missing, not also as malformed', () => {
    const parsed = createBadgeBodySchema.safeParse({ id: '\u200b', name: 'Kind', description: 'd', icon: 'Star' });
    expect(parsed.error?.issues.map((issue) => issue.message)).toEqual([BADGE_ERRORS.missingFields]);
  });
});
