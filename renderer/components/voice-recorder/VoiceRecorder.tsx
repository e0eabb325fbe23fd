import { Mic, Pause, Play, RotateCcw, Send, Square } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { RECORDER_DEFAULT_MAX_SECONDS } from '../../../shared/constants.js';
import { formatDuration } from '../../../shared/display.js';
import { Spinner } from '../Spinner.js';
import { LevelMeter } from './LevelMeter.js';
import { RecordingPreview } from './RecordingPreview.js';
import { useVoiceRecorder, type RecorderStatus } from './use-voice-recorder.js';
import type { VoiceRecording } from './voice-recording.js';

interface VoiceRecorderProps {
  /** Recording stops by itself here: 90 s for a post, 60 s for a reply. */
  maxSeconds?: number;
  onSend: (recording: VoiceRecording) => void;
  /** While the recording is on its way, nothing can change it. */
  sending?: boolean;
  /** Offered when recording is not possible, e.g. the post screen's text step. */
  onChooseText?: () => void;
  /** Once the microphone is recording, e.g. to get the server's speech-to-text ready meanwhile. */
  onRecordingStarted?: () => void;
}

const SCREEN_READER_STATUS: Record<RecorderStatus, string> = {
  idle: '',
  starting: 'Getting ready...',
  recording: 'Recording',
  paused: 'Recording paused',
  recorded: 'Your recording is ready. Listen back, record again or send it.',
  unavailable: 'Recording is not available at the moment.',
};

export function VoiceRecorder({ maxSeconds = RECORDER_DEFAULT_MAX_SECONDS, onSend, sending = false, onChooseText, onRecordingStarted }: VoiceRecorderProps) {
  const recorder = useVoiceRecorder(maxSeconds, onRecordingStarted);
  const { status, recording } = recorder;
  const primaryControlRef = useFocusOnStatusChange(status);
  const limit = formatDuration(maxSeconds);

  return (
    <section className="voice-recorder" aria-label="Voice recorder">
      <p className="sr-only" role="status">
        {SCREEN_READER_STATUS[status]}
      </p>

      {status === 'idle' || status === 'starting' ? (
        <div className="voice-recorder__stage">
          <button
            type="button"
            ref={primaryControlRef}
            className="record-button"
            onClick={recorder.start}
            disabled={status === 'starting'}
          >
            {status === 'starting' ? <Spinner size="large" /> : <Mic aria-hidden size={36} />}
            <span className="sr-only">Start recording</span>
          </button>
          <p className="voice-recorder__hint" aria-hidden>
            {status === 'starting' ? 'Getting ready...' : 'Tap to start recording'}
          </p>
          <p className="voice-recorder__limit">Up to {limit}</p>
        </div>
      ) : null}

      {status === 'recording' || status === 'paused' ? (
        <div className="voice-recorder__stage">
          <p className={`voice-recorder__state voice-recorder__state--${status}`} aria-hidden>
            {status === 'recording' ? 'Recording' : 'Paused'}
          </p>
          <p className="voice-recorder__timer" role="timer" aria-label="Recording time">
            {formatDuration(recorder.elapsedSeconds)} / {limit}
          </p>
          <LevelMeter stream={recorder.stream} active={status === 'recording'} />
          <div className="voice-recorder__controls">
            <button type="button" className="button button--outline" onClick={recorder.cancel}>
              Cancel
            </button>
            <button type="button" ref={primaryControlRef} className="record-button record-button--stop" onClick={recorder.stop}>
              <Square aria-hidden size={30} />
              <span className="sr-only">Stop recording</span>
            </button>
            {status === 'recording' ? (
              <button type="button" className="button button--outline" onClick={recorder.pause}>
                <Pause aria-hidden size={18} />
                <span className="sr-only">Pause recording</span>
                <span aria-hidden>Pause</span>
              </button>
            ) : (
              <button type="button" className="button button--outline" onClick={recorder.resume}>
                <Play aria-hidden size={18} />
                <span className="sr-only">Resume recording</span>
                <span aria-hidden>Resume</span>
              </button>
            )}
          </div>
          <p className="voice-recorder__limit">Recording stops by itself at {limit}.</p>
        </div>
      ) : null}

      {status === 'recorded' && recording ? (
        <div className="voice-recorder__stage">
          <p className="voice-recorder__hint" aria-hidden>
            Listen back, or send it when it feels right.
          </p>
          <RecordingPreview recording={recording} disabled={sending} buttonRef={primaryControlRef} />
          <div className="voice-recorder__controls">
            <button type="button" className="button button--outline" onClick={recorder.reRecord} disabled={sending}>
              <RotateCcw aria-hidden size={18} />
              Re-record
            </button>
            <button type="button" className="button button--primary" onClick={() => onSend(recording)} disabled={sending}>
              <Send aria-hidden size={18} />
              Send
            </button>
          </div>
        </div>
      ) : null}

      {status === 'unavailable' ? (
        <div className="voice-recorder__stage voice-recorder__unavailable">
          <p className="notice__title">We can&apos;t record right now</p>
          <p>
            Your microphone isn&apos;t available at the moment. You can check your browser&apos;s microphone permission and try
            again. You can still use text messages.
          </p>
          <div className="voice-recorder__controls">
            <button type="button" ref={primaryControlRef} className="button button--outline" onClick={recorder.start}>
              Try again
            </button>
            {onChooseText ? (
              <button type="button" className="button button--primary" onClick={onChooseText}>
                Write a text message instead
              </button>
            ) : null}
          </div>
        </div>
      ) : null}
    </section>
  );
}

/** After each change of step, focus the control that leads on, so keyboard users are never dropped. */
function useFocusOnStatusChange(status: RecorderStatus) {
  const controlRef = useRef<HTMLButtonElement>(null);
  const previousStatus = useRef(status);

  useEffect(() => {
    if (previousStatus.current === status) return;
    previousStatus.current = status;
    controlRef.current?.focus();
  }, [status]);

  return controlRef;
}
