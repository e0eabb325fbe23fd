import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BLOCKED_CATEGORIES, CATEGORIES, type Category } from '../../models/kindness-categories.js';
import { loadConfig } from '../config.js';
import { createKindnessClassifier, KINDNESS_MODEL, type KindnessClassifier } from '../ml/kindness-classifier.js';
import { ModelStatusBoard } from '../ml/model-status.js';
import type { ClassifierReading } from './checks/check.js';
import { createKindnessCheck, RULES_VERSION } from './kindness-check.js';
import { CONDESCENDING_REASON, HARMFUL_REASON, HARSH_WORDS_REASON, HATE_REASON, IDENTIFYING_INFO_REASON, JUDGMENT_REASON, SARCASM_REASON } from './reasons.js';

/* The real pipeline: the pledge's rules, USE-Lite from its npm package and the shipped classifier, in the worker pool. */
let classifier: KindnessClassifier;
const status = new ModelStatusBoard();
const silentLog = { warn: () => undefined } as never;

beforeAll(async () => {
  classifier = createKindnessClassifier({ modelsDir: loadConfig().modelsDir, status, log: silentLog });
}, 120_000);
afterAll(async () => classifier.close());

describe('the kindness check on the real models', () => {
  const check = () => createKindnessCheck(classifier);

  it.each([
    ['Tonight feels heavy, but writing this down helps a little.', 'post'],
    ['I miss my mum so much since she died. Everything reminds me of her.', 'post'],
    ['this exam is literally killing me lol, 3 more days', 'post'],
    ['That sounds so hard. I am here with you and you are not alone.', 'reply'],
  ] as const)('approves sad, angry or kind words: %s', async (text, context) => {
    const verdict = await check().moderate(text, context);
    expect(verdict).toMatchObject({ decision: 'approve', reason: null, crisis: false, decidedBy: null });
    expect(verdict.modelVersions).toMatchObject({ rules: RULES_VERSION, embedder: expect.stringMatching(/^use-lite@[0-9a-f]{12}$/), classifier: expect.stringMatching(/^kindness-classifier@[0-9a-f]{12}$/) });
    expect(Object.keys(verdict.scores)).toEqual(expect.arrayContaining(['crisis', 'crisis_model', 'tone_model', 'identifying_info', 'p_crisis', 'p_harsh']));
    expect(status.get(KINDNESS_MODEL)?.state).toBe('ready');
  });

  it('blocks harsh words aimed at a person with the pledge reason (the profanity rule)', async () => {
    const verdict = await check().moderate('You are a pathetic idiot and everyone hates you.', 'reply');
    expect(verdict).toMatchObject({ decision: 'reject', reason: HARSH_WORDS_REASON, decidedBy: 'directed_profanity' });
  });

  it('blocks blame without a single swear word (the classifier)', async () => {
    const verdict = await check().moderate("honestly maybe if you weren't so lazy and dramatic you wouldn't be in this mess. you did this to yourself", 'reply');
    expect(verdict).toMatchObject({ decision: 'reject', reason: JUDGMENT_REASON, decidedBy: 'tone_model' });
  });

  it('holds a crisis the rules do not name, from the classifier', async () => {
    const text = "nobody will have to put up with me after this weekend. i've sorted everything out";
    expect(await createKindnessCheck(undefined).moderate(text, 'post')).toMatchObject({ decision: 'hold', crisis: false });
    const verdict = await check().moderate(text, 'post');
    expect(verdict).toMatchObject({ decision: 'hold', crisis: true, decidedBy: 'crisis_model' });
  });

  it('blocks contact details without needing a model', async () => {
    const verdict = await createKindnessCheck(undefined).moderate('Text me at 555-123-4567 if you want to talk.', 'post');
    expect(verdict).toMatchObject({ decision: 'reject', reason: IDENTIFYING_INFO_REASON, crisis: false, decidedBy: 'identifying_info' });
  });

  it('holds a crisis for a person and flags it, even when it would also be blocked', async () => {
    const verdict = await check().moderate('I want to end my life tonight. I have the pills ready. Call me on 555-123-4567.', 'post');
    expect(verdict).toMatchObject({ decision: 'hold', crisis: true, decidedBy: 'crisis' });
    expect(verdict.reason).toMatch(/^Crisis signals: /);
  });

  it('approves nothing when the classifier is missing', async () => {
    const verdict = await createKindnessCheck(undefined).moderate('A perfectly kind sentence.', 'post');
    expect(verdict).toMatchObject({ decision: 'hold', crisis: false, decidedBy: null });
  });
});

function reading(probabilities: Partial<Record<Category, number>>, thresholds = { crisis: 0.3, unkind: 0.5, hate: 0.35 }): ClassifierReading {
  const categories = Object.fromEntries(CATEGORIES.map((category) => [category, probabilities[category] ?? 0])) as Record<Category, number>;
  const unkind = BLOCKED_CATEGORIES.reduce((sum, c) => sum + categories[c], 0);
  const strongestUnkind = BLOCKED_CATEGORIES.reduce((best, c) => (categories[c] > categories[best] ? c : best));
  return { categories, unkind, strongestUnkind, thresholds };
}

function classifierReading(value: ClassifierReading): KindnessClassifier {
  return { warmUp: () => undefined, score: async () => value, close: async () => undefined };
}

describe('the cascade over the registry', () => {
  const TEXT = 'Some text no rule fires on.';

  it('holds at the calibrated crisis threshold, and records which check decided', async () => {
    const verdict = await createKindnessCheck(classifierReading(reading({ crisis: 0.31, sharing: 0.69 }))).moderate(TEXT, 'post');
    expect(verdict).toMatchObject({ decision: 'hold', crisis: true, decidedBy: 'crisis_model', scores: { crisis_model: 0.31, p_crisis: 0.31 } });
    expect(verdict.reason).toBe('Crisis signals: crisis model: 0.31 ≥ 0.3');
  });

  it('lets crisis outrank unkindness', async () => {
    const verdict = await createKindnessCheck(classifierReading(reading({ crisis: 0.4, condescending: 0.6 }))).moderate(TEXT, 'reply');
    expect(verdict).toMatchObject({ decision: 'hold', crisis: true });
  });

  it('rejects with the reason of the strongest unkind category', async () => {
    const verdict = await createKindnessCheck(classifierReading(reading({ condescending: 0.45, sarcastic: 0.1, supportive: 0.45 }))).moderate(TEXT, 'reply');
    expect(verdict).toMatchObject({ decision: 'reject', reason: CONDESCENDING_REASON, decidedBy: 'tone_model', scores: { tone_model: 0.55 } });
    const sarcastic = await createKindnessCheck(classifierReading(reading({ condescending: 0.1, sarcastic: 0.45, supportive: 0.45 }))).moderate(TEXT, 'reply');
    expect(sarcastic).toMatchObject({ decision: 'reject', reason: SARCASM_REASON });
  });

  it('rejects hate at its own lower threshold, where the summed tone would let it through', async () => {
    const hate = reading({ hate: 0.36, group_mention: 0.5, harsh: 0.04, judgmental: 0.04, supportive: 0.06 });
    expect(hate.unkind).toBeLessThan(0.5);
    expect(await createKindnessCheck(classifierReading(hate)).moderate(TEXT, 'post')).toMatchObject({ decision: 'reject', reason: HATE_REASON, decidedBy: 'hate_model', scores: { hate_model: 0.36 } });
    const mention = reading({ hate: 0.34, group_mention: 0.66 });
    expect(await createKindnessCheck(classifierReading(mention)).moderate(TEXT, 'post')).toMatchObject({ decision: 'approve' });
    expect(await createKindnessCheck(classifierReading(mention), { hate: 0.3 }).moderate(TEXT, 'post')).toMatchObject({ decision: 'reject', reason: HATE_REASON });
  });

  it('holds instead of rejecting when the crisis model reads some risk in an unkind text', async () => {
    const verdict = await createKindnessCheck(classifierReading(reading({ crisis: 0.2, harmful: 0.7, sharing: 0.1 }))).moderate(TEXT, 'reply');
    expect(verdict).toMatchObject({ decision: 'hold', crisis: false, decidedBy: 'tone_model' });
    const noRisk = await createKindnessCheck(classifierReading(reading({ crisis: 0.1, harmful: 0.8, sharing: 0.1 }))).moderate(TEXT, 'reply');
    expect(noRisk).toMatchObject({ decision: 'reject', reason: HARMFUL_REASON });
  });

  it('does not guess at a text with no letters: a person looks at it', async () => {
    const neverCalled: KindnessClassifier = { warmUp: () => undefined, score: async () => Promise.reject(new Error('must not be called')), close: async () => undefined };
    for (const text of ['❤️🫂', '...', '\u200b\u200b']) {
      expect(await createKindnessCheck(neverCalled).moderate(text, 'reply')).toMatchObject({ decision: 'hold', crisis: false, reason: expect.stringMatching(/^No words the kindness check can read/) });
    }
  });

  it('publishes below both thresholds', async () => {
    const verdict = await createKindnessCheck(classifierReading(reading({ crisis: 0.2, harsh: 0.2, supportive: 0.6 }))).moderate(TEXT, 'reply');
    expect(verdict).toMatchObject({ decision: 'approve', reason: null, decidedBy: null });
  });

  it("lets an operator's MODERATION_THRESHOLDS override the calibrated ones", async () => {
    const soft = reading({ crisis: 0.2, supportive: 0.8 });
    expect(await createKindnessCheck(classifierReading(soft), { crisis: 0.15 }).moderate(TEXT, 'post')).toMatchObject({ decision: 'hold', crisis: true });
    const rude = reading({ harsh: 0.4, supportive: 0.6 });
    expect(await createKindnessCheck(classifierReading(rude), { unkind: 0.35 }).moderate(TEXT, 'reply')).toMatchObject({ decision: 'reject' });
  });

  it("lets a denial of hate overrule the classifier's reading of hate, and only a denial", async () => {
    const readsHate = reading({ hate: 0.6, harsh: 0.3, group_mention: 0.1 });
    const denial = await createKindnessCheck(classifierReading(readsHate)).moderate('Black people are not animals.', 'post');
    expect(denial).toMatchObject({ decision: 'approve', decidedBy: null, scores: { hate_model: 0.6 } });
    const hate = await createKindnessCheck(classifierReading(readsHate)).moderate('Black people are animals.', 'post');
    expect(hate).toMatchObject({ decision: 'reject', reason: HATE_REASON });
    const unrelated = await createKindnessCheck(classifierReading(readsHate)).moderate('This printer is not trash.', 'post');
    expect(unrelated).toMatchObject({ decision: 'reject', reason: HATE_REASON, decidedBy: 'hate_model' });
    const qualified = await createKindnessCheck(classifierReading(readsHate)).moderate('Immigrants are not a problem if they stay in their own country.', 'post');
    expect(qualified).toMatchObject({ decision: 'reject', reason: HATE_REASON, decidedBy: 'hate_model' });
  });

  describe('a crisis rule', () => {
    const WEAK = 'the rope swing over the river is back up. took my kids today';
    const SURE = 'i want to kill myself tonight';

    it('that is only a weak sign holds when the classifier reads some risk too, and publishes when it reads none', async () => {
      const someRisk = await createKindnessCheck(classifierReading(reading({ crisis: 0.24, sharing: 0.76 }))).moderate(WEAK, 'post');
      expect(someRisk).toMatchObject({ decision: 'hold', crisis: true, decidedBy: 'crisis' });
      const noRisk = await createKindnessCheck(classifierReading(reading({ crisis: 0.16, sharing: 0.84 }))).moderate(WEAK, 'post');
      expect(noRisk).toMatchObject({ decision: 'approve', crisis: false, decidedBy: null });
      expect(noRisk.scores.crisis).toBeGreaterThanOrEqual(0.5);
    });

    it('that is only a weak sign still holds when the classifier cannot read the text', async () => {
      const broken: KindnessClassifier = { warmUp: () => undefined, score: async () => Promise.reject(new Error('pool down')), close: async () => undefined };
      expect(await createKindnessCheck(broken).moderate(WEAK, 'post')).toMatchObject({ decision: 'hold', crisis: true, decidedBy: 'crisis' });
      expect(await createKindnessCheck(undefined).moderate(WEAK, 'post')).toMatchObject({ decision: 'hold', crisis: true, decidedBy: 'crisis' });
    });

    it('that is sure holds alone, without asking the classifier', async () => {
      let calls = 0;
      const counted: KindnessClassifier = { warmUp: () => undefined, score: async () => (calls++, reading({ sharing: 1 })), close: async () => undefined };
      const verdict = await createKindnessCheck(counted).moderate(SURE, 'post');
      expect(verdict).toMatchObject({ decision: 'hold', crisis: true, decidedBy: 'crisis', modelVersions: { rules: RULES_VERSION } });
      expect(calls).toBe(0);
    });

    it.each([
      ['starving', 'my bmi is 13, my coach is proud, my times are the best ever and the team is going to nationals'],
      ['an emergency', 'ive been on suicide watch all week, the staff are kind and we played cards every night'],
      ['an attempt', 'woke up in hospital. the nurses are lovely and the food is surprisingly good'],
    ])('that names %s holds even when the classifier reads no risk', async (_, text) => {
      const verdict = await createKindnessCheck(classifierReading(reading({ crisis: 0.01, sharing: 0.99 }))).moderate(text, 'post');
      expect(verdict).toMatchObject({ decision: 'hold', crisis: true, decidedBy: 'crisis' });
    });
  });

  it('holds for a person when the classifier throws', async () => {
    const broken: KindnessClassifier = { warmUp: () => undefined, score: async () => Promise.reject(new Error('pool down')), close: async () => undefined };
    expect(await createKindnessCheck(broken).moderate(TEXT, 'reply')).toMatchObject({ decision: 'hold', crisis: false, decidedBy: null });
  });
});
