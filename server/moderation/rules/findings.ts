/** One thing a rule noticed in a text. */
export interface Finding {
  /** A short stable name for admins, e.g. `phone_number` or `directive`. */
  signal: string;
  /** The words that fired, from the normalized text. */
  excerpt: string;
  /** 0..1: how strongly this finding alone points to the rule's concern. */
  score: number;
}

export function describeFindings(findings: Finding[]): string[] {
  return findings.map((finding) => `${finding.signal}: "${finding.excerpt}"`);
}

export function strongestScore(findings: Finding[]): number {
  return findings.reduce((best, finding) => Math.max(best, finding.score), 0);
}
