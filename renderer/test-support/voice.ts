import { aFakeStream, stubGetUserMedia } from './fake-microphone.js';
import { stubMediaPlayback, stubObjectUrls } from './fake-media-element.js';
import { stubMediaRecorder } from './fake-media-recorder.js';

/** A browser that can record and play: microphone, MediaRecorder, media playback and object URLs. */
export function stubVoiceBrowser() {
  const microphone = aFakeStream(1);
  const getUserMedia = stubGetUserMedia(() => Promise.resolve(microphone.stream));
  const mediaRecorder = stubMediaRecorder();
  const playback = stubMediaPlayback();
  const objectUrls = stubObjectUrls();
  return { microphone, getUserMedia, mediaRecorder, playback, objectUrls };
}
