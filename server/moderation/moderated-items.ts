import { EventEmitter } from 'node:events';
import { MESSAGE_ERRORS, type ModerationOutcome } from '../../shared/schemas/messages.js';
import { recordAdminAction } from '../admin/audit-log.repository.js';
import type { Db } from '../db/database.js';
import { newId, nowIso } from '../db/ids.js';
import { HttpError } from '../http/errors.js';
import { ensureMemberPace } from './member-pace.js';
import { closeOpenJobs, countOpenJobs, hasOpenJob, insertJob, insertVerdict, queueTranscribedJob, type JobState } from './moderation-records.js';
import type { ModerationContext, SubjectRef, SubjectType, Verdict } from './verdict.js';

/** Where a kind of moderated item lives, and which words the kindness check reads. */
export interface ModeratedSubject {
  table: 'messages' | 'replies';
  context: ModerationContext;
  /** The text, or a recording's transcript ('' when there are none); undefined when the row is gone. */
  loadText(db: Db, id: string): Promise<string | undefined>;
}

/** Who moves a pending item: the kindness check with its verdict, or an admin with their decision. */
export type Decider =
  | { by: 'check'; verdict: Verdict }
  | { by: 'admin'; adminId: string; status: 'approved' | 'rejected'; rejectionReason: string | null };

export type DecidedStatus = 'approved' | 'rejected';

export interface DecidedItem {
  subject: SubjectRef;
  status: DecidedStatus;
  by: Decider['by'];
}

/** Runs inside the transaction that decides the item: the item never changes without its consequences. */
export type DecisionSubscriber = (trx: Db, item: DecidedItem) => Promise<void>;

export type TransitionResult = { outcome: 'moved' } | { outcome: 'missing' } | { outcome: 'already-decided'; status: string };

const FIRST_POLL_MS = 20;
const LONGEST_POLL_MS = 250;

const statusOfVerdict = (verdict: Verdict) =>
  verdict.decision === 'approve' ? 'approved' : verdict.decision === 'reject' ? 'rejected' : 'pending';

/**
 * The one owner of a moderated item's life: `submit` writes the row with its job, `transition` is the
 * only code that decides a status (from pending, by the check or by an admin; `reopen` is a report's way
 * back from approved to pending) and it closes the job,
 * writes the verdict or the audit row and tells the subscribers; `awaitOutcome` waits for that across
 * processes, since the process that checks an item need not be the one that received it.
 */
export class ModeratedItems {
  private readonly subjects = new Map<SubjectType, ModeratedSubject>();
  private readonly subscribers: Record<DecidedStatus, DecisionSubscriber[]> = { approved: [], rejected: [] };
  /** Same-process wake-ups only; other processes' changes are seen by polling the row. */
  private readonly local = new EventEmitter();

  constructor(
    private readonly db: Db,
    private readonly limits: { waitMs: number; maxBacklog: number },
  ) {
    this.local.setMaxListeners(0);
  }

  registerSubject(type: SubjectType, subject: ModeratedSubject): void {
    this.subjects.set(type, subject);
  }

  onDecided(status: DecidedStatus, subscriber: DecisionSubscriber): void {
    this.subscribers[status].push(subscriber);
  }

  /** Called after a submit commits (the queue listens, to start checking at once). */
  onSubmitted(listener: () => void): void {
    this.local.on('submitted', listener);
  }

  subject(type: SubjectType): ModeratedSubject {
    const subject = this.subjects.get(type);
    if (!subject) throw new Error(`no moderated subject registered for "${type}"`);
    return subject;
  }

  /**
   * Before a member's item is received: 503 above the shared backlog limit, instead of letting every
   * member's wait grow unbounded, and 429 when this member is past their own pace (member-pace.ts).
   */
  async ensureRoom(userId: string): Promise<void> {
    if ((await countOpenJobs(this.db)) >= this.limits.maxBacklog) throw new HttpError(503, MESSAGE_ERRORS.busy);
    const tables = new Map([...this.subjects].map(([type, subject]) => [type, subject.table] as const));
    await ensureMemberPace(this.db, userId, tables);
  }

  /**
   * Writes the pending row (through `insert`) and its moderation job in one transaction: never one without
   * the other. A recording not yet transcribed is submitted `transcribing`: counted as waiting, but not
   * checked until `transcribed` queues it.
   */
  async submit(type: SubjectType, insert: (trx: Db, id: string) => Promise<void>, { transcribing = false } = {}): Promise<SubjectRef> {
    const ref = { type, id: newId() };
    await this.db.transaction().execute(async (trx) => {
      await insert(trx, ref.id);
      await insertJob(trx, ref, transcribing ? 'transcribing' : 'queued');
    });
    if (!transcribing) this.local.emit('submitted');
    return ref;
  }

  /**
   * A recording's words are known: `write` stores them and the job goes to the check, in one
   * transaction. Nothing is written when the item was deleted meanwhile; when a person already decided
   * it, the transcript is still kept (for them to read) but nothing is checked.
   */
  async transcribed(ref: SubjectRef, write: (trx: Db) => Promise<void>): Promise<void> {
    const queued = await this.db.transaction().execute(async (trx) => {
      await write(trx);
      return queueTranscribedJob(trx, ref);
    });
    if (queued) this.local.emit('submitted');
  }

  /**
   * Resolves once the item is decided or its check has finished (a hold answers "pending" at once), or
   * after the wait with whatever it is then. Polls the row with a growing pause, woken early by this
   * process's own decisions. The wait is counted from `since` (by default, now): a recording's from the
   * moment it was received, so decoding it is part of the member's wait, not added to it.
   */
  async awaitOutcome(ref: SubjectRef, since = Date.now()): Promise<ModerationOutcome> {
    const deadline = since + this.limits.waitMs;
    let pause = FIRST_POLL_MS;
    for (;;) {
      // The job first: it closes in the transaction that moves the row, so a closed job means the row is final.
      const checked = !(await hasOpenJob(this.db, ref));
      const outcome = await this.outcomeOf(ref);
      const settled = checked || outcome.status !== 'pending';
      const left = deadline - Date.now();
      if (settled || left <= 0) return outcome;
      await this.nextChange(ref, Math.min(pause, left));
      pause = Math.min(pause * 2, LONGEST_POLL_MS);
    }
  }

  /** The words to check, or why there is nothing left to judge: the row is gone, or a person decided it. */
  async textToCheck(ref: SubjectRef): Promise<{ text: string } | { skip: 'orphaned' | 'done' }> {
    const subject = this.subject(ref.type);
    const row = await this.db.selectFrom(subject.table).select('status').where('id', '=', ref.id).executeTakeFirst();
    if (!row) return { skip: 'orphaned' };
    if (row.status !== 'pending') return { skip: 'done' };
    return { text: (await subject.loadText(this.db, ref.id)) ?? '' };
  }

  /**
   * Moves a pending item. The conditional update is the lock: a verdict and an admin, or two admins, in
   * different processes cannot both move it; the loser learns what the item already is.
   */
  async transition(ref: SubjectRef, decider: Decider): Promise<TransitionResult> {
    const { table } = this.subject(ref.type);
    const status = decider.by === 'check' ? statusOfVerdict(decider.verdict) : decider.status;
    const rejectionReason = decider.by === 'check' ? (decider.verdict.decision === 'reject' ? decider.verdict.reason : null) : decider.rejectionReason;
    const result = await this.db.transaction().execute(async (trx): Promise<TransitionResult> => {
      const moved = await trx
        .updateTable(table)
        .set({
          status,
          rejectionReason,
          ...(decider.by === 'check' ? { crisis: decider.verdict.crisis ? 1 : 0 } : {}),
          updatedAt: nowIso(),
        })
        .where('id', '=', ref.id)
        .where('status', '=', 'pending')
        .executeTakeFirst();
      if (Number(moved.numUpdatedRows) !== 1) {
        const current = await trx.selectFrom(table).select('status').where('id', '=', ref.id).executeTakeFirst();
        // Whoever decided first already closed the job, or the row is gone; either way nothing is left to check.
        await closeOpenJobs(trx, ref, current ? 'done' : 'orphaned', null);
        return current ? { outcome: 'already-decided', status: current.status } : { outcome: 'missing' };
      }
      await this.record(trx, ref, decider, rejectionReason);
      if (status !== 'pending') for (const subscriber of this.subscribers[status]) await subscriber(trx, { subject: ref, status, by: decider.by });
      return { outcome: 'moved' };
    });
    this.local.emit(keyOf(ref));
    return result;
  }

  /**
   * A member's report sends a published item back to the admin queue (approved → pending) and, when
   * someone may be at risk, raises its crisis flag whatever its status, so it is reviewed first.
   * Answers whether the item was taken off the feed.
   */
  async reopen(ref: SubjectRef, { crisis }: { crisis: boolean }): Promise<boolean> {
    const { table } = this.subject(ref.type);
    const moved = await this.db.transaction().execute(async (trx) => {
      if (crisis) await trx.updateTable(table).set({ crisis: 1, updatedAt: nowIso() }).where('id', '=', ref.id).execute();
      const result = await trx
        .updateTable(table)
        .set({ status: 'pending', rejectionReason: null, updatedAt: nowIso() })
        .where('id', '=', ref.id)
        .where('status', '=', 'approved')
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    });
    if (moved) this.local.emit(keyOf(ref));
    return moved;
  }

  /** The verdict (with its job closed) or the admin's audit row, in the transaction that moved the item. */
  private async record(trx: Db, ref: SubjectRef, decider: Decider, rejectionReason: string | null): Promise<void> {
    if (decider.by === 'check') {
      const { verdict } = decider;
      await insertVerdict(trx, ref, verdict);
      // A hold for want of a working check is tried again at the next start; a crisis hold waits for a person.
      const state: JobState = verdict.decision === 'hold' && !verdict.crisis ? 'held' : 'done';
      await closeOpenJobs(trx, ref, state, verdict.decision === 'hold' ? verdict.reason : null);
      return;
    }
    await closeOpenJobs(trx, ref, 'done', null);
    await recordAdminAction(trx, {
      adminId: decider.adminId,
      action: `${ref.type}.status`,
      subjectType: ref.type,
      subjectId: ref.id,
      // Only pending items move, and a pending item carries no rejection reason.
      before: { status: 'pending', rejectionReason: null },
      after: { status: decider.status, rejectionReason },
    });
  }

  private async outcomeOf(ref: SubjectRef): Promise<ModerationOutcome> {
    const row = await this.db
      .selectFrom(this.subject(ref.type).table)
      .select(['id', 'status', 'rejectionReason', 'crisis'])
      .where('id', '=', ref.id)
      .executeTakeFirst();
    // Deleted while it was checked: with its author's account, or with the message a reply answered.
    if (!row) throw new HttpError(404, MESSAGE_ERRORS.notFound);
    return { id: row.id, status: row.status as ModerationOutcome['status'], rejectionReason: row.rejectionReason, crisis: row.crisis === 1 };
  }

  private nextChange(ref: SubjectRef, ms: number): Promise<void> {
    return new Promise((resolve) => {
      const key = keyOf(ref);
      const done = () => {
        clearTimeout(timer);
        this.local.off(key, done);
        resolve();
      };
      const timer = setTimeout(done, ms);
      this.local.once(key, done);
    });
  }
}

const keyOf = (ref: SubjectRef) => `${ref.type}:${ref.id}`;
