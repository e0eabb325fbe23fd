import { describe, expect, it } from 'vitest';
import { createKindnessCheck } from '../kindness-check.js';
import { HATE_REASON } from '../reasons.js';
import { normalizeText } from './normalize.js';
import { asMeant, likelyMeant, oneSlipAway, readTyping } from './typing.js';

const read = (text: string) => readTyping(normalizeText(text).words);

describe('reading phone typing as the member meant it', () => {
  it.each([
    ['ppl r animals', 'people are animals'],
    ['idk wat to do rn', 'i dont know what to do right now'],
    ['cant sleep tonite bc of smth he said', 'cant sleep tonight because of something he said'],
    ['3 yrs clean, 6 mths sober, 2 wks off', '3 years clean, 6 months sober, 2 weeks off'],
    ['jst tok them all thn', 'just took them all then'],
    ['i hte them, i cud scream', 'i hate them, i could scream'],
  ])('spells out shortenings: %s', (typed, meant) => expect(read(typed)).toBe(meant));

  it.each([
    ['pils', 'pills'],
    ['rpoe', 'rope'],
    ['knfie', 'knife'],
    ['bleedng', 'bleeding'],
    ['overdsoe', 'overdose'],
    ['brigde', 'bridge'],
    ['refugess', 'refugees'],
    ['hasbt', 'hasnt'],
    ['csnt', 'cant'],
    ['hsvent', 'havent'],
    ['anyyones', 'anyones'],
    ['keeeps', 'keeps'],
    ['wonnt', 'wont'],
    ['doont', 'dont'],
    ['cannt', 'cant'],
  ])('corrects a slip of the thumb to the most spoken word one slip away: %s', (typed, meant) => expect(likelyMeant(typed)).toBe(meant));

  it.each([
    ['vaping', 'a word members use that films did not'],
    ['sertraline', 'a medicine'],
    ['govt', 'an abbreviation, not "got" with a letter too many'],
    ['theyd', 'a contraction without its apostrophe'],
    ['parent', 'a word one key from a contraction ("arent") whose first key is never dropped'],
    ['anyones', 'a possessive of a known word'],
    ['albanians', 'a plural of a known word'],
    ['abos', 'a slur the hate rules know'],
    ['wmen', 'a misspelling the group reader corrects to "women"'],
    ['priyanka', 'a name with nothing common one slip away'],
    ['pan', 'a short word, too ambiguous to guess'],
  ])('leaves %s alone: %s', (word) => expect(likelyMeant(word)).toBe(word));

  it('never hits a new first key, so "vaping" could not become "raping" even if it were unknown', () => {
    expect(oneSlipAway('vaping').has('raping')).toBe(false);
    expect([...oneSlipAway('vaping')].every((near) => near.startsWith('v') || near.startsWith('av'))).toBe(true);
    expect(oneSlipAway('rpoe').has('rope')).toBe(true);
  });

  it('reads "od\'d" as an overdose only where it was written with its apostrophe, so "odd" stays odd', () => {
    expect(asMeant(normalizeText("i od'd last night")).words).toBe('i overdosed last night');
    expect(asMeant(normalizeText('that was odd')).words).toBe('that was odd');
  });

  it('leaves words other readers undo: masked, lettered with digits, hyphenated or spelled out', () => {
    expect(read('tr*nnies and refug33s and co-codamol')).toBe('tr*nnies and refug33s and co-codamol');
    expect(read('n 1 g g 3 r s')).toBe('n 1 g g 3 r s');
  });
});

describe('the rules read what was meant (no classifier: the rules decide alone)', () => {
  const rulesOnly = createKindnessCheck(undefined);

  it.each([
    'musilms r disgustng',
    'imigrants r parasties and shud be shot',
  ])('rejects hate typed fast: %s', async (text) => {
    expect(await rulesOnly.moderate(text, 'post')).toMatchObject({ decision: 'reject', reason: HATE_REASON, decidedBy: 'group_hate' });
  });

  it.each([
    'so drunk rn and the rppe is right there',
    'swallwed the rest of my pils an hour ago',
    "fml i just od'd and now i regret it",
    'im oding rn',
  ])('holds a crisis whose key word is mistyped: %s', async (text) => {
    expect(await rulesOnly.moderate(text, 'post')).toMatchObject({ decision: 'hold', crisis: true, decidedBy: 'crisis' });
  });
});
