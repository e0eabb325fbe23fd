import { AudioLines } from 'lucide-react';
import { formatDuration } from '../../../shared/display.js';

/** Holds the audio player's place until voice messages arrive; the voice issue replaces this component. */
export function VoiceMessagePlaceholder({ durationSeconds }: { durationSeconds: number | null }) {
  return (
    <div className="voice-placeholder" data-slot="audio-player">
      <AudioLines aria-hidden size={20} />
      <span>Voice message</span>
      {durationSeconds !== null ? <span className="voice-placeholder__duration">{formatDuration(durationSeconds)}</span> : null}
    </div>
  );
}
