import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadKindnessHead, type KindnessHead } from './heads.js';
import { loadUseLite, type SentenceEmbedder } from './use-lite.js';

/* The shipped crisis head on real USE-Lite embeddings. None of these texts is a training row. */
let modelsDir: string;
let embedder: SentenceEmbedder;
let head: KindnessHead;

beforeAll(async () => {
  modelsDir = await mkdtemp(path.join(tmpdir(), 'kindred-crisis-head-'));
  [embedder, head] = await Promise.all([loadUseLite({ modelsDir }), loadKindnessHead('crisis', { modelsDir })]);
}, 120_000);

afterAll(async () => {
  await rm(modelsDir, { recursive: true, force: true });
});

async function scores(texts: string[]): Promise<number[]> {
  const vectors = await embedder.embed(texts);
  return vectors.map((vector) => head.score(vector));
}

describe('the crisis head', () => {
  it('loads with its labels and a crisis threshold', () => {
    expect(head.labels).toEqual({ positive: 'crisis', negative: 'not_crisis' });
    expect(head.thresholds.crisis).toBeGreaterThan(0);
    expect(head.thresholds.crisis).toBeLessThan(1);
  });

  it('scores clear crisis texts at or above its threshold', async () => {
    const crisis = [
      'I have decided to end my life this weekend and I have the pills hidden in my room.',
      'Honestly I just want to die, there is nothing left for me here.',
      'I cut myself really deep tonight and I want to keep going.',
      'This is my last message. Goodbye everyone, I am sorry.',
    ];
    for (const score of await scores(crisis)) expect(score).toBeGreaterThanOrEqual(head.thresholds.crisis!);
  });

  it('scores clear non-crisis sad sharing below its threshold', async () => {
    const sad = [
      'I miss my grandad a lot this week, the funeral was hard.',
      'Work has been so stressful that I cried on the train home.',
      'I feel lonely since my best friend moved to another country.',
      'This maths homework is killing me, send snacks.',
    ];
    for (const score of await scores(sad)) expect(score).toBeLessThan(head.thresholds.crisis!);
  });
});
