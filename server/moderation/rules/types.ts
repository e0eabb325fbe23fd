/** Where a text was written: a member's own sharing, or a reply spoken to another member. */
export type MessageContext = 'post' | 'reply';

export interface RuleCheckOptions {
  context: MessageContext;
}

export type BlockingCheckName = 'identifying_info' | 'peer_not_therapist';
export type RuleCheckName = BlockingCheckName | 'crisis';

interface RuleCheckFields {
  /** 0..1: how strongly the rule fired, comparable with classifier scores. */
  score: number;
  /** Shown to the member when the rule decides the outcome. */
  reason?: string;
  /** What fired, as `signal: "excerpt"`, for admins and audits. Empty when nothing fired. */
  matches: string[];
}

export interface BlockingCheckResult extends RuleCheckFields {
  check: BlockingCheckName;
  blocked: boolean;
}

/** A crisis message is never rejected: it is held for a human and the member is shown 988 / 911. */
export interface CrisisCheckResult extends RuleCheckFields {
  check: 'crisis';
  crisis: boolean;
  /** The signs read at full weight ("suicidal_ideation", "place_context"…), not those denied or told as past. */
  signals: string[];
}

export type RuleCheckResult = BlockingCheckResult | CrisisCheckResult;
