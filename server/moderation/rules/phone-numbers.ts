import type { Finding } from './findings.js';
import { isHelpLineNumber } from './help-resources.js';

const CONTACT_CUE = /\b(?:call|text|txt|ring|phone|whats ?app|reach|message|msg) me\b|\bmy (?:cell|mobile|phone|number|digits|whatsapp)\b|\bnumber is\b/;

const DIGIT_CANDIDATE = /(?<![\w$€£¥.,:/#])\+?\(?\d[\d ().-]{5,}\d\)?(?![\w%€£$]|[.,:/]\d)/g;

export function findPhoneNumbers(plain: string): Finding[] {
  const hasContactCue = CONTACT_CUE.test(plain);
  const findings: Finding[] = [];
  for (const match of plain.matchAll(DIGIT_CANDIDATE)) {
    const candidate = match[0].trim();
    if (spellsHelpLine(candidate, plain.slice((match.index ?? 0) + match[0].length))) continue;
    if (looksLikePhoneNumber(candidate, hasContactCue)) findings.push({ signal: 'phone_number', excerpt: candidate, score: 0.95 });
  }
  for (const run of spokenDigitRuns(plain)) {
    if (run.digits.length >= 7 && !isHelpLineNumber(run.digits)) findings.push({ signal: 'spoken_phone_number', excerpt: run.words, score: 0.9 });
  }
  return findings;
}

function looksLikePhoneNumber(candidate: string, hasContactCue: boolean): boolean {
  const digits = candidate.replace(/\D/g, '');
  if (digits.length < 7 || digits.length > 15 || isHelpLineNumber(digits)) return false;
  const groups = candidate.split(/[^\d]+/).filter(Boolean);
  if (isDateOrYears(candidate, groups)) return false;
  if (hasContactCue || candidate.startsWith('+')) return true;
  const usShape = /^(?:1[ .-]?)?\(?\d{3}\)?[ .-]?\d{3}[ .-]?\d{4}$/.test(candidate);
  const localShape = /^\d{3}[ .-]\d{4}$/.test(candidate);
  const spacedDigits = groups.every((group) => group.length === 1);
  return usShape || localShape || spacedDigits || digits.length >= 9;
}

const KEYPAD: Record<string, string> = {
  a: '2', b: '2', c: '2', d: '3', e: '3', f: '3', g: '4', h: '4', i: '4', j: '5', k: '5', l: '5', m: '6',
  n: '6', o: '6', p: '7', q: '7', r: '7', s: '7', t: '8', u: '8', v: '8', w: '9', x: '9', y: '9', z: '9',
};
const SPELLED_ENDING = /^[ .-]?([a-z]{2,7})\b/;

/** "1-800-273-TALK": the digits and then the letters, read off a phone keypad, spell a help line. */
function spellsHelpLine(candidate: string, after: string): boolean {
  const letters = SPELLED_ENDING.exec(after)?.[1];
  if (letters === undefined) return false;
  return isHelpLineNumber(candidate.replace(/\D/g, '') + [...letters].map((letter) => KEYPAD[letter]).join(''));
}

function isDateOrYears(candidate: string, groups: string[]): boolean {
  if (/^\d{1,4}[./ -]\d{1,2}[./ -]\d{1,4}$/.test(candidate) && groups.join('').length <= 8) return true;
  return groups.every((group) => /^(?:19|20)\d\d$/.test(group));
}

const DIGIT_WORDS: Record<string, string> = {
  zero: '0', oh: '0', o: '0', one: '1', two: '2', three: '3', four: '4', five: '5', six: '6', seven: '7', eight: '8', nine: '9',
  ten: '10', eleven: '11', twelve: '12', thirteen: '13', fourteen: '14', fifteen: '15', sixteen: '16', seventeen: '17',
  eighteen: '18', nineteen: '19', twenty: '20', thirty: '30', forty: '40', fifty: '50', sixty: '60', seventy: '70', eighty: '80', ninety: '90',
};
const ONLY_INSIDE_A_RUN = new Set(['oh', 'o']);
const REPEATERS: Record<string, number> = { double: 2, triple: 3 };

interface SpokenRun {
  words: string;
  digits: string;
}

/**
 * Reads a voice transcript's spoken digits: "five five five, one two three four" or
 * "oh seven seven double oh". Only runs of 3+ number words count, so an age or a year stays a number.
 */
function spokenDigitRuns(plain: string): SpokenRun[] {
  const tokens = plain.split(/[\s,;:-]+/).map((token) => token.replace(/[^a-z0-9]/g, '')).filter(Boolean);
  const runs: SpokenRun[] = [];
  let words: string[] = [];
  let parts: string[] = [];
  const closeRun = (): void => {
    while (words.length && ONLY_INSIDE_A_RUN.has(words[words.length - 1])) {
      words.pop();
      parts.pop();
    }
    const spokenWords = words.filter((word) => /^[a-z]/.test(word)).length;
    if (parts.length >= 3 && spokenWords >= 2 && !isCounting(parts)) runs.push({ words: words.join(' '), digits: parts.join('') });
    words = [];
    parts = [];
  };
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i];
    const repeat = REPEATERS[token];
    const next = tokens[i + 1];
    if (repeat && next !== undefined && DIGIT_WORDS[next]?.length === 1) {
      words.push(token, next);
      parts.push(DIGIT_WORDS[next].repeat(repeat));
      i++;
      continue;
    }
    const value = /^\d{1,4}$/.test(token) ? token : DIGIT_WORDS[token];
    const allowed = value !== undefined && !(ONLY_INSIDE_A_RUN.has(token) && parts.length === 0);
    if (!allowed) {
      closeRun();
      continue;
    }
    const previous = parts[parts.length - 1];
    if (previous && /^[2-9]0$/.test(previous) && value.length === 1 && /^[a-z]/.test(token) && value !== '0') {
      parts[parts.length - 1] = previous[0] + value;
      words.push(token);
      continue;
    }
    words.push(token);
    parts.push(value);
  }
  closeRun();
  return runs;
}

/** "one two three four five six seven" is someone counting breaths, not a phone number. */
function isCounting(parts: string[]): boolean {
  const numbers = parts.map(Number);
  const steps = numbers.slice(1).map((value, i) => value - numbers[i]);
  return steps.every((step) => step === 1) || steps.every((step) => step === -1);
}
