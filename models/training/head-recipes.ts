/** What each kindness head learns from. Every selector names training-licensed data only. */
import type { HeadName } from '../heads.js';
import type { Example, SourceId } from './datasets.js';

export interface Selector {
  /** Rows of these sources with one of these categories form one group; groups share their class's weight equally. */
  sources: SourceId[];
  categories: string[];
}

/** The lowest threshold that keeps false flags on each (benign) group at or below `maxShare`. */
export interface FalseFlagRule {
  name: string;
  /** Largest share of each group's rows (out-of-fold scores) allowed at or above the threshold. */
  maxShare: number;
  groups: Selector[];
  description: string;
}

/** The highest threshold that still flags at least `minRecall` of each (positive) group: recall first. */
export interface RecallRule {
  name: string;
  /** Smallest share of each group's rows (out-of-fold scores) that must be at or above the threshold. */
  minRecall: number;
  groups: Selector[];
  description: string;
}

export type ThresholdRule = FalseFlagRule | RecallRule;

export interface HeadRecipe {
  name: HeadName;
  description: string;
  labels: { positive: string; negative: string };
  positives: Selector[];
  negatives: Selector[];
  thresholds: ThresholdRule[];
}

const UNKIND_WRITTEN = ['insult', 'hostile', 'condescending', 'dismissive', 'sarcastic'];
const OUR_BENIGN = ['kind', 'sharing', 'civil'];
const supportDomainBenign: Selector[] = [
  { sources: ['kindred-written'], categories: OUR_BENIGN },
  { sources: ['counselchat'], categories: ['supportive_reply'] },
];

/** Hard negatives for the crisis head: sad, angry, grieving or anxious sharing, hyperbole and support. */
const NOT_CRISIS_WRITTEN = ['not_crisis', 'sharing', 'kind', 'civil'];

/** Appended after the kindness heads so their training (and files) are unchanged by it. */
const CRISIS_RECIPE: HeadRecipe = {
  name: 'crisis',
  description:
    'First-person risk of suicide or self-harm (ideation, wish to die, plans, urges, recent attempts, goodbyes). A crisis signal: the text is held for a person, never rejected.',
  labels: { positive: 'crisis', negative: 'not_crisis' },
  positives: [{ sources: ['kindred-written'], categories: ['crisis'] }],
  negatives: [
    { sources: ['kindred-written'], categories: NOT_CRISIS_WRITTEN },
    { sources: ['kindred-written'], categories: UNKIND_WRITTEN },
    { sources: ['counselchat'], categories: ['supportive_reply'] },
    { sources: ['davidson'], categories: ['neither'] },
  ],
  thresholds: [
    {
      name: 'crisis',
      minRecall: 0.97,
      groups: [{ sources: ['kindred-written'], categories: ['crisis'] }],
      description: 'the highest threshold that still holds at least 97% of our written crisis examples, out of fold (recall first)',
    },
  ],
};

export const HEAD_RECIPES: readonly HeadRecipe[] = [
  {
    name: 'insult',
    description: 'Insults, abuse and hostility aimed at a person. Score = probability the text is an insult.',
    labels: { positive: 'insult', negative: 'not_insult' },
    positives: [
      { sources: ['kindred-written'], categories: ['insult', 'hostile'] },
      { sources: ['davidson'], categories: ['hate_speech', 'offensive_language'] },
      { sources: ['jigsaw-subset', 'jigsaw-ibm'], categories: ['toxic'] },
    ],
    negatives: [
      { sources: ['kindred-written'], categories: OUR_BENIGN },
      { sources: ['davidson'], categories: ['neither'] },
      { sources: ['jigsaw-subset', 'jigsaw-ibm'], categories: ['non_toxic'] },
      { sources: ['counselchat'], categories: ['supportive_reply'] },
    ],
    thresholds: [
      { name: 'block', maxShare: 0.01, groups: supportDomainBenign, description: 'flags at most 1% of our kind, sharing and civil examples, and at most 1% of CounselChat train answers, out of fold' },
      { name: 'review', maxShare: 0.05, groups: supportDomainBenign, description: 'flags at most 5% of each of the same groups, out of fold' },
    ],
  },
  {
    name: 'unhealthy',
    description: 'Condescending, dismissive, sarcastic or hostile replies (the pledge: no judgment, condescension or sarcasm).',
    labels: { positive: 'unhealthy', negative: 'healthy' },
    positives: [
      { sources: ['kindred-written'], categories: ['condescending', 'dismissive', 'sarcastic'] },
      { sources: ['kindred-written'], categories: ['insult', 'hostile'] },
      { sources: ['isarcasmeval'], categories: ['sarcastic'] },
    ],
    negatives: [
      { sources: ['kindred-written'], categories: OUR_BENIGN },
      { sources: ['isarcasmeval'], categories: ['not_sarcastic', 'rephrase'] },
      { sources: ['counselchat'], categories: ['supportive_reply'] },
      { sources: ['davidson', 'jigsaw-subset', 'jigsaw-ibm'], categories: ['neither', 'non_toxic'] },
    ],
    thresholds: [
      { name: 'block', maxShare: 0.01, groups: supportDomainBenign, description: 'flags at most 1% of our kind, sharing and civil examples, and at most 1% of CounselChat train answers, out of fold' },
      { name: 'review', maxShare: 0.05, groups: supportDomainBenign, description: 'flags at most 5% of each of the same groups, out of fold' },
    ],
  },
  {
    name: 'supportive',
    description: 'Kind, validating support. A positive signal for ranking or badges; it never blocks anything.',
    labels: { positive: 'supportive', negative: 'not_supportive' },
    positives: [
      { sources: ['kindred-written'], categories: ['kind'] },
      { sources: ['counselchat'], categories: ['supportive_reply'] },
    ],
    negatives: [
      { sources: ['kindred-written'], categories: UNKIND_WRITTEN },
      { sources: ['kindred-written'], categories: ['sharing'] },
      { sources: ['davidson', 'jigsaw-subset', 'jigsaw-ibm'], categories: ['hate_speech', 'offensive_language', 'neither', 'toxic', 'non_toxic'] },
      { sources: ['isarcasmeval'], categories: ['sarcastic', 'not_sarcastic'] },
    ],
    thresholds: [
      { name: 'supportive', maxShare: 0.05, groups: [{ sources: ['kindred-written'], categories: UNKIND_WRITTEN }], description: 'calls at most 5% of our unkind examples supportive, out of fold' },
    ],
  },
  CRISIS_RECIPE,
];

export function matches(example: Example, selector: Selector): boolean {
  return selector.sources.includes(example.source) && selector.categories.includes(example.category);
}
