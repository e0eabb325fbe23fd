import { useId, useRef, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { TEXT_MESSAGE_MAX_CHARS, type MessageCategory } from '../../../shared/constants.js';
import { useSendTextMessage } from '../../api/send-text-message.js';
import { CrisisSupportDialog } from '../../components/crisis-support/CrisisSupportDialog.js';
import { ModerationDialog } from '../../components/moderation-dialog/ModerationDialog.js';
import { useModeratedSend } from '../../components/moderation-dialog/use-moderated-send.js';
import { PATHS } from '../../routing/paths.js';
import { PostStepLayout } from './PostStepLayout.js';

interface TextMessageStepProps {
  category: MessageCategory;
  draft: string;
  onDraftChange: (draft: string) => void;
  /** Back and Cancel both return to step 1; the draft is kept in case the member comes back. */
  onBack: () => void;
}

export function TextMessageStep({ category, draft, onDraftChange, onBack }: TextMessageStepProps) {
  const fieldId = useId();
  const counterId = useId();
  const fieldRef = useRef<HTMLTextAreaElement>(null);
  const navigate = useNavigate();
  const { phase, isSending, send, reset } = useModeratedSend(useSendTextMessage(), 'Failed to send message');
  const goToFeed = () => navigate(PATHS.feed);
  const content = draft.trim();
  const canSend = content.length > 0 && !isSending;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (canSend) send({ content, category });
  };

  const focusField = (event: Event) => {
    event.preventDefault();
    fieldRef.current?.focus();
  };

  return (
    <PostStepLayout title="Write your message" category={category} onBack={onBack} isSending={isSending}>

      <form className="form" onSubmit={submit}>
        <div className="field">
          <label htmlFor={fieldId} className="field__label">
            Your message
          </label>
          <textarea
            id={fieldId}
            ref={fieldRef}
            className="input textarea"
            rows={8}
            maxLength={TEXT_MESSAGE_MAX_CHARS}
            value={draft}
            onChange={(event) => onDraftChange(event.target.value)}
            aria-describedby={counterId}
            autoFocus
          />
          <p id={counterId} className="character-counter">
            {draft.length}/{TEXT_MESSAGE_MAX_CHARS}
          </p>
        </div>
        <div className="form-actions">
          <button type="button" className="button button--outline" onClick={onBack} disabled={isSending}>
            Cancel
          </button>
          <button type="submit" className="button button--primary" disabled={!canSend}>
            Send
          </button>
        </div>
      </form>

      <ModerationDialog phase={phase} onDone={goToFeed} onEdit={reset} onCloseAutoFocus={focusField} />
      <CrisisSupportDialog open={phase.name === 'crisis'} onClose={goToFeed} />
    </PostStepLayout>
  );
}
