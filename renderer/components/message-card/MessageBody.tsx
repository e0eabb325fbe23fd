import type { Message } from '../../../shared/schemas/messages.js';
import { VoiceMessagePlaceholder } from './VoiceMessagePlaceholder.js';

export function MessageBody({ message }: { message: Message }) {
  if (message.type === 'text') return <p className="message-body__text">{message.content}</p>;

  return (
    <div className="message-body">
      <VoiceMessagePlaceholder durationSeconds={message.audioDuration} />
      {message.transcript ? (
        <p className="message-body__transcript">
          <span className="message-body__transcript-label">Transcript</span>
          {message.transcript}
        </p>
      ) : null}
    </div>
  );
}
