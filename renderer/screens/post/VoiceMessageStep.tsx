import { CATEGORY_LABELS, VOICE_POST_MAX_SECONDS, type MessageCategory } from '../../../shared/constants.js';
import { BackButton } from '../../components/BackButton.js';
import { CrisisSupportDialog } from '../../components/crisis-support/CrisisSupportDialog.js';
import { ModerationDialog } from '../../components/moderation-dialog/ModerationDialog.js';
import { VoiceRecorder } from '../../components/voice-recorder/VoiceRecorder.js';
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
    <div className="page post">
      <div className="post__top-bar">
        <BackButton onClick={onBack} disabled={isSending} />
      </div>
      <header className="page__header">
        <h1 className="page__title">Record your message</h1>
        <p className="page__description">Sharing in {CATEGORY_LABELS[category]}</p>
      </header>

      <VoiceRecorder
        maxSeconds={VOICE_POST_MAX_SECONDS}
        onSend={(recording) => send({ recording, category })}
        sending={isSending}
        onChooseText={onChooseText}
      />

      <ModerationDialog phase={phase} onDone={goToFeed} onEdit={backToRecorder} />
      <CrisisSupportDialog open={phase.name === 'crisis'} onClose={goToFeed} />
    </div>
  );
}
