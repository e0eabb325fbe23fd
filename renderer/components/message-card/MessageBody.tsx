import type { Message } from '../../../shared/schemas/messages.js';
import { AudioPlayer } from '../audio-player/AudioPlayer.js';

export function MessageBody({ message }: { message: Message }) {
  if (message.type === 'text') return <p className="message-body__text">{message.content}</p>;
  if (!message.audioUrl) return <p className="message-body__unavailable">This voice message isn&apos;t available to play.</p>;

  return <AudioPlayer src={message.audioUrl} durationSeconds={message.audioDuration} transcript={message.transcript} />;
}
