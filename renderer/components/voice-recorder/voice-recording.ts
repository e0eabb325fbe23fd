/** A finished recording, ready to upload as the multipart `audio` file with its `duration`. */
export interface VoiceRecording {
  blob: Blob;
  /** e.g. "voice.webm" or "voice.m4a": the extension matches what the browser recorded. */
  fileName: string;
  /** Seconds actually recorded, pauses left out. */
  durationSeconds: number;
}

export const PREFERRED_MIME_TYPE = 'audio/webm;codecs=opus';

/** webm/opus where the browser can record it; otherwise undefined lets the browser pick (Safari records mp4). */
export function chooseRecordingMimeType(): string | undefined {
  return MediaRecorder.isTypeSupported?.(PREFERRED_MIME_TYPE) ? PREFERRED_MIME_TYPE : undefined;
}

const EXTENSIONS: ReadonlyArray<[prefix: string, extension: string]> = [
  ['audio/webm', 'webm'],
  ['video/webm', 'webm'],
  ['audio/mp4', 'm4a'],
  ['video/mp4', 'm4a'],
  ['audio/aac', 'aac'],
  ['audio/ogg', 'ogg'],
  ['audio/mpeg', 'mp3'],
  ['audio/wav', 'wav'],
];

/** The file name for a recording of this MIME type, e.g. "audio/mp4;codecs=mp4a.40.2" → "voice.m4a". */
export function recordingFileName(mimeType: string): string {
  const type = mimeType.toLowerCase();
  const match = EXTENSIONS.find(([prefix]) => type.startsWith(prefix));
  return `voice.${match ? match[1] : 'webm'}`;
}
