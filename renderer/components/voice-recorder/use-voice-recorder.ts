import { useEffect, useRef, useState } from 'react';
import { RecordingSession } from './recording-session.js';
import type { VoiceRecording } from './voice-recording.js';

/**
 * idle → starting (microphone, then the short start delay) → recording ⇄ paused → recorded.
 * `unavailable` when the microphone or the recorder cannot be used.
 */
export type RecorderStatus = 'idle' | 'starting' | 'recording' | 'paused' | 'recorded' | 'unavailable';

export function useVoiceRecorder(maxSeconds: number, onRecordingStarted?: () => void) {
  const [status, setStatus] = useState<RecorderStatus>('idle');
  const [elapsedMs, setElapsedMs] = useState(0);
  const [recording, setRecording] = useState<VoiceRecording | null>(null);
  const [stream, setStream] = useState<MediaStream | null>(null);
  const sessionRef = useRef<RecordingSession | null>(null);

  useEffect(() => () => sessionRef.current?.dispose(), []);

  const backToIdle = () => {
    setStatus('idle');
    setElapsedMs(0);
    setStream(null);
    setRecording(null);
  };

  const start = () => {
    sessionRef.current?.dispose();
    backToIdle();
    setStatus('starting');
    const session = new RecordingSession(maxSeconds, {
      onStarted: (openStream) => {
        setStream(openStream);
        setStatus('recording');
        onRecordingStarted?.();
      },
      onTick: setElapsedMs,
      onFinished: (finished) => {
        setStream(null);
        setElapsedMs(finished.durationSeconds * 1000);
        setRecording(finished);
        setStatus('recorded');
      },
      onFailed: (error) => {
        // The spec keeps microphone errors out of sight; the recorder still says calmly that it cannot record.
        console.error('Voice recording is not available', error);
        setStream(null);
        setStatus('unavailable');
      },
    });
    sessionRef.current = session;
    void session.begin();
  };

  return {
    status,
    elapsedSeconds: elapsedMs / 1000,
    recording,
    stream,
    start,
    stop: () => sessionRef.current?.finish(),
    pause: () => {
      sessionRef.current?.pause();
      setStatus('paused');
    },
    resume: () => {
      sessionRef.current?.resume();
      setStatus('recording');
    },
    cancel: () => {
      sessionRef.current?.cancel();
      backToIdle();
    },
    reRecord: backToIdle,
  };
}
