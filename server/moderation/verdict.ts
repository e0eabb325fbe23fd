/** What the kindness check decided about one text, with everything needed to audit it later. */
export interface Verdict {
  /** approve → published; reject → "Let's rephrase that"; hold → stays pending for a human. */
  decision: 'approve' | 'reject' | 'hold';
  /** Written for the member (reject) or the admin (hold). */
  reason: string | null;
  crisis: boolean;
  /** The check that decided (its name in the registry), or null for an approval or a wait for the models. */
  decidedBy: string | null;
  /** Every check's score by name, e.g. { insult: 0.04, identifying_info: 0 }. */
  scores: Record<string, number>;
  /** Which model (and version) produced which score, e.g. { embedder: 'use-lite@…' }. */
  modelVersions: Record<string, string>;
}

export type ModerationContext = 'post' | 'reply';

/** The moderation pipeline as the queue sees it. */
export interface Moderator {
  moderate(text: string, context: ModerationContext): Promise<Verdict>;
}

export type SubjectType = 'message' | 'reply';

export interface SubjectRef {
  type: SubjectType;
  id: string;
}
