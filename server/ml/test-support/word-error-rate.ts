/**
 * Word error rate, after a normalisation that treats Whisper and the reference transcripts alike:
 * lower case, no punctuation, hyphenated words split, and numbers as words the way they are read aloud
 * ("10" → "ten", the year "1813" → "eighteen thirteen"), plus the few abbreviations Whisper prefers
 * ("Mr." → "mister"). Nothing else is forgiven: a wrong, missing or extra word counts.
 */

const ONES = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve', 'thirteen', 'fourteen', 'fifteen', 'sixteen', 'seventeen', 'eighteen', 'nineteen'];
const TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];
const ABBREVIATIONS: Record<string, string> = { mr: 'mister', mrs: 'missus', dr: 'doctor', st: 'saint' };

function belowHundred(n: number): string {
  if (n < 20) return ONES[n]!;
  const tens = TENS[Math.floor(n / 10)]!;
  return n % 10 === 0 ? tens : `${tens} ${ONES[n % 10]}`;
}

function belowThousand(n: number): string {
  if (n < 100) return belowHundred(n);
  const rest = n % 100;
  return `${ONES[Math.floor(n / 100)]} hundred${rest ? ` ${belowHundred(rest)}` : ''}`;
}

/** Read aloud: years 1100–1999 in pairs ("eighteen thirteen"), others the plain way. */
export function numberToWords(n: number): string {
  if (n >= 1100 && n < 2000 && n % 100 !== 0) return `${belowHundred(Math.floor(n / 100))} ${belowHundred(n % 100)}`;
  if (n >= 1100 && n < 2000) return `${belowHundred(Math.floor(n / 100))} hundred`;
  if (n < 1000) return belowThousand(n);
  if (n < 1_000_000) {
    const rest = n % 1000;
    return `${belowThousand(Math.floor(n / 1000))} thousand${rest ? ` ${belowThousand(rest)}` : ''}`;
  }
  return String(n);
}

export function normaliseWords(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/(\d),(\d{3})/g, '$1$2')
    .replace(/[-–—]/g, ' ')
    .replace(/[^\p{L}\p{N}' ]+/gu, ' ')
    .split(/\s+/)
    .map((word) => word.replace(/^'+|'+$/g, ''))
    .filter(Boolean)
    .flatMap((word) => {
      if (/^\d+$/.test(word)) return numberToWords(Number(word)).split(' ');
      return [ABBREVIATIONS[word] ?? word];
    });
}

/** Levenshtein distance over words, divided by the reference's length. */
export function wordErrorRate(reference: string, hypothesis: string): number {
  const ref = normaliseWords(reference);
  const hyp = normaliseWords(hypothesis);
  if (ref.length === 0) return hyp.length === 0 ? 0 : 1;
  let previous = Array.from({ length: hyp.length + 1 }, (_, j) => j);
  for (let i = 1; i <= ref.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= hyp.length; j += 1) {
      const substitution = previous[j - 1]! + (ref[i - 1] === hyp[j - 1] ? 0 : 1);
      current.push(Math.min(substitution, previous[j]! + 1, current[j - 1]! + 1));
    }
    previous = current;
  }
  return previous[hyp.length]! / ref.length;
}
