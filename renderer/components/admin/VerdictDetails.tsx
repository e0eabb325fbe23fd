import type { VerdictSummary } from '../../../shared/schemas/admin.js';

const DECISIONS: Record<VerdictSummary['decision'], string> = {
  approve: 'Approved by the kindness check',
  reject: 'Rejected by the kindness check',
  hold: 'Held for review by the kindness check',
};

/** A check's name as the registry spells it, in words: "identifying_info" → "identifying info". */
const checkLabel = (name: string): string => name.replaceAll('_', ' ');

/** "Decided by: tone model (0.83)"; without the score when the check left none. */
function decidedByLine(name: string, score: number | undefined): string {
  const label = `Decided by: ${checkLabel(name)}`;
  return score === undefined ? label : `${label} (${score.toFixed(2)})`;
}

/** Why the kindness check decided as it did: its reason, the check that decided, every score and the models that gave them. */
export function VerdictDetails({ verdict }: { verdict: VerdictSummary | null }) {
  if (!verdict) return <p className="admin-card__muted">Not checked yet</p>;
  const scores = Object.entries(verdict.scores);
  const models = Object.entries(verdict.modelVersions);

  return (
    <div className="verdict">
      <p className="verdict__decision">{DECISIONS[verdict.decision]}</p>
      {verdict.reason ? <p className="verdict__reason">{verdict.reason}</p> : null}
      {verdict.decidedBy ? <p className="verdict__decided-by">{decidedByLine(verdict.decidedBy, verdict.scores[verdict.decidedBy])}</p> : null}
      {scores.length > 0 ? (
        <dl className="verdict__scores" aria-label="Moderation scores">
          {scores.map(([name, score]) => (
            <div key={name}>
              <dt>{checkLabel(name)}</dt>
              <dd>{score.toFixed(2)}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      {models.length > 0 ? (
        <details className="verdict__models">
          <summary>Model versions</summary>
          <ul>
            {models.map(([name, version]) => (
              <li key={name}>
                {name}: {version}
              </li>
            ))}
          </ul>
        </details>
      ) : null}
    </div>
  );
}
