import { useId } from 'react';
import type { Reply } from '../../../shared/schemas/replies.js';
import { AudioPlayer } from '../audio-player/AudioPlayer.js';
import { MessageAuthor } from '../message-card/MessageAuthor.js';
import { MessageMenu } from '../message-card/MessageMenu.js';
import { replySubject, type SafetyActions } from '../message-card/safety-actions.js';
import { HelpfulButton } from './HelpfulButton.js';

interface ReplyItemProps {
  reply: Reply;
  /** A signed-in member's safety tools; a visitor listens only. */
  safety?: SafetyActions;
}

export function ReplyItem({ reply, safety }: ReplyItemProps) {
  const authorNameId = useId();
  const othersReply = safety !== undefined && !reply.isOwn;

  return (
    <article className="reply-item" aria-labelledby={authorNameId}>
      <div className="reply-item__header">
        <MessageAuthor author={reply.user} createdAt={reply.createdAt} nameId={authorNameId} />
        {othersReply ? <MessageMenu subject={replySubject(reply)} safety={safety} label="Reply options" /> : null}
      </div>
      <AudioPlayer src={reply.audioUrl} durationSeconds={reply.audioDuration} transcript={reply.transcript} label="voice reply" />
      {othersReply ? <HelpfulButton reply={reply} /> : null}
      {safety && reply.isOwn && reply.helpfulCount > 0 ? (
        <p className="reply-item__helpful-note">{helpfulNote(reply.helpfulCount)}</p>
      ) : null}
    </article>
  );
}

function helpfulNote(count: number): string {
  return count === 1 ? '1 member found this helpful' : `${count} members found this helpful`;
}
