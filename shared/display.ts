/** Pure display helpers of the spec (§3, §9): names, durations and dates, the same on every screen. */
import { format } from 'date-fns';

interface NamedPerson {
  username?: string | null;
  firstName?: string | null;
  lastName?: string | null;
  isPremium?: number | boolean | null;
}

export function isPremium(person: { isPremium?: number | boolean | null }): boolean {
  return person.isPremium === 1 || person.isPremium === true;
}

/** Username if set; else a premium member's full name; else "Anonymous". */
export function displayName(person: NamedPerson): string {
  if (person.username) return person.username;
  if (isPremium(person)) {
    const fullName = [person.firstName, person.lastName].filter(Boolean).join(' ');
    if (fullName) return fullName;
  }
  return 'Anonymous';
}

/** Text shown in the avatar circle when the profile image is not an http(s) URL. */
export function avatarFallback(person: { profileImageUrl?: string | null; firstName?: string | null; username?: string | null }): string {
  const image = person.profileImageUrl;
  if (image && !/^https?:\/\//i.test(image)) return image;
  const initialSource = person.firstName || person.username;
  return initialSource ? initialSource.charAt(0).toUpperCase() : 'A';
}

/** Seconds as m:ss, e.g. 75 → "1:15". */
export function formatDuration(totalSeconds: number): string {
  const safe = Number.isFinite(totalSeconds) && totalSeconds > 0 ? Math.floor(totalSeconds) : 0;
  const minutes = Math.floor(safe / 60);
  const seconds = safe % 60;
  return `${minutes}:${seconds.toString().padStart(2, '0')}`;
}

/** "MMM d, yyyy", for user join dates. */
export function formatDay(date: Date | string): string {
  return format(new Date(date), 'MMM d, yyyy');
}

/** "MMM d, yyyy at h:mm a", for message and reply dates. */
export function formatDateTime(date: Date | string): string {
  return format(new Date(date), "MMM d, yyyy 'at' h:mm a");
}
