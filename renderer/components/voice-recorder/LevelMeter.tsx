import { useInputLevels } from './use-input-levels.js';
import { usePrefersReducedMotion } from './use-prefers-reduced-motion.js';

const WAVEFORM = { historyLength: 32, sampleEveryMs: 60 };
// With reduced motion: one bar, updated a few times a second, enough to see the microphone hears you.
const STEADY_METER = { historyLength: 1, sampleEveryMs: 400 };

/** Decorative: the recorder's status text tells screen readers that it is recording. */
export function LevelMeter({ stream, active }: { stream: MediaStream | null; active: boolean }) {
  const reducedMotion = usePrefersReducedMotion();
  const options = reducedMotion ? STEADY_METER : WAVEFORM;
  const levels = useInputLevels(stream, active, options);

  if (reducedMotion) {
    return (
      <div className="level-meter level-meter--steady" aria-hidden>
        <span className="level-meter__fill" style={{ width: `${Math.round((levels[0] ?? 0) * 100)}%` }} />
      </div>
    );
  }

  const padding = Array.from({ length: options.historyLength - levels.length }, () => 0);
  return (
    <div className="level-meter level-meter--waveform" aria-hidden>
      {[...padding, ...levels].map((level, index) => (
        <span key={index} className="level-meter__bar" style={{ height: `${Math.max(8, Math.round(level * 100))}%` }} />
      ))}
    </div>
  );
}
