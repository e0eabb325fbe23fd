/** One text in the two forms the rule checks read. */
export interface NormalizedText {
  /**
   * NFKC, lower-case, invisible characters removed, quotes and dashes unified, spaces collapsed
   * (a line break is kept as one "\n" because it ends a sentence). Digits and symbols are intact:
   * the identifying-info check reads this form.
   */
  readonly plain: string;
  /**
   * `plain` with obfuscation undone ("k!ll mys3lf", "s u i c i d e", "k*ll", Cyrillic look-alikes,
   * accents, "soooo") and apostrophes dropped, so "i'm" and the common "im" read the same.
   * The word-based checks read this form.
   */
  readonly words: string;
}

/** Zero-width and format characters, stray combining marks (after NFKC composed the accents), blank fillers. */
const INVISIBLE_CHARACTERS = /[\p{Cf}\p{Mn}\u115F\u1160\u3164\uFFA0]/gu;
const SINGLE_QUOTES = /[\u2018\u2019\u201A\u201B\u2032\u0060\u00B4]/g;
const DOUBLE_QUOTES = /[\u201C\u201D\u201E\u201F\u2033]/g;
const DASHES = /[\u2010-\u2015\u2212]/g;

/** Small capitals NFKC leaves alone ("ʏᴏᴜ ᴀʀᴇ"): read as the letters they draw. */
const SMALL_CAPITALS: Record<string, string> = {
  ᴀ: 'a', ʙ: 'b', ᴄ: 'c', ᴅ: 'd', ᴇ: 'e', ꜰ: 'f', ɢ: 'g', ʜ: 'h', ɪ: 'i', ᴊ: 'j', ᴋ: 'k', ʟ: 'l', ᴍ: 'm',
  ɴ: 'n', ᴏ: 'o', ᴘ: 'p', ꞯ: 'q', ʀ: 'r', ꜱ: 's', ᴛ: 't', ᴜ: 'u', ᴠ: 'v', ᴡ: 'w', ʏ: 'y', ᴢ: 'z',
};

/** Letter-shaped emoji with no compatibility form: negative circled and squared letters (🅐, 🆈) and regional indicators (🇾). */
const EMOJI_LETTER_RANGES: [number, number][] = [
  [0x1f150, 0x1f169],
  [0x1f170, 0x1f189],
  [0x1f1e6, 0x1f1ff],
];

function readStyledLetters(text: string): string {
  return [...text]
    .map((char) => {
      const code = char.codePointAt(0)!;
      const range = EMOJI_LETTER_RANGES.find(([first, last]) => code >= first && code <= last);
      if (range) return String.fromCharCode(97 + code - range[0]);
      return SMALL_CAPITALS[char] ?? char;
    })
    .join('');
}

export function normalizeText(text: string): NormalizedText {
  const plain = readStyledLetters(text)
    .normalize('NFKC')
    .replace(INVISIBLE_CHARACTERS, '')
    .toLowerCase()
    .replace(SINGLE_QUOTES, "'")
    .replace(DOUBLE_QUOTES, '"')
    .replace(DASHES, '-')
    .replace(/[^\S\n]*\n\s*/g, '\n')
    .replace(/[^\S\n]+/g, ' ')
    .trim();
  return { plain, words: undoObfuscation(plain) };
}

function undoObfuscation(plain: string): string {
  const unaccented = plain.normalize('NFD').replace(/\p{M}/gu, '').normalize('NFC');
  const tokens = unaccented.split(/( |\n)/).map((token) => unmaskWord(readLeetWord(readLookAlikes(token))));
  return joinSpacedLetters(tokens.join(''))
    .replace(/'/g, '')
    .replace(/[a-z]+/g, undoStretching);
}

/** Words whose last letter is single, so "myselffff" is not left as "myselff". */
const STRETCHED_WORDS = new Set(['myself', 'yourself', 'die', 'dead', 'suicide', 'suicidal', 'cut', 'hurt', 'end', 'me', 'life', 'help', 'please', 'sad', 'now', 'bye', 'goodbye', 'done', 'gone', 'alone', 'tired', 'pain', 'over', 'no']);

/** "soooo" → "soo", "killlll" → "kill", "dieeee" → "die". */
function undoStretching(word: string): string {
  if (!/([a-z])\1{2}/.test(word)) return word;
  const single = word.replace(/([a-z])\1{2,}/g, '$1');
  return STRETCHED_WORDS.has(single) ? single : word.replace(/([a-z])\1{2,}/g, '$1$1');
}

const LOOK_ALIKES: Record<string, string> = {
  а: 'a', е: 'e', о: 'o', р: 'p', с: 'c', у: 'y', х: 'x', і: 'i', ј: 'j', ѕ: 's', ԁ: 'd', к: 'k', м: 'm', т: 't', н: 'h',
  α: 'a', ε: 'e', ι: 'i', κ: 'k', ν: 'v', ο: 'o', ρ: 'p', τ: 't', υ: 'u', χ: 'x', ɡ: 'g', ı: 'i',
};

/** Only words that mix scripts are read as Latin, so Greek or Cyrillic text is left alone. */
function readLookAlikes(token: string): string {
  if (!/[a-z]/.test(token) || !/[\u0370-\u03FF\u0400-\u04FF\u0261\u0131]/.test(token)) return token;
  return [...token].map((char) => LOOK_ALIKES[char] ?? char).join('');
}

const LEET: Record<string, string> = { '0': 'o', '1': 'i', '3': 'e', '4': 'a', '5': 's', '7': 't', '@': 'a', $: 's', '!': 'i', '|': 'l' };
const isLetter = (char: string | undefined): boolean => char !== undefined && char >= 'a' && char <= 'z';

/**
 * A leet character is read as a letter only inside a word ("k!ll", "mys3lf", "d13"), or at the
 * edge of a word of 3+ letters ("$uicide", "di3"), so numbers, prices and "help!" stay as they are.
 */
function readLeetWord(token: string): string {
  const letterCount = (token.match(/[a-z]/g) ?? []).length;
  if (letterCount < 2 || !/[0-9@$!|]/.test(token)) return token;
  const chars = [...token];
  for (let pass = 0; pass < 2; pass++) {
    for (let i = 0; i < chars.length; i++) {
      const replacement = LEET[chars[i]];
      if (!replacement) continue;
      const inside = isLetter(chars[i - 1]) && isLetter(chars[i + 1]);
      const leading = i === 0 && chars[i] !== '!' && chars[i] !== '@' && letterCount >= 3 && isLetter(chars[1]) && isLetter(chars[2]);
      const trailing = i === chars.length - 1 && /[0-9]/.test(chars[i]) && letterCount >= 3 && isLetter(chars[i - 1]) && isLetter(chars[i - 2]);
      if (inside || leading || trailing) chars[i] = replacement;
    }
  }
  return chars.join('');
}

/** Words people mask with "*" to slip past filters; a masked word is restored only when one fits. */
const MASKABLE_WORDS = ['kill', 'killing', 'myself', 'suicide', 'suicidal', 'die', 'dead', 'cut', 'cutting', 'overdose', 'unalive', 'hang', 'murder', 'rape', 'raped', 'abuse'];

function unmaskWord(token: string): string {
  if (!token.includes('*')) return token;
  const match = /^([^a-z*]*)([a-z*]+)([^a-z*]*)$/.exec(token);
  if (!match || !/[a-z]/.test(match[2]) || !match[2].includes('*')) return token;
  const [, before, masked, after] = match;
  const pattern = new RegExp(`^${masked.replace(/\*/g, '[a-z]')}$`);
  const fits = MASKABLE_WORDS.filter((word) => pattern.test(word));
  return fits.length === 1 ? before + fits[0] + after : token;
}

/**
 * "k i l l" or "s.u.i.c.i.d.e": four or more single letters with the same separator become one word;
 * with dots, three do ("y.o.u"), as nobody writes three dotted letters by accident.
 */
function joinSpacedLetters(text: string): string {
  return text
    .replace(/(?<![a-z])[a-z](?:([ .\-_*])[a-z])(?:\1[a-z]){2,}(?![a-z])/g, (run) => run.replace(/[ .\-_*]/g, ''))
    .replace(/(?<![a-z.])[a-z]\.[a-z]\.[a-z](?![a-z.])/g, (run) => run.replace(/\./g, ''));
}
