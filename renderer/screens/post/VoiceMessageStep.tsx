import { VOICE_POST_MAX_SECONDS, type MessageCategory } from '../../../shared/constants.js';
import { CrisisSupportDialog } from '../../components/crisis-support/CrisisSupportDialog.js';
import { ModerationDialog } from '../../components/moderation-dialog/ModerationDialog.js';
import { VoiceRecorder } from '../../components/voice-recorder/VoiceRecorder.js';
import { PostStepLayout } from './PostStepLayout.js';
import { useVoiceMessageSending } from './use-voice-message-sending.js';

interface VoiceMessageStepProps {
  category: MessageCategory;
  onBack: () => void;
  /** When the microphone cannot be used, the member can write instead. */
  onChooseText: () => void;
}

export function VoiceMessageStep({ category, onBack, onChooseText }: VoiceMessageStepProps) {
  const { phase, isSending, send, goToFeed, backToRecorder } = useVoiceMessageSending();

  return (
    <PostStepLayout title="Record your message" category={category} onBack={onBack} isSending={isSending}>

      <VoiceRecorder
        maxSeconds={VOICE_POST_MAX_SECONDS}
        onSend={(recording) => send({ recording, category })}
        sending={isSending}
        onChooseText={onChooseText}
      />

      <ModerationDialog phase={phase} onDone={goToFeed} onEdit={backToRecorder} />
      <CrisisSupportDialog open={phase.name === 'crisis'} onClose={goToFeed} />
    </PostStepLayout>
  );
}
