import { displayName, formatDateTime, isPremium } from '../../../shared/display.js';
import type { PublicAuthor } from '../../../shared/schemas/user.js';
import { AvatarCircle } from '../AvatarCircle.js';
import { PremiumBadge } from '../PremiumBadge.js';
import { AuthorBadges } from './AuthorBadges.js';
import { timeAgo } from './relative-time.js';

interface MessageAuthorProps {
  author: PublicAuthor;
  createdAt: string;
  nameId: string;
}

export function MessageAuthor({ author, createdAt, nameId }: MessageAuthorProps) {
  return (
    <div className="message-author">
      <AvatarCircle person={author} />
      <div className="message-author__details">
        <div className="message-author__line">
          <span id={nameId} className="message-author__name">
            {displayName(author)}
          </span>
          {isPremium(author) ? <PremiumBadge /> : null}
          <AuthorBadges badges={author.badges} />
        </div>
        <time className="message-author__time" dateTime={createdAt} title={formatDateTime(createdAt)}>
          {timeAgo(createdAt)}
        </time>
      </div>
    </div>
  );
}
