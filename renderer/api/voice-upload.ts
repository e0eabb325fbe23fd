import type { VoiceRecording } from '../components/voice-recorder/voice-recording.js';

/** The multipart body of a voice upload: the recorded file as `audio`, its length in seconds as `duration`. */
export function voiceUploadForm(recording: VoiceRecording, fields: Record<string, string> = {}): FormData {
  const form = new FormData();
  form.append('audio', recording.blob, recording.fileName);
  form.append('duration', String(Math.round(recording.durationSeconds * 10) / 10));
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return form;
}
