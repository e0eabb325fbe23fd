import { Send } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { navigateBrowserTo } from '../../api/browser-location.js';
import { useCommunityInfo } from '../../api/community.js';
import { TextField } from '../../components/TextField.js';
import { feedbackMailto } from './feedback-mail.js';

const FEEDBACK_MAX_CHARS = 2000;

/** Feedback goes as an e-mail draft in the member's own mail app, to the address the server operator set. */
export function FeedbackForm() {
  const { data: community, isPending, isError } = useCommunityInfo();
  const supportEmail = community?.supportEmail ?? null;
  const [subject, setSubject] = useState('');
  const [message, setMessage] = useState('');
  const messageId = useId();

  const openDraft = (event: FormEvent) => {
    event.preventDefault();
    if (supportEmail && message.trim()) navigateBrowserTo(feedbackMailto(supportEmail, subject, message));
  };

  return (
    <section className="card" aria-labelledby="feedback-title">
      <h2 id="feedback-title" className="card__title">
        Send Feedback
      </h2>
      {isPending ? null : supportEmail ? (
        <form className="form" onSubmit={openDraft}>
          <p className="card__description">Your e-mail app opens with a draft to {supportEmail}.</p>
          <TextField label="Subject" autoComplete="off" value={subject} onChange={(event) => setSubject(event.target.value)} />
          <div className="field">
            <label htmlFor={messageId} className="field__label">
              Message
            </label>
            <textarea
              id={messageId}
              className="input textarea feedback__message"
              maxLength={FEEDBACK_MAX_CHARS}
              value={message}
              onChange={(event) => setMessage(event.target.value)}
            />
          </div>
          <button type="submit" className="button button--primary" disabled={!message.trim()}>
            <Send aria-hidden size={18} />
            Open e-mail draft
          </button>
        </form>
      ) : (
        <p className="card__description">
          {isError
            ? 'Feedback is not available right now. Please try again later.'
            : 'This community has not set up a feedback address yet.'}
        </p>
      )}
    </section>
  );
}
