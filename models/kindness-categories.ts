/**
 * The categories of the kindness check, shared by the corpus, the classifier file and the server.
 * What each one means for a message: published, held for a person (crisis), or blocked with a reason.
 */
export const CATEGORIES = [
  'sharing',
  'supportive',
  'group_mention',
  'crisis',
  'harsh',
  'hate',
  'condescending',
  'sarcastic',
  'judgmental',
  'clinical',
  'harmful',
  'pii',
] as const;

export type Category = (typeof CATEGORIES)[number];

export const PUBLISHED_CATEGORIES = ['sharing', 'supportive', 'group_mention'] as const satisfies readonly Category[];

/** Blocked with a reason of their own; `pii` is judged by rules only (the encoder cannot read digits reliably). */
export const BLOCKED_CATEGORIES = ['harsh', 'hate', 'condescending', 'sarcastic', 'judgmental', 'clinical', 'harmful', 'pii'] as const satisfies readonly Category[];

export type BlockedCategory = (typeof BLOCKED_CATEGORIES)[number];

export type Outcome = 'publish' | 'hold' | 'block';

export function expectedOutcome(category: Category): Outcome {
  if (category === 'crisis') return 'hold';
  return (BLOCKED_CATEGORIES as readonly string[]).includes(category) ? 'block' : 'publish';
}
