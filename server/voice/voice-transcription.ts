import type { FastifyBaseLogger } from 'fastify';
import type { AudioStore } from '../audio/audio-store.js';
import { SlotsFullError } from '../audio/slots.js';
import type { Db } from '../db/database.js';
import { TranscriberBusyError, type Transcriber } from '../ml/whisper-transcriber.js';
import type { ModeratedItems } from '../moderation/moderated-items.js';
import { claimAbandonedTranscriptions, releaseTranscriptions, touchTranscription } from '../moderation/moderation-records.js';
import type { SubjectRef } from '../moderation/verdict.js';
import { speechOfKeptRecording } from './kept-recording.js';

/** A full Whisper queue (or ffmpeg line, at a resume) is waited out: the recording is already kept and answered. */
const BUSY_RETRY_MS = 1000;
/** How often a running process looks for transcriptions another process released or abandoned. */
const RESUME_INTERVAL_MS = 60_000;
/** How long a graceful stop waits for transcriptions the closing Whisper pool is finishing. */
const SETTLE_TIMEOUT_MS = 5000;

export interface VoiceTranscriptionDeps {
  db: Db;
  items: ModeratedItems;
  transcriber: Transcriber;
  store: AudioStore;
  ffmpegPath: string;
  log: FastifyBaseLogger;
}

/**
 * Turns a kept recording's speech into its transcript after the member's item was written (its job
 * `transcribing`), so the member's wait is bounded by MODERATION_WAIT_MS like a text's: past it they are
 * answered "pending" and the check follows. The transcript and the job's move to the check are one
 * transaction (`ModeratedItems.transcribed`). What a stop or a crash interrupts stays `transcribing` and
 * is resumed at the next start from the kept file; an item deleted meanwhile is simply not written.
 */
export class VoiceTranscription {
  private readonly inFlight = new Set<Promise<void>>();
  private stopped = false;
  private sweep: NodeJS.Timeout | undefined;

  constructor(private readonly deps: VoiceTranscriptionDeps) {}

  /** True while a new upload would wait behind a full Whisper queue: checked before receiving one. */
  get busy(): boolean {
    return this.deps.transcriber.busy;
  }

  /** A member started recording: speech-to-text gets ready while they speak. */
  prepare(): void {
    this.deps.transcriber.prepare();
  }

  /** Transcribes a just-submitted recording in the background. */
  begin(ref: SubjectRef, speech: Float32Array): void {
    this.track(ref, async () => speech);
  }

  /** Resumes what is left at start, then looks again now and then (another instance may stop or die). */
  async start(): Promise<void> {
    await this.resume();
    this.sweep = setInterval(() => {
      this.resume().catch((error: unknown) => this.deps.log.warn({ err: error }, 'could not look for interrupted transcriptions'));
    }, RESUME_INTERVAL_MS);
    this.sweep.unref();
  }

  /** The transcriptions a stopped or crashed process left, decoded again from their kept files. */
  async resume(): Promise<number> {
    if (this.stopped) return 0;
    const refs = await claimAbandonedTranscriptions(this.deps.db);
    for (const ref of refs) this.track(ref, () => this.speechOfKept(ref));
    if (refs.length > 0) this.deps.log.info({ count: refs.length }, 'resuming transcriptions interrupted by a stop or a crash');
    return refs.length;
  }

  /** No new attempts from now on; whatever fails from here is left for the next start, never held for want of words. */
  stop(): void {
    this.stopped = true;
    clearInterval(this.sweep);
  }

  /** After the Whisper pool closed: waits (bounded) for the last results, then releases what is unfinished. */
  async settle(): Promise<void> {
    this.stop();
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<void>((resolve) => {
      timer = setTimeout(resolve, SETTLE_TIMEOUT_MS);
    });
    await Promise.race([Promise.allSettled([...this.inFlight]), timeout]);
    clearTimeout(timer);
    await releaseTranscriptions(this.deps.db);
  }

  private track(ref: SubjectRef, speechOf: () => Promise<Float32Array | undefined>): void {
    const run = this.complete(ref, speechOf)
      .catch((error: unknown) => this.deps.log.error({ err: error, subject: ref }, 'could not finish a transcription; it resumes at the next start'))
      .finally(() => this.inFlight.delete(run));
    this.inFlight.add(run);
  }

  private async complete(ref: SubjectRef, speechOf: () => Promise<Float32Array | undefined>): Promise<void> {
    const { items, db, transcriber, log } = this.deps;
    for (;;) {
      if (this.stopped) return;
      let transcript: string | null;
      try {
        const speech = await speechOf();
        transcript = speech ? (await transcriber.transcribe(speech)).trim() : null;
        if (!speech) log.error({ subject: ref }, 'a recording to transcribe is gone (with its item, or from the store): a remaining item waits for a person');
      } catch (error) {
        if (this.stopped) return;
        if (error instanceof TranscriberBusyError || error instanceof SlotsFullError) {
          await touchTranscription(db, ref);
          await new Promise((resolve) => setTimeout(resolve, BUSY_RETRY_MS));
          continue;
        }
        // Model missing, worker crashed, file unreadable: what they said is not lost; a person listens to it.
        log.error({ err: error, subject: ref }, 'transcription failed: keeping the recording for a person to review');
        transcript = null;
      }
      const { table } = items.subject(ref.type);
      await items.transcribed(ref, async (trx) => {
        await trx.updateTable(table).set({ transcript }).where('id', '=', ref.id).execute();
      });
      return;
    }
  }

  private async speechOfKept(ref: SubjectRef): Promise<Float32Array | undefined> {
    const { table } = this.deps.items.subject(ref.type);
    const row = await this.deps.db.selectFrom(table).select('audioPath').where('id', '=', ref.id).executeTakeFirst();
    if (!row?.audioPath) return undefined;
    return speechOfKeptRecording(this.deps.store, this.deps.ffmpegPath, row.audioPath);
  }
}
