import type { VoiceRecording } from '../components/voice-recorder/voice-recording.js';
import { apiRequest } from './api-request.js';

/** The multipart body of a voice upload: the recorded file as `audio`, its length in seconds as `duration`. */
export function voiceUploadForm(recording: VoiceRecording, fields: Record<string, string> = {}): FormData {
  const form = new FormData();
  form.append('audio', recording.blob, recording.fileName);
  form.append('duration', String(Math.round(recording.durationSeconds * 10) / 10));
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return form;
}

export const PREPARE_SPEECH_URL = '/api/voice/prepare';

/**
 * A recording has started: the server gets speech-to-text ready while the member speaks, so the seconds
 * that takes after a quiet spell are not added to their wait. Best effort: nothing is shown if it fails.
 */
export function prepareSpeechToText(): void {
  apiRequest('POST', PREPARE_SPEECH_URL).catch(() => undefined);
}
