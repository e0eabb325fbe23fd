import os from 'node:os';
import type { Db } from '../db/database.js';
import { newId, nowIso } from '../db/ids.js';
import type { SubjectRef, SubjectType, Verdict } from './verdict.js';

/**
 * [transcribing →] queued → running → done | held (the check could not run; tried again at next start) |
 * orphaned (row gone). A voice item starts `transcribing`, claimed by the process that heard it, and is
 * queued for the check once its transcript is written.
 */
export type JobState = 'transcribing' | 'queued' | 'running' | 'done' | 'held' | 'orphaned';

const OPEN_STATES: JobState[] = ['transcribing', 'queued', 'running', 'held'];
/** Jobs whose outcome is still to come without a person: they count toward the backlog and a member's pace. */
export const WAITING_STATES: JobState[] = ['transcribing', 'queued', 'running'];

export async function insertJob(trx: Db, subject: SubjectRef, state: 'queued' | 'transcribing' = 'queued'): Promise<void> {
  const now = nowIso();
  await trx
    .insertInto('moderationJobs')
    .values({
      id: newId(),
      subjectType: subject.type,
      subjectId: subject.id,
      state,
      claimedBy: state === 'transcribing' ? WORKER : null,
      createdAt: now,
      updatedAt: now,
    })
    .execute();
}

/**
 * Hands a transcribed item to the check (transcribing → queued). False when its job is no longer
 * transcribing: the item was deleted, or a person decided it meanwhile.
 */
export async function queueTranscribedJob(trx: Db, subject: SubjectRef): Promise<boolean> {
  const moved = await trx
    .updateTable('moderationJobs')
    .set({ state: 'queued', claimedBy: null, updatedAt: nowIso() })
    .where('subjectType', '=', subject.type)
    .where('subjectId', '=', subject.id)
    .where('state', '=', 'transcribing')
    .executeTakeFirst();
  return Number(moved.numUpdatedRows) > 0;
}

/** Keeps this process's claim on a transcription fresh (the lease other machines judge it by). */
export async function touchTranscription(db: Db, subject: SubjectRef): Promise<void> {
  await db
    .updateTable('moderationJobs')
    .set({ updatedAt: nowIso() })
    .where('subjectType', '=', subject.type)
    .where('subjectId', '=', subject.id)
    .where('state', '=', 'transcribing')
    .where('claimedBy', '=', WORKER)
    .execute();
}

/** At a graceful stop: this process's unfinished transcriptions become anyone's to resume. */
export async function releaseTranscriptions(db: Db): Promise<void> {
  await db.updateTable('moderationJobs').set({ claimedBy: null, updatedAt: nowIso() }).where('state', '=', 'transcribing').where('claimedBy', '=', WORKER).execute();
}

/**
 * Claims the transcriptions nobody is doing: released at a graceful stop, or left by a process that is
 * gone (killed on this machine, or silent past the lease elsewhere). Each claim is a conditional update,
 * so two starting processes never take the same one.
 */
export async function claimAbandonedTranscriptions(db: Db): Promise<SubjectRef[]> {
  const jobs = await db.selectFrom('moderationJobs').select(['id', 'subjectType', 'subjectId', 'claimedBy', 'updatedAt']).where('state', '=', 'transcribing').execute();
  const staleBefore = new Date(Date.now() - ABANDONED_AFTER_MS).toISOString();
  const claimed: SubjectRef[] = [];
  for (const job of jobs) {
    // This process's own claims are in its hands (transcribing, or waiting for room in Whisper's queue).
    if (job.claimedBy === WORKER) continue;
    if (job.claimedBy !== null && job.updatedAt >= staleBefore && !isGoneFromThisMachine(job.claimedBy)) continue;
    let update = db.updateTable('moderationJobs').set({ claimedBy: WORKER, updatedAt: nowIso() }).where('id', '=', job.id).where('state', '=', 'transcribing');
    update = job.claimedBy === null ? update.where('claimedBy', 'is', null) : update.where('claimedBy', '=', job.claimedBy);
    const result = await update.executeTakeFirst();
    if (Number(result.numUpdatedRows) === 1) claimed.push({ type: job.subjectType as SubjectType, id: job.subjectId });
  }
  return claimed;
}

/** Jobs waiting for the check or being checked, in every process. */
export async function countOpenJobs(db: Db): Promise<number> {
  const row = await db
    .selectFrom('moderationJobs')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('state', 'in', WAITING_STATES)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Whether the check of this item is still to come (queued, or running in some process). */
export async function hasOpenJob(db: Db, subject: SubjectRef): Promise<boolean> {
  const row = await db
    .selectFrom('moderationJobs')
    .select('id')
    .where('subjectType', '=', subject.type)
    .where('subjectId', '=', subject.id)
    .where('state', 'in', WAITING_STATES)
    .executeTakeFirst();
  return row !== undefined;
}

export async function closeOpenJobs(trx: Db, subject: SubjectRef, state: JobState, lastError: string | null): Promise<void> {
  await trx
    .updateTable('moderationJobs')
    .set({ state, lastError, updatedAt: nowIso() })
    .where('subjectType', '=', subject.type)
    .where('subjectId', '=', subject.id)
    .where('state', 'in', OPEN_STATES)
    .execute();
}

export async function closeJob(db: Db, jobId: string, state: JobState): Promise<void> {
  await db.updateTable('moderationJobs').set({ state, updatedAt: nowIso() }).where('id', '=', jobId).execute();
}

export async function insertVerdict(trx: Db, subject: SubjectRef, verdict: Verdict): Promise<void> {
  await trx
    .insertInto('moderationVerdicts')
    .values({
      id: newId(),
      subjectType: subject.type,
      subjectId: subject.id,
      decision: verdict.decision,
      reason: verdict.reason,
      crisis: verdict.crisis ? 1 : 0,
      decidedBy: verdict.decidedBy,
      scores: JSON.stringify(verdict.scores),
      modelVersions: JSON.stringify(verdict.modelVersions),
      createdAt: nowIso(),
    })
    .execute();
}

/** This process, as it signs the jobs it claims. */
const WORKER = `${os.hostname()}/${process.pid}`;
/** A job running this long was abandoned by a process on another machine (a check takes seconds). */
const ABANDONED_AFTER_MS = 10 * 60 * 1000;

function isGoneFromThisMachine(worker: string | null): boolean {
  const cut = worker?.lastIndexOf('/') ?? -1;
  if (!worker || cut < 0 || worker.slice(0, cut) !== os.hostname()) return false;
  try {
    process.kill(Number(worker.slice(cut + 1)), 0);
    return false;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'ESRCH';
  }
}

/**
 * Re-queues the jobs of processes that are gone (killed on this machine, or silent past the lease
 * elsewhere), never those another live process is running; with `held`, also the jobs held because
 * the check could not run, which may succeed now that the models may be present.
 */
export async function requeueAbandonedJobs(db: Db, { held }: { held: boolean }): Promise<void> {
  const running = await db.selectFrom('moderationJobs').select(['id', 'claimedBy', 'updatedAt']).where('state', '=', 'running').execute();
  const staleBefore = new Date(Date.now() - ABANDONED_AFTER_MS).toISOString();
  const abandoned = running.filter((job) => job.updatedAt < staleBefore || isGoneFromThisMachine(job.claimedBy)).map((job) => job.id);
  if (abandoned.length > 0) {
    await db.updateTable('moderationJobs').set({ state: 'queued', updatedAt: nowIso() }).where('id', 'in', abandoned).where('state', '=', 'running').execute();
  }
  if (held) await db.updateTable('moderationJobs').set({ state: 'queued', updatedAt: nowIso() }).where('state', '=', 'held').execute();
}

export interface ClaimedJob {
  id: string;
  subject: SubjectRef;
}

/** Takes the oldest queued job; the conditional update makes the claim atomic across processes. */
export async function claimNextJob(db: Db): Promise<ClaimedJob | undefined> {
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const job = await db
      .selectFrom('moderationJobs')
      .select(['id', 'subjectType', 'subjectId'])
      .where('state', '=', 'queued')
      .orderBy('createdAt')
      .limit(1)
      .executeTakeFirst();
    if (!job) return undefined;
    const claimed = await db
      .updateTable('moderationJobs')
      .set((eb) => ({ state: 'running', claimedBy: WORKER, attempts: eb('attempts', '+', 1), updatedAt: nowIso() }))
      .where('id', '=', job.id)
      .where('state', '=', 'queued')
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) === 1) return { id: job.id, subject: { type: job.subjectType as SubjectType, id: job.subjectId } };
  }
  return undefined;
}
