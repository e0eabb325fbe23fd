/**
 * `npm run bench:voice`: what a voice message costs on this machine, for a 10 s and a 60 s recording:
 * decoding (ffmpeg), transcription (Whisper's real-time factor), POST /api/messages/voice end to end, and
 * how the feed's p99 latency holds up while 4 uploads are processed at once, against the idle feed
 * measured in the same run. Figures, not pass/fail. KINDRED_WHISPER_MODEL picks the checkpoint (base by default),
 * KINDRED_WHISPER_THREADS its onnxruntime threads (half the cores by default).
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { sniffAudioFormat } from '../server/audio/audio-format.js';
import { decodeToPcm, resolveFfmpegPath } from '../server/audio/ffmpeg.js';
import { loadConfig } from '../server/config.js';
import { ModelStatusBoard } from '../server/ml/model-status.js';
import { createWhisperTranscriber, WHISPER_STATUS, type Transcriber } from '../server/ml/whisper-transcriber.js';
import { SPEECH_DIR } from '../server/voice/test-support/voice-fixtures.js';
import { meanWordErrorRate } from './reference-speech.js';
import { ms, percentile, ratio, signUp, startBenchServer, timeEach, waitForModel } from './support.js';

const ffmpeg = resolveFfmpegPath(process.env.FFMPEG_PATH);
const config = loadConfig();
const silent = { warn: () => undefined, error: () => undefined, info: () => undefined } as never;

interface Clip {
  label: string;
  file: string;
  seconds: number;
}

/** Real speech: every committed speech clip one after another, looped to length, as webm/opus. */
function makeClips(dir: string): Clip[] {
  const list = path.join(dir, 'clips.txt');
  const wavs = fs.readdirSync(SPEECH_DIR).filter((name) => name.endsWith('.wav')).sort();
  fs.writeFileSync(list, wavs.map((name) => `file '${path.join(SPEECH_DIR, name)}'`).join('\n'));
  const all = path.join(dir, 'all.wav');
  execFileSync(ffmpeg, ['-nostdin', '-loglevel', 'error', '-y', '-f', 'concat', '-safe', '0', '-i', list, '-c', 'copy', all]);
  return [10, 60].map((seconds) => {
    const file = path.join(dir, `speech-${seconds}s.webm`);
    execFileSync(ffmpeg, ['-nostdin', '-loglevel', 'error', '-y', '-stream_loop', '-1', '-i', all, '-t', String(seconds), '-ac', '1', '-c:a', 'libopus', '-b:a', '32k', file]);
    return { label: `${seconds} s`, file, seconds };
  });
}

const decode = (clip: Clip) => decodeToPcm(ffmpeg, clip.file, sniffAudioFormat(fs.readFileSync(clip.file).subarray(0, 64))!, 120);

/** The word error rate of the configured checkpoint over the committed speech clips, for the record beside its speed. */
async function accuracy(whisper: Transcriber): Promise<string> {
  const { clips, mean } = await meanWordErrorRate(whisper);
  return `mean word error rate over the ${clips} reference clips ${mean.toFixed(3)}`;
}

async function decodingAndTranscription(clips: Clip[]) {
  const whisper = createWhisperTranscriber({ modelId: config.whisperModel, modelsDir: config.modelsDir, status: new ModelStatusBoard(), log: silent, threads: config.whisperThreads });
  try {
    await whisper.transcribe((await decode(clips[0]!)).samples);
    console.log(`  ${await accuracy(whisper)}`);
    for (const clip of clips) {
      const decoding = await timeEach(10, () => decode(clip));
      const samples = (await decode(clip)).samples;
      const transcribing = await timeEach(3, () => whisper.transcribe(samples.slice()));
      const rtf = percentile(transcribing, 50) / 1000 / clip.seconds;
      console.log(
        `  ${clip.label.padEnd(5)} decode median ${ms(percentile(decoding, 50))} (${(percentile(decoding, 50) / 10 / clip.seconds).toFixed(3)} % of real time); ` +
          `transcribe median ${ms(percentile(transcribing, 50))}, real-time factor ${rtf.toFixed(3)}`,
      );
    }
  } finally {
    await whisper.close();
  }
}

async function postVoice(url: string, cookie: string, clip: Clip): Promise<string> {
  const form = new FormData();
  form.append('audio', new Blob([fs.readFileSync(clip.file)], { type: 'audio/webm' }), 'recording.webm');
  form.append('duration', String(clip.seconds));
  form.append('category', 'stress_anxiety');
  const response = await fetch(`${url}/api/messages/voice`, { method: 'POST', headers: { cookie }, body: form });
  const body = (await response.json()) as { status?: string; error?: string };
  if (!response.ok) throw new Error(`upload failed: ${response.status} ${body.error}`);
  return body.status ?? '?';
}

async function feedLatency(url: string, cookie: string, seconds: number) {
  const result = await autocannon({ url: `${url}/api/messages?myFeed=true`, headers: { cookie }, connections: 10, duration: seconds });
  return { requestsPerSecond: result.requests.average, p99: result.latency.p99, p50: result.latency.p50 };
}

async function main(): Promise<void> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kindred-bench-voice-'));
  try {
    const clips = makeClips(dir);
    console.log(`Voice on ${os.availableParallelism()} cores, ${config.whisperModel}, ffmpeg ${ffmpeg}`);
    console.log('Decoding and transcription, in this process (10 / 3 samples each)');
    await decodingAndTranscription(clips);

    const server = await startBenchServer({ MODERATION_MAX_BACKLOG: '100000' });
    try {
      await waitForModel(server, WHISPER_STATUS);
      const cookie = await signUp(server.url);
      for (let i = 0; i < 60; i += 1) {
        await fetch(`${server.url}/api/messages/text`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', cookie },
          body: JSON.stringify({ content: `A message to fill the feed (${i})`, category: 'stress_anxiety' }),
        });
      }
      console.log('POST /api/messages/voice end to end (upload, decode, transcribe, store, kindness check; 3 samples each)');
      for (const clip of clips) {
        let outcome = '';
        const times = await timeEach(3, async () => {
          outcome = await postVoice(server.url, cookie, clip);
        });
        console.log(`  ${clip.label.padEnd(5)} median ${ms(percentile(times, 50))}, max ${ms(Math.max(...times))} (answered "${outcome}")`);
      }

      const idle = await feedLatency(server.url, cookie, 8);
      let uploading = true;
      let uploaded = 0;
      const uploaders = Array.from({ length: 4 }, async (_, worker) => {
        for (let i = 0; uploading; i += 1) {
          await postVoice(server.url, cookie, clips[(worker + i) % clips.length]!);
          uploaded += 1;
        }
      });
      const busy = await feedLatency(server.url, cookie, 20);
      uploading = false;
      await Promise.all(uploaders);
      console.log('Feed (GET /api/messages, 10 connections) while 4 voice uploads are processed at once');
      console.log(`  idle   ${idle.requestsPerSecond.toFixed(0)} req/s, p50 ${idle.p50} ms, p99 ${idle.p99} ms`);
      console.log(
        `  busy   ${busy.requestsPerSecond.toFixed(0)} req/s (${ratio(busy.requestsPerSecond, idle.requestsPerSecond)} of idle), ` +
          `p50 ${busy.p50} ms, p99 ${busy.p99} ms (${ratio(busy.p99, idle.p99)} the idle p99); ${uploaded} uploads finished meanwhile`,
      );
    } finally {
      await server.close();
    }
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
