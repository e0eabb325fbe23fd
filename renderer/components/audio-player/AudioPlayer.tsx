import { Pause, Play } from 'lucide-react';
import { useRef, useState, type SyntheticEvent } from 'react';
import { formatDuration } from '../../../shared/display.js';
import { Spinner } from '../Spinner.js';
import { playExclusively } from './exclusive-playback.js';
import { nextPlaybackSpeed, playbackSpeedLabel, type PlaybackSpeed } from './playback-speed.js';
import { SeekBar } from './SeekBar.js';
import { TranscriptToggle } from './TranscriptToggle.js';

interface AudioPlayerProps {
  src: string;
  /** The length the server measured; the media element often cannot tell (MediaRecorder files report Infinity). */
  durationSeconds: number | null;
  transcript?: string | null;
  /** What is playing, for the button names: "Play voice message", "Pause voice reply". */
  label?: string;
}

export function AudioPlayer({ src, durationSeconds, transcript, label = 'voice message' }: AudioPlayerProps) {
  const audioRef = useRef<HTMLAudioElement>(null);
  const [playing, setPlaying] = useState(false);
  const [buffering, setBuffering] = useState(false);
  const [elapsedSeconds, setElapsedSeconds] = useState(0);
  const [mediaDuration, setMediaDuration] = useState<number | null>(null);
  const [speed, setSpeed] = useState<PlaybackSpeed>(1);
  const [failed, setFailed] = useState(false);
  const totalSeconds = mediaDuration ?? durationSeconds ?? 0;

  const togglePlaying = () => {
    const audio = audioRef.current;
    if (!audio) return;
    if (!audio.paused) {
      audio.pause();
      return;
    }
    setBuffering(true);
    playExclusively(audio).catch((error: unknown) => {
      setBuffering(false);
      console.error('The recording could not be played', error);
    });
  };

  const seek = (seconds: number) => {
    const audio = audioRef.current;
    if (!audio) return;
    audio.currentTime = seconds;
    setElapsedSeconds(seconds);
  };

  const changeSpeed = () => {
    const audio = audioRef.current;
    const next = nextPlaybackSpeed(speed);
    if (audio) {
      audio.defaultPlaybackRate = next;
      audio.playbackRate = next;
    }
    setSpeed(next);
  };

  const readDuration = (event: SyntheticEvent<HTMLAudioElement>) => {
    const { duration } = event.currentTarget;
    setMediaDuration(Number.isFinite(duration) && duration > 0 ? duration : null);
  };

  const backToStart = (event: SyntheticEvent<HTMLAudioElement>) => {
    event.currentTarget.currentTime = 0;
    setElapsedSeconds(0);
    setPlaying(false);
    setBuffering(false);
  };

  const name = `${playing ? 'Pause' : 'Play'} ${label}`;

  return (
    <div className="audio-player">
      <div className="audio-player__controls">
        <button
          type="button"
          className="audio-player__play"
          aria-label={name}
          title={name}
          onClick={togglePlaying}
          disabled={failed}
        >
          {buffering && playing ? <Spinner /> : playing ? <Pause aria-hidden size={20} /> : <Play aria-hidden size={20} />}
        </button>
        <SeekBar elapsedSeconds={elapsedSeconds} totalSeconds={totalSeconds} onSeek={seek} />
        <span className="audio-player__time">
          <span>{formatDuration(elapsedSeconds)}</span> / <span>{formatDuration(totalSeconds)}</span>
        </span>
        <button
          type="button"
          className="audio-player__speed"
          aria-label={`Playback speed ${playbackSpeedLabel(speed)}`}
          onClick={changeSpeed}
        >
          {playbackSpeedLabel(speed)}
        </button>
      </div>
      {failed ? <p className="audio-player__problem">This recording can&apos;t be played right now.</p> : null}
      {transcript ? <TranscriptToggle transcript={transcript} /> : null}
      <audio
        ref={audioRef}
        src={src}
        preload="none"
        onPlay={() => setPlaying(true)}
        onPlaying={() => setBuffering(false)}
        onWaiting={() => setBuffering(true)}
        onPause={() => {
          setPlaying(false);
          setBuffering(false);
        }}
        onTimeUpdate={(event) => setElapsedSeconds(event.currentTarget.currentTime)}
        onLoadedMetadata={readDuration}
        onDurationChange={readDuration}
        onEnded={backToStart}
        onError={() => {
          setFailed(true);
          setPlaying(false);
          setBuffering(false);
        }}
      />
    </div>
  );
}
