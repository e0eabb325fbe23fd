import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MessageCategory } from '../../shared/constants.js';
import type { ModerationOutcome } from '../../shared/schemas/messages.js';
import type { VoiceRecording } from '../components/voice-recorder/voice-recording.js';
import { apiRequestJson } from './api-request.js';
import { FEED_QUERY_KEY } from './feed.js';
import { MESSAGES_URL } from './feed-pages.js';
import { voiceUploadForm } from './voice-upload.js';

export const VOICE_MESSAGES_URL = `${MESSAGES_URL}/voice`;

export interface VoiceMessageDraft {
  recording: VoiceRecording;
  category: MessageCategory;
}

/** POST /api/messages/voice (multipart); transcription and the kindness check may take a little while. */
export function useSendVoiceMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ recording, category }: VoiceMessageDraft) =>
      apiRequestJson<ModerationOutcome>('POST', VOICE_MESSAGES_URL, voiceUploadForm(recording, { category })),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: FEED_QUERY_KEY });
    },
  });
}
