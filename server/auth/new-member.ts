import type { Db } from '../db/database.js';
import { newId, nowIso } from '../db/ids.js';
import { animalNames, randomAnimal, writeWithFreeName } from '../profile/animal-names.js';
import { createSession } from './sessions.repository.js';
import { insertUser } from './users.repository.js';

export interface NewMember {
  email: string;
  passwordHash: string | null;
  googleSubject: string | null;
}

/**
 * Creates an account and its first session in one transaction. Only called once the member has taken
 * both safety steps, whose time is stored. Every new member gets a random animal avatar and that
 * animal's free name ("Owl", or "Owl-2f7"), so members can tell each other apart while anonymous.
 */
export async function createMember(db: Db, member: NewMember): Promise<{ userId: string; token: string; expiresAt: Date }> {
  const userId = newId();
  const animal = randomAnimal();
  const now = nowIso();
  const session = await writeWithFreeName(db, null, animalNames(animal), (username) =>
    db.transaction().execute(async (trx) => {
      await insertUser(trx, { id: userId, ...member, username, profileImageUrl: animal.emoji, safetyAcknowledgedAt: now, createdAt: now });
      return createSession(trx, userId);
    }),
  );
  return { userId, ...session };
}
