import { Play, Square } from 'lucide-react';
import { useEffect, useRef, useState, type Ref } from 'react';
import { formatDuration } from '../../../shared/display.js';
import { playExclusively } from '../audio-player/exclusive-playback.js';
import type { VoiceRecording } from './voice-recording.js';

interface RecordingPreviewProps {
  recording: VoiceRecording;
  disabled?: boolean;
  buttonRef?: Ref<HTMLButtonElement>;
}

/** Listen back before sending: play from the start, stop back to the start. */
export function RecordingPreview({ recording, disabled, buttonRef }: RecordingPreviewProps) {
  const audioRef = useRef<HTMLAudioElement>(null);
  const [playing, setPlaying] = useState(false);

  useEffect(() => {
    const audio = audioRef.current;
    if (!audio) return;
    const url = URL.createObjectURL(recording.blob);
    audio.src = url;
    return () => {
      audio.pause();
      audio.removeAttribute('src');
      URL.revokeObjectURL(url);
    };
  }, [recording]);

  const toggle = () => {
    const audio = audioRef.current;
    if (!audio) return;
    if (playing) {
      audio.pause();
      audio.currentTime = 0;
      return;
    }
    playExclusively(audio).catch((error: unknown) => console.error('The preview could not be played', error));
  };

  return (
    <div className="recording-preview">
      <button type="button" ref={buttonRef} className="button button--outline" onClick={toggle} disabled={disabled}>
        {playing ? <Square aria-hidden size={18} /> : <Play aria-hidden size={18} />}
        {playing ? 'Stop preview' : 'Play preview'}
      </button>
      <span className="recording-preview__duration">{formatDuration(recording.durationSeconds)}</span>
      <audio
        ref={audioRef}
        preload="auto"
        onPlay={() => setPlaying(true)}
        onPause={() => setPlaying(false)}
        onEnded={(event) => {
          event.currentTarget.currentTime = 0;
          setPlaying(false);
        }}
      />
    </div>
  );
}
