import { Check, Clock, Flag, MessageCircle, Siren, X } from 'lucide-react';
import { formatDateTime } from '../../../shared/display.js';
import type { ModerationItem } from '../../api/admin-requests.js';
import { replyCountLabel } from '../message-card/reply-count-label.js';
import { authorName } from './author-name.js';
import { VerdictDetails } from './VerdictDetails.js';
import { VoiceClip } from './VoiceClip.js';

interface ModerationCardProps {
  item: ModerationItem;
  busy: boolean;
  onApprove: () => void;
  onReject: () => void;
}

const reportLabel = (count: number): string => (count === 1 ? 'Reported once' : `Reported ${count} times`);

export function ModerationCard({ item, busy, onApprove, onReject }: ModerationCardProps) {
  const type = 'type' in item ? item.type : 'voice';
  const textContent = 'content' in item && type === 'text' ? item.content : null;

  return (
    <li className={`card admin-card moderation-card${item.crisis ? ' moderation-card--crisis' : ''}`}>
      {item.crisis ? (
        <p className="crisis-flag">
          <Siren aria-hidden size={18} />
          Crisis: this member may be in danger
        </p>
      ) : null}
      <div className="admin-card__header">
        <span className="type-badge">{type}</span>
        <span className={`status-badge status-badge--${item.status}`}>{item.status}</span>
        {item.reportCount > 0 ? (
          <span className="report-badge">
            <Flag aria-hidden size={12} />
            {reportLabel(item.reportCount)}
          </span>
        ) : null}
      </div>
      <p className="admin-card__line">
        <strong>{authorName(item.user)}</strong>
        {item.user.username ? <span className="admin-card__muted">@{item.user.username}</span> : null}
      </p>
      {type === 'text' ? (
        <p className="message-body__text">{textContent}</p>
      ) : (
        <VoiceClip audioUrl={item.audioUrl} audioDuration={item.audioDuration} transcript={item.transcript} />
      )}
      {item.rejectionReason ? <p className="admin-card__reason">Rejection reason: {item.rejectionReason}</p> : null}
      <VerdictDetails verdict={item.verdict} />
      <p className="admin-card__line admin-card__muted">
        <Clock aria-hidden size={14} />
        <time dateTime={item.createdAt}>{formatDateTime(item.createdAt)}</time>
        {'replyCount' in item ? (
          <>
            <MessageCircle aria-hidden size={14} />
            {replyCountLabel(item.replyCount)}
          </>
        ) : null}
      </p>
      {item.status === 'pending' ? (
        <div className="admin-card__actions">
          <button type="button" className="button button--primary button--small" onClick={onApprove} disabled={busy}>
            <Check aria-hidden size={16} />
            Approve
          </button>
          <button type="button" className="button button--destructive button--small" onClick={onReject} disabled={busy}>
            <X aria-hidden size={16} />
            Reject
          </button>
        </div>
      ) : null}
    </li>
  );
}
