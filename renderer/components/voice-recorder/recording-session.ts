import { RECORDING_START_DELAY_MS } from '../../../shared/constants.js';
import { chooseRecordingMimeType, recordingFileName, type VoiceRecording } from './voice-recording.js';

const TICK_MS = 250;

export interface RecordingSessionEvents {
  /** The microphone is open and the recorder is running. */
  onStarted: (stream: MediaStream) => void;
  onTick: (elapsedMs: number) => void;
  onFinished: (recording: VoiceRecording) => void;
  onFailed: (error: unknown) => void;
}

/**
 * One recording, from asking for the microphone to the finished file. It owns the stream, the
 * MediaRecorder and the timers, and lets go of all of them however it ends (finish, cancel, dispose).
 */
export class RecordingSession {
  private stream: MediaStream | null = null;
  private recorder: MediaRecorder | null = null;
  private chunks: Blob[] = [];
  private startTimer: ReturnType<typeof setTimeout> | undefined;
  private limitTimer: ReturnType<typeof setTimeout> | undefined;
  private tickTimer: ReturnType<typeof setInterval> | undefined;
  private recordedMs = 0;
  private segmentStartedAt: number | null = null;
  private keepResult = true;
  private closed = false;

  constructor(
    private readonly maxSeconds: number,
    private readonly events: RecordingSessionEvents,
  ) {}

  async begin(): Promise<void> {
    try {
      if (!navigator.mediaDevices?.getUserMedia) throw new Error('This browser offers no microphone access here');
      if (typeof MediaRecorder === 'undefined') throw new Error('This browser cannot record audio');
      const stream = await navigator.mediaDevices.getUserMedia({ audio: true });
      this.stream = stream;
      if (this.closed) return this.releaseMicrophone();
      // A short pause so the tap itself is not the first thing on the recording.
      this.startTimer = setTimeout(() => this.startRecorder(stream), RECORDING_START_DELAY_MS);
    } catch (error) {
      this.fail(error);
    }
  }

  pause(): void {
    if (this.recorder?.state !== 'recording') return;
    this.recorder.pause();
    this.recordedMs = this.elapsedMs();
    this.segmentStartedAt = null;
    this.stopClock();
    this.events.onTick(this.recordedMs);
  }

  resume(): void {
    if (this.recorder?.state !== 'paused') return;
    this.recorder.resume();
    this.startClock();
  }

  /** Stop and keep what was recorded; onFinished follows once the recorder hands over its data. */
  finish(): void {
    this.stopRecorder(true);
  }

  /** Stop and throw the recording away. */
  cancel(): void {
    this.stopRecorder(false);
  }

  /** The component is going away: release everything and report nothing more. */
  dispose(): void {
    this.stopRecorder(false);
    this.closed = true;
  }

  private startRecorder(stream: MediaStream): void {
    if (this.closed) return;
    try {
      const mimeType = chooseRecordingMimeType();
      const recorder = new MediaRecorder(stream, mimeType ? { mimeType } : undefined);
      recorder.addEventListener('dataavailable', (event) => {
        if (event.data.size > 0) this.chunks.push(event.data);
      });
      recorder.addEventListener('stop', () => this.handleRecorderStopped(recorder));
      recorder.addEventListener('error', (event) => this.fail((event as ErrorEvent).error ?? event));
      recorder.start();
      this.recorder = recorder;
      this.startClock();
      this.events.onStarted(stream);
    } catch (error) {
      this.fail(error);
    }
  }

  private startClock(): void {
    this.segmentStartedAt = Date.now();
    this.tickTimer = setInterval(() => this.events.onTick(this.elapsedMs()), TICK_MS);
    const remainingMs = Math.max(0, this.maxSeconds * 1000 - this.recordedMs);
    this.limitTimer = setTimeout(() => this.finish(), remainingMs);
  }

  private stopClock(): void {
    clearInterval(this.tickTimer);
    clearTimeout(this.limitTimer);
  }

  private elapsedMs(): number {
    const running = this.segmentStartedAt === null ? 0 : Date.now() - this.segmentStartedAt;
    return Math.min(this.recordedMs + running, this.maxSeconds * 1000);
  }

  private stopRecorder(keepResult: boolean): void {
    clearTimeout(this.startTimer);
    if (this.closed) return;
    this.keepResult = keepResult;
    this.recordedMs = this.elapsedMs();
    this.segmentStartedAt = null;
    this.stopClock();
    if (this.recorder && this.recorder.state !== 'inactive') this.recorder.stop();
    // A kept recording lets go of the microphone once the recorder has handed over its last data.
    if (!keepResult || !this.recorder) this.releaseMicrophone();
    if (!keepResult) this.closed = true;
  }

  private handleRecorderStopped(recorder: MediaRecorder): void {
    this.releaseMicrophone();
    if (!this.keepResult || this.closed) return;
    this.closed = true;
    const type = recorder.mimeType || this.chunks[0]?.type || 'audio/webm';
    const blob = new Blob(this.chunks, { type });
    if (blob.size === 0) {
      this.events.onFailed(new Error('The recorder produced no audio'));
      return;
    }
    this.events.onFinished({ blob, fileName: recordingFileName(type), durationSeconds: this.recordedMs / 1000 });
  }

  private fail(error: unknown): void {
    this.stopClock();
    clearTimeout(this.startTimer);
    this.releaseMicrophone();
    if (this.closed) return;
    this.closed = true;
    this.events.onFailed(error);
  }

  private releaseMicrophone(): void {
    this.stream?.getTracks().forEach((track) => track.stop());
    this.stream = null;
  }
}
