import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { createKindnessClassifier, KINDNESS_MODEL, type KindnessClassifier } from '../ml/kindness-classifier.js';
import { ModelStatusBoard } from '../ml/model-status.js';
import { createKindnessCheck } from './kindness-check.js';
import { HARSH_WORDS_REASON, IDENTIFYING_INFO_REASON } from './reasons.js';

/* The real pipeline: the pledge's rules, USE-Lite from its npm package and the shipped heads, in the worker pool. */
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
    ['I am so angry at my brother, he never listens and I feel invisible.', 'post'],
    ['That sounds so hard. I am here with you and you are not alone.', 'reply'],
  ] as const)('approves sad, angry or kind words: %s', async (text, context) => {
    const verdict = await check().moderate(text, context);
    expect(verdict).toMatchObject({ decision: 'approve', reason: null, crisis: false });
    expect(verdict.modelVersions).toMatchObject({ rules: 'kindred-rules@2', embedder: expect.stringMatching(/^use-lite@[0-9a-f]{12}$/) });
    expect(Object.keys(verdict.scores)).toEqual(expect.arrayContaining(['insult', 'unhealthy', 'supportive', 'crisis', 'identifying_info']));
    expect(status.get(KINDNESS_MODEL)?.state).toBe('ready');
  });

  it.each([
    ['You are a pathetic idiot and everyone hates you.', 'post'],
    ['Wow, great job ruining everything again, genius.', 'reply'],
  ] as const)('blocks harsh words with the pledge reason: %s', async (text, context) => {
    const verdict = await check().moderate(text, context);
    expect(verdict.decision).toBe('reject');
    expect(verdict.reason).toMatch(/^Our pledge is/);
  });

  it('names harsh words as such', async () => {
    const verdict = await check().moderate('You are a pathetic idiot and everyone hates you.', 'post');
    expect(verdict.reason).toBe(HARSH_WORDS_REASON);
  });

  it('blocks contact details without needing a model', async () => {
    const verdict = await createKindnessCheck(undefined).moderate('Text me at 555-123-4567 if you want to talk.', 'post');
    expect(verdict).toMatchObject({ decision: 'reject', reason: IDENTIFYING_INFO_REASON, crisis: false });
  });

  it('holds a crisis for a person and flags it, even when it would also be blocked', async () => {
    const verdict = await check().moderate('I want to end my life tonight. I have the pills ready. Call me on 555-123-4567.', 'post');
    expect(verdict).toMatchObject({ decision: 'hold', crisis: true });
    expect(verdict.reason).toMatch(/^Crisis signals: /);
  });

  it('approves nothing when the classifier is missing', async () => {
    const verdict = await createKindnessCheck(undefined).moderate('A perfectly kind sentence.', 'post');
    expect(verdict).toMatchObject({ decision: 'hold', crisis: false });
  });
});
