import type { Finding } from './findings.js';

/** A finding with where its words are in the text, so overlapping findings can be merged. */
export interface LocatedFinding extends Finding {
  start: number;
  end: number;
}

/** One finding per signal for overlapping words, the strongest, in text order and without positions. */
export function strongestPerPlace(findings: LocatedFinding[]): Finding[] {
  const kept: LocatedFinding[] = [];
  for (const finding of [...findings].sort((a, b) => b.score - a.score)) {
    if (!kept.some((other) => other.signal === finding.signal && other.start < finding.end && finding.start < other.end)) kept.push(finding);
  }
  return kept.sort((a, b) => a.start - b.start).map(({ signal, excerpt, score }) => ({ signal, excerpt, score }));
}
