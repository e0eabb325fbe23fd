import { useId } from 'react';
import type { Reply } from '../../../shared/schemas/replies.js';
import { AudioPlayer } from '../audio-player/AudioPlayer.js';
import { MessageAuthor } from '../message-card/MessageAuthor.js';

export function ReplyItem({ reply }: { reply: Reply }) {
  const authorNameId = useId();

  return (
    <article className="reply-item" aria-labelledby={authorNameId}>
      <MessageAuthor author={reply.user} createdAt={reply.createdAt} nameId={authorNameId} />
      <AudioPlayer src={reply.audioUrl} durationSeconds={reply.audioDuration} transcript={reply.transcript} label="voice reply" />
    </article>
  );
}
