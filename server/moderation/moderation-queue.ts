import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/database.js';
import type { ModeratedItems } from './moderated-items.js';
import { claimNextJob, closeJob, countOpenJobs, requeueAbandonedJobs } from './moderation-records.js';
import type { ModerationContext, Moderator, Verdict } from './verdict.js';

/** How soon a job submitted through another process (or missed in a race) is picked up. */
const SWEEP_INTERVAL_MS = 1000;
/** Every this many sweeps, jobs abandoned by a process that died meanwhile are queued again. */
const SWEEPS_PER_ABANDONED_CHECK = 60;
/** A check that throws is tried this many times before the item is held for a person. */
const CHECK_ATTEMPTS = 2;
const RETRY_PAUSE_MS = 200;
const HOLD_WHEN_CHECK_FAILS = 'The kindness check could not run, so this is waiting for a person to review it.';
const HOLD_WHEN_NO_WORDS = 'There are no words to check (the recording could not be transcribed), so this is waiting for a person to listen to it.';

/**
 * The worker side of moderation: it claims queued jobs (written by `ModeratedItems.submit` with their
 * row), runs the kindness check and hands the verdict to `ModeratedItems.transition`. Jobs a crash left
 * running are resumed at start. Claiming is an atomic state change, so several server processes share
 * one queue; an instance with no workers only receives posts and leaves the checking to the others.
 */
export class ModerationQueue {
  private readonly inFlight = new Set<Promise<void>>();
  private active = 0;
  private stopped = false;
  private sweep: NodeJS.Timeout | undefined;
  private sweeps = 0;
  private stopping: Promise<void> | undefined;

  constructor(
    private readonly db: Db,
    private readonly items: ModeratedItems,
    private readonly moderator: Moderator,
    private readonly log: FastifyBaseLogger,
    private readonly concurrency = 2,
  ) {
    items.onSubmitted(() => this.kick());
  }

  /**
   * Resumes what a crash left unfinished: jobs of processes that are gone (never those another live
   * process is running). Jobs held because a check could not run are tried again too (models may be
   * present now); an item a person decided meanwhile is closed, not judged.
   */
  async start(): Promise<void> {
    if (this.concurrency === 0) return;
    await requeueAbandonedJobs(this.db, { held: true });
    this.kick();
    // A sweep catches jobs enqueued by another process, or in the instant a runner was finishing.
    this.sweep = setInterval(() => {
      this.sweeps += 1;
      if (this.sweeps % SWEEPS_PER_ABANDONED_CHECK === 0) {
        requeueAbandonedJobs(this.db, { held: false }).catch((error: unknown) => this.log.warn({ err: error }, 'could not look for abandoned jobs'));
      }
      this.kick();
    }, SWEEP_INTERVAL_MS);
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

  /** Jobs waiting or running, in every process. */
  backlog(): Promise<number> {
    return countOpenJobs(this.db);
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

  private async drainOne(): Promise<boolean> {
    if (this.stopped) return false;
    const job = await claimNextJob(this.db);
    if (!job) return false;
    const found = await this.items.textToCheck(job.subject);
    if ('skip' in found) {
      // Deleted with its account, or decided by a person while it waited: nothing is left to judge.
      await closeJob(this.db, job.id, found.skip);
      return true;
    }
    const verdict = await this.moderateSafely(found.text, this.items.subject(job.subject.type).context, job.subject.id);
    await this.items.transition(job.subject, { by: 'check', verdict });
    return true;
  }

  /**
   * A check that throws is tried once more (a crashed model worker has been replaced by then); if it
   * throws again it never approves: the text is held for a person. Neither is anything approved
   * unread: a voice message without a transcript (Whisper missing, or no words heard) has nothing the
   * check could judge, so a person listens to it instead.
   */
  private async moderateSafely(text: string, context: ModerationContext, subjectId: string): Promise<Verdict> {
    if (text.trim() === '') return { decision: 'hold', reason: HOLD_WHEN_NO_WORDS, crisis: false, decidedBy: null, scores: {}, modelVersions: {} };
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await this.moderator.moderate(text, context);
      } catch (error) {
        if (attempt < CHECK_ATTEMPTS) {
          this.log.warn({ err: error, subjectId }, 'kindness check failed; trying once more');
          await new Promise((resolve) => setTimeout(resolve, RETRY_PAUSE_MS));
          continue;
        }
        this.log.warn({ err: error, subjectId }, 'kindness check failed again; holding for review');
        return { decision: 'hold', reason: HOLD_WHEN_CHECK_FAILS, crisis: false, decidedBy: null, scores: {}, modelVersions: {} };
      }
    }
  }
}
