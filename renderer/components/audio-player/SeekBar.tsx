import type { KeyboardEvent, MouseEvent } from 'react';
import { formatDuration } from '../../../shared/display.js';

const KEYBOARD_STEP_SECONDS = 5;

interface SeekBarProps {
  elapsedSeconds: number;
  totalSeconds: number;
  onSeek: (seconds: number) => void;
}

/** The progress bar: a click seeks to the same fraction of the recording; arrow keys step 5 s, Home and End jump. */
export function SeekBar({ elapsedSeconds, totalSeconds, onSeek }: SeekBarProps) {
  const seekable = totalSeconds > 0;
  const fraction = seekable ? Math.min(1, elapsedSeconds / totalSeconds) : 0;
  const seekTo = (seconds: number) => onSeek(Math.min(totalSeconds, Math.max(0, seconds)));

  const seekToPointer = (event: MouseEvent<HTMLDivElement>) => {
    const bounds = event.currentTarget.getBoundingClientRect();
    if (!seekable || bounds.width <= 0) return;
    seekTo(((event.clientX - bounds.left) / bounds.width) * totalSeconds);
  };

  const seekWithKeys = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!seekable) return;
    const targets: Record<string, number> = {
      ArrowRight: elapsedSeconds + KEYBOARD_STEP_SECONDS,
      ArrowUp: elapsedSeconds + KEYBOARD_STEP_SECONDS,
      ArrowLeft: elapsedSeconds - KEYBOARD_STEP_SECONDS,
      ArrowDown: elapsedSeconds - KEYBOARD_STEP_SECONDS,
      Home: 0,
      End: totalSeconds,
    };
    const target = targets[event.key];
    if (target === undefined) return;
    event.preventDefault();
    seekTo(target);
  };

  return (
    <div
      role="slider"
      tabIndex={seekable ? 0 : -1}
      aria-label="Playback position"
      aria-valuemin={0}
      aria-valuemax={Math.round(totalSeconds)}
      aria-valuenow={Math.round(Math.min(elapsedSeconds, totalSeconds))}
      aria-valuetext={`${formatDuration(elapsedSeconds)} of ${formatDuration(totalSeconds)}`}
      aria-disabled={!seekable}
      className="seek-bar"
      onClick={seekToPointer}
      onKeyDown={seekWithKeys}
    >
      <span className="seek-bar__track">
        <span className="seek-bar__fill" style={{ width: `${fraction * 100}%` }} />
      </span>
    </div>
  );
}
