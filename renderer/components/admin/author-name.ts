import type { AdminAuthor } from '../../../shared/schemas/admin.js';

/** The name admins see: the member's full name, else "Anonymous" (their @username is shown beside it). */
export function authorName(person: Pick<AdminAuthor, 'firstName' | 'lastName'>): string {
  return [person.firstName, person.lastName].filter(Boolean).join(' ') || 'Anonymous';
}

/** The name admins see with the @username every member now has, where there is no room for two lines. */
export function authorWithHandle(person: Pick<AdminAuthor, 'firstName' | 'lastName' | 'username'>): string {
  return person.username ? `${authorName(person)} (@${person.username})` : authorName(person);
}
