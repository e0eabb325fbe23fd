import { EventEmitter } from 'node:events';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/database.js';
import { newId, nowIso } from '../db/ids.js';
import type { ModerationContext, Moderator, SubjectRef, SubjectType, Verdict } from './verdict.js';

/**
 * How a domain (messages, replies) lets its rows be moderated: where the text is, and how a verdict
 * changes the row. `applyVerdict` runs inside the transaction that stores the verdict and must change
 * only a row that is still pending, so a late verdict never overrides a person's decision.
 */
export interface ModerationSubject {
  context: ModerationContext;
  loadText(db: Db, id: string): Promise<string | undefined>;
  applyVerdict(trx: Db, id: string, verdict: Verdict): Promise<void>;
}

export type JobState = 'queued' | 'running' | 'done' | 'held' | 'orphaned';

const SWEEP_INTERVAL_MS = 5000;
const HOLD_WHEN_CHECK_FAILS = 'The kindness check could not run, so this is waiting for a person to review it.';
const HOLD_WHEN_NO_WORDS = 'There are no words to check (the recording could not be transcribed), so this is waiting for a person to listen to it.';

/**
 * The durable moderation queue. A job row is written in the same transaction as the message it checks,
 * so a message is never stored without its check; jobs left queued or running by a crash are resumed
 * at start. Claiming a job is an atomic state change, so several server processes can share one queue.
 */
export class ModerationQueue {
  private readonly subjects = new Map<SubjectType, ModerationSubject>();
  private readonly settled = new EventEmitter();
  private readonly inFlight = new Set<Promise<void>>();
  private active = 0;
  private stopped = false;
  private sweep: NodeJS.Timeout | undefined;
  private stopping: Promise<void> | undefined;

  constructor(
    private readonly db: Db,
    private readonly moderator: Moderator,
    private readonly log: FastifyBaseLogger,
    private readonly concurrency = 2,
  ) {
    this.settled.setMaxListeners(0);
  }

  registerSubject(type: SubjectType, subject: ModerationSubject): void {
    this.subjects.set(type, subject);
  }

  /** Call inside the transaction that inserts the subject row. */
  async enqueue(trx: Db, subject: SubjectRef): Promise<void> {
    const now = nowIso();
    await trx
      .insertInto('moderationJobs')
      .values({ id: newId(), subjectType: subject.type, subjectId: subject.id, createdAt: now, updatedAt: now })
      .execute();
  }

  /**
   * Resumes what a crash or restart left unfinished. Jobs held because a check could not run are tried
   * again too (models may be present now); a subject a person already decided is left as they decided.
   */
  async start(): Promise<void> {
    await this.db
      .updateTable('moderationJobs')
      .set({ state: 'queued', updatedAt: nowIso() })
      .where('state', 'in', ['running', 'held'])
      .execute();
    this.kick();
    // A sweep catches jobs enqueued by another process, or in the instant a runner was finishing.
    this.sweep = setInterval(() => this.kick(), SWEEP_INTERVAL_MS);
    this.sweep.unref();
  }

  /** Looks for queued jobs now (after an enqueue has committed). */
  kick(): void {
    while (!this.stopped && this.active < this.concurrency) {
      this.active += 1;
      // Each runner claims a different job; a runner that finds none simply ends.
      const run = this.drainOne()
        .then((found) => {
          this.active -= 1;
          if (found) this.kick();
        })
        .catch((error: unknown) => {
          this.active -= 1;
          this.log.error({ err: error }, 'moderation queue failure');
        })
        .finally(() => this.inFlight.delete(run));
      this.inFlight.add(run);
    }
  }

  /** Jobs waiting or running: posting answers 503 above a limit instead of letting the wait grow unbounded. */
  async backlog(): Promise<number> {
    const row = await this.db
      .selectFrom('moderationJobs')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('state', 'in', ['queued', 'running'])
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  /** Resolves with the verdict once it is stored, or undefined after `timeoutMs`. */
  waitForVerdict(subject: SubjectRef, timeoutMs: number): Promise<Verdict | undefined> {
    const key = `${subject.type}:${subject.id}`;
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        this.settled.off(key, onSettled);
        resolve(undefined);
      }, timeoutMs);
      const onSettled = (verdict: Verdict) => {
        clearTimeout(timer);
        resolve(verdict);
      };
      this.settled.once(key, onSettled);
    });
  }

  /**
   * Stops claiming new jobs and waits a bounded time for the ones running. A check still running after
   * that is abandoned like a crash would abandon it: its job stays 'running' and resumes at next start.
   */
  stop(timeoutMs = 10_000): Promise<void> {
    this.stopping ??= (async () => {
      this.stopped = true;
      if (this.sweep) clearInterval(this.sweep);
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<void>((resolve) => {
        timer = setTimeout(resolve, timeoutMs);
      });
      await Promise.race([Promise.allSettled([...this.inFlight]), timeout]);
      clearTimeout(timer);
    })();
    return this.stopping;
  }

  private async claimNext(): Promise<{ id: string; subjectType: SubjectType; subjectId: string } | undefined> {
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const job = await this.db
        .selectFrom('moderationJobs')
        .select(['id', 'subjectType', 'subjectId'])
        .where('state', '=', 'queued')
        .orderBy('createdAt')
        .limit(1)
        .executeTakeFirst();
      if (!job) return undefined;
      const claimed = await this.db
        .updateTable('moderationJobs')
        .set((eb) => ({ state: 'running', attempts: eb('attempts', '+', 1), updatedAt: nowIso() }))
        .where('id', '=', job.id)
        .where('state', '=', 'queued')
        .executeTakeFirst();
      if (Number(claimed.numUpdatedRows) === 1) return job;
    }
    return undefined;
  }

  private async drainOne(): Promise<boolean> {
    if (this.stopped) return false;
    const job = await this.claimNext();
    if (!job) return false;
    const subject = this.subjects.get(job.subjectType);
    const text = subject ? await subject.loadText(this.db, job.subjectId) : undefined;
    if (!subject || text === undefined) {
      // The message was deleted (e.g. with its account) before it was checked: nothing left to decide.
      await this.finishJob(job.id, 'orphaned', null);
      return true;
    }
    const verdict = await this.moderateSafely(text, subject.context, job.subjectId);
    await this.db.transaction().execute(async (trx) => {
      await trx
        .insertInto('moderationVerdicts')
        .values({
          id: newId(),
          subjectType: job.subjectType,
          subjectId: job.subjectId,
          decision: verdict.decision,
          reason: verdict.reason,
          crisis: verdict.crisis ? 1 : 0,
          decidedBy: verdict.decidedBy,
          scores: JSON.stringify(verdict.scores),
          modelVersions: JSON.stringify(verdict.modelVersions),
          createdAt: nowIso(),
        })
        .execute();
      await subject.applyVerdict(trx, job.subjectId, verdict);
      const state: JobState = verdict.decision === 'hold' && !verdict.crisis ? 'held' : 'done';
      await this.finishJob(job.id, state, verdict.decision === 'hold' ? verdict.reason : null, trx);
    });
    this.settled.emit(`${job.subjectType}:${job.subjectId}`, verdict);
    return true;
  }

  /**
   * A check that throws never approves: the text is held for a person. Neither is anything approved
   * unread: a voice message without a transcript (Whisper missing, or no words heard) has nothing the
   * check could judge, so a person listens to it instead.
   */
  private async moderateSafely(text: string, context: ModerationContext, subjectId: string): Promise<Verdict> {
    if (text.trim() === '') return { decision: 'hold', reason: HOLD_WHEN_NO_WORDS, crisis: false, decidedBy: null, scores: {}, modelVersions: {} };
    try {
      return await this.moderator.moderate(text, context);
    } catch (error) {
      this.log.warn({ err: error, subjectId }, 'kindness check failed; holding for review');
      return { decision: 'hold', reason: HOLD_WHEN_CHECK_FAILS, crisis: false, decidedBy: null, scores: {}, modelVersions: {} };
    }
  }

  private async finishJob(id: string, state: JobState, lastError: string | null, db: Db = this.db): Promise<void> {
    await db.updateTable('moderationJobs').set({ state, lastError, updatedAt: nowIso() }).where('id', '=', id).execute();
  }
}
