/** ROC AUC by the rank-sum formula, ties sharing their average rank. */
export function rocAuc(positiveScores: ArrayLike<number>, negativeScores: ArrayLike<number>): number {
  const all = [
    ...Array.from(positiveScores, (score) => ({ score, positive: true })),
    ...Array.from(negativeScores, (score) => ({ score, positive: false })),
  ].sort((a, b) => a.score - b.score);
  let positiveRankSum = 0;
  for (let start = 0; start < all.length; ) {
    let end = start;
    while (end + 1 < all.length && all[end + 1]!.score === all[start]!.score) end += 1;
    const averageRank = (start + end) / 2 + 1;
    for (let index = start; index <= end; index += 1) if (all[index]!.positive) positiveRankSum += averageRank;
    start = end + 1;
  }
  const positives = positiveScores.length;
  const negatives = negativeScores.length;
  return (positiveRankSum - (positives * (positives + 1)) / 2) / (positives * negatives);
}

/** Share of scores at or above the threshold (recall for positives, false-block rate for negatives). */
export function shareAtOrAbove(scores: ArrayLike<number>, threshold: number): number {
  if (scores.length === 0) return 0;
  let count = 0;
  for (let index = 0; index < scores.length; index += 1) if (scores[index]! >= threshold) count += 1;
  return count / scores.length;
}

/**
 * The lowest threshold that flags at most `maxShare` of these (benign) scores: just above the score of
 * the first benign text that must not be flagged.
 */
export function thresholdForShare(benignScores: ArrayLike<number>, maxShare: number): number {
  const descending = Array.from(benignScores).sort((a, b) => b - a);
  const allowed = Math.floor(maxShare * descending.length);
  if (allowed >= descending.length) return 0;
  const firstKept = descending[allowed]!;
  return Math.min(1, firstKept + 1e-6);
}

/**
 * The highest threshold that still flags at least `minShare` of these (positive) scores: the score of the
 * positive text at that rank, so every text scoring as high or higher is flagged.
 */
export function thresholdForRecall(positiveScores: ArrayLike<number>, minShare: number): number {
  const descending = Array.from(positiveScores).sort((a, b) => b - a);
  if (descending.length === 0) return 1;
  const needed = Math.min(descending.length, Math.max(1, Math.ceil(minShare * descending.length)));
  return descending[needed - 1]!;
}

export function percent(share: number): string {
  return `${(share * 100).toFixed(1)}%`;
}
