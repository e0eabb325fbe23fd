import { useNavigate } from 'react-router-dom';
import { VOICE_POST_MAX_SECONDS, type MessageCategory } from '../../../shared/constants.js';
import { useSendVoiceMessage } from '../../api/send-voice-message.js';
import { CrisisSupportDialog } from '../../components/crisis-support/CrisisSupportDialog.js';
import { ModerationDialog } from '../../components/moderation-dialog/ModerationDialog.js';
import { useModeratedSend } from '../../components/moderation-dialog/use-moderated-send.js';
import { LazyVoiceRecorder } from '../../components/voice-recorder/LazyVoiceRecorder.js';
import { PATHS } from '../../routing/paths.js';
import { PostStepLayout } from './PostStepLayout.js';
import { prepareSpeechToText } from '../../api/voice-upload.js';

interface VoiceMessageStepProps {
  category: MessageCategory;
  onBack: () => void;
  /** When the microphone cannot be used, the member can write instead. */
  onChooseText: () => void;
}

export function VoiceMessageStep({ category, onBack, onChooseText }: VoiceMessageStepProps) {
  const navigate = useNavigate();
  const { phase, isSending, send, reset } = useModeratedSend(useSendVoiceMessage(), 'Failed to send voice message');
  const goToFeed = () => navigate(PATHS.feed);

  return (
    <PostStepLayout title="Record your message" category={category} onBack={onBack} isSending={isSending}>

      <LazyVoiceRecorder
        maxSeconds={VOICE_POST_MAX_SECONDS}
        onSend={(recording) => send({ recording, category })}
        sending={isSending}
        onChooseText={onChooseText}
        onRecordingStarted={prepareSpeechToText}
      />

      <ModerationDialog phase={phase} onDone={goToFeed} onEdit={reset} />
      <CrisisSupportDialog open={phase.name === 'crisis'} onClose={goToFeed} />
    </PostStepLayout>
  );
}
