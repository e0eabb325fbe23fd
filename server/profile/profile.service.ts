import { PROFILE_ERRORS } from '../../shared/schemas/profile.js';
import type { CurrentUser } from '../../shared/schemas/user.js';
import { mustLoad } from '../auth/auth.service.js';
import { findUserById } from '../auth/users.repository.js';
import type { Db } from '../db/database.js';
import { HttpError } from '../http/errors.js';
import { animalNames, animalOfEmoji, isNameOf, isUsernameConflict, isUsernameTakenByOther, writeWithFreeName } from './animal-names.js';

/**
 * Sets the avatar and the animal's name: "Owl", or "Owl-2f7" when another member already is "Owl".
 * A member who already carries one of this animal's names keeps it.
 */
export async function chooseAvatar(db: Db, userId: string, emoji: string): Promise<CurrentUser> {
  const animal = animalOfEmoji(emoji);
  if (!animal) throw new HttpError(400, PROFILE_ERRORS.avatar);
  const user = await findUserById(db, userId);
  const setAvatar = (username: string) =>
    db.updateTable('users').set({ profileImageUrl: animal.emoji, username }).where('id', '=', userId).execute();
  if (user?.username && isNameOf(animal, user.username)) await setAvatar(user.username);
  else await writeWithFreeName(db, userId, animalNames(animal), setAvatar);
  return mustLoad(db, userId);
}

/** A name the member typed (already checked by the shared schema); unique whatever its case. */
export async function changeUsername(db: Db, userId: string, username: string): Promise<CurrentUser> {
  if (await isUsernameTakenByOther(db, username, userId)) throw new HttpError(409, PROFILE_ERRORS.usernameTaken);
  try {
    await db.updateTable('users').set({ username }).where('id', '=', userId).execute();
  } catch (error) {
    // Taken by someone else between the check and the write: the unique index decides.
    if (isUsernameConflict(error)) throw new HttpError(409, PROFILE_ERRORS.usernameTaken);
    throw error;
  }
  return mustLoad(db, userId);
}
