import type { Generated } from 'kysely';

/**
 * Row types of every table, as Kysely sees them. Timestamps are ISO-8601 UTC strings (they sort as text
 * and mean the same on SQLite and PostgreSQL); flags are 0/1 integers, as the spec's payloads are.
 */
export interface UsersTable {
  id: string;
  email: string;
  passwordHash: string | null;
  googleSubject: string | null;
  username: string | null;
  firstName: string | null;
  lastName: string | null;
  profileImageUrl: string | null;
  isPremium: Generated<number>;
  isAdmin: Generated<number>;
  createdAt: string;
  currentStreak: Generated<number>;
  /** The member's last day (YYYY-MM-DD in their time zone) with an approved post or reply. */
  lastActiveDay: string | null;
  /** When the member ticked the safety acknowledgement and accepted the pledge at sign-up (null: older accounts). */
  safetyAcknowledgedAt: string | null;
  /** IANA name sent by the member's client; streak days are counted in it (UTC when absent). */
  timeZone: string | null;
}

export interface SessionsTable {
  /** sha256 of the cookie token: a stolen database does not yield working cookies. */
  tokenHash: string;
  userId: string;
  createdAt: string;
  expiresAt: string;
}

export interface MessagesTable {
  id: string;
  userId: string;
  type: 'text' | 'voice';
  content: string | null;
  audioPath: string | null;
  audioMimeType: string | null;
  audioDuration: number | null;
  transcript: string | null;
  category: string;
  status: Generated<string>;
  rejectionReason: string | null;
  crisis: Generated<number>;
  createdAt: string;
  updatedAt: string;
}

export interface RepliesTable {
  id: string;
  messageId: string;
  userId: string;
  audioPath: string | null;
  audioMimeType: string | null;
  audioDuration: number | null;
  transcript: string | null;
  status: Generated<string>;
  rejectionReason: string | null;
  crisis: Generated<number>;
  createdAt: string;
  updatedAt: string;
}

export interface NotificationsTable {
  id: string;
  userId: string;
  senderId: string | null;
  messageId: string | null;
  replyId: string | null;
  isRead: Generated<number>;
  createdAt: string;
}

export interface BadgesTable {
  id: string;
  name: string;
  description: string;
  icon: string;
  category: string;
  createdAt: string;
}

export interface UserBadgesTable {
  userId: string;
  badgeId: string;
  awardedAt: string;
}

/** The durable moderation queue: one job per message or reply until a verdict is stored. */
export interface ModerationJobsTable {
  id: string;
  subjectType: 'message' | 'reply';
  subjectId: string;
  state: Generated<string>;
  attempts: Generated<number>;
  lastError: string | null;
  /** `<host>/<pid>` of the process running the job (set when claimed). */
  claimedBy: string | null;
  createdAt: string;
  updatedAt: string;
}

/** Every verdict with all scores and model versions, for the admin queues and audits. */
export interface ModerationVerdictsTable {
  id: string;
  subjectType: 'message' | 'reply';
  subjectId: string;
  decision: string;
  reason: string | null;
  crisis: Generated<number>;
  /** The check that decided a hold or a rejection (its name in the registry); null for an approval, a wait, or a row written before 0003. */
  decidedBy: string | null;
  scores: string;
  modelVersions: string;
  createdAt: string;
}

/** Who did what to which row, and when: one row per admin action, written with the change itself. */
export interface AuditLogTable {
  id: string;
  /** Null once the admin's account is deleted. */
  adminId: string | null;
  action: string;
  subjectType: string;
  subjectId: string;
  /** JSON of the fields the action changed, as they were and as they became (null: did not exist). */
  before: string | null;
  after: string | null;
  createdAt: string;
}

/** A member's report of a message or reply; the admin queues count them and show reported items first. */
export interface ReportsTable {
  id: string;
  reporterId: string;
  subjectType: 'message' | 'reply';
  subjectId: string;
  reason: string | null;
  createdAt: string;
  /** When an admin rejected the reported item: the report counts toward the shield badge. */
  upheldAt: string | null;
}

/** Items a member chose not to see again. */
export interface HiddenItemsTable {
  userId: string;
  subjectType: 'message' | 'reply';
  subjectId: string;
  createdAt: string;
}

/** A member who no longer sees anything from another (and is not shown that member's replies). */
export interface BlocksTable {
  id: string;
  blockerId: string;
  blockedId: string;
  createdAt: string;
}

/** One counted event of a rate limit; rows older than their window are deleted as limits are checked. */
export interface RateEventsTable {
  bucket: string;
  key: string;
  createdAt: string;
}

/** One "this helped" per member per reply; never on one's own reply. */
export interface HelpfulMarksTable {
  replyId: string;
  userId: string;
  createdAt: string;
}

/** A kept file to delete from the audio store, its rows already gone (see `account/file-deletions.ts`). */
export interface StoredFileDeletionsTable {
  key: string;
  requestedAt: string;
}

export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
  messages: MessagesTable;
  replies: RepliesTable;
  notifications: NotificationsTable;
  badges: BadgesTable;
  userBadges: UserBadgesTable;
  moderationJobs: ModerationJobsTable;
  moderationVerdicts: ModerationVerdictsTable;
  auditLog: AuditLogTable;
  reports: ReportsTable;
  hiddenItems: HiddenItemsTable;
  blocks: BlocksTable;
  helpfulMarks: HelpfulMarksTable;
  rateEvents: RateEventsTable;
  storedFileDeletions: StoredFileDeletionsTable;
}
