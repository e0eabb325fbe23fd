import { avatarFallback } from '../../shared/display.js';

interface AvatarCircleProps {
  person: { profileImageUrl?: string | null; firstName?: string | null; username?: string | null };
  size?: 'small' | 'large';
}

const HTTP_URL = /^https?:\/\//i;

/** A profile photo when the image is an http URL, otherwise the emoji or initial. */
export function AvatarCircle({ person, size = 'small' }: AvatarCircleProps) {
  const image = person.profileImageUrl;
  return (
    <span className={`avatar avatar--${size}`} aria-hidden>
      {image && HTTP_URL.test(image) ? <img src={image} alt="" className="avatar__image" /> : avatarFallback(person)}
    </span>
  );
}
