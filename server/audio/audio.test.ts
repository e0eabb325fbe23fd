import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { speechClip } from '../voice/test-support/voice-fixtures.js';
import { AudioRejection } from './audio-rejection.js';
import { LocalDiskStore } from '../storage/local-disk-store.js';
import { audioContentTypeOf, sniffAudioFormat } from './audio-format.js';
import { AudioStore } from './audio-store.js';
import { decodeToPcm, resolveFfmpegPath } from './ffmpeg.js';
import { hasVoice, measureVoiceActivity } from './voice-activity.js';

const ffmpegPath = resolveFfmpegPath(undefined);
let dir: string;
const at = (name: string) => path.join(dir, name);
const ffmpeg = (...args: string[]) => execFileSync(ffmpegPath, ['-nostdin', '-loglevel', 'error', '-y', ...args]);
const head = (file: string) => fs.readFileSync(file).subarray(0, 64);

beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kindred-audio-'));
  const speech = speechClip('pocketsphinx_goforward.wav');
  ffmpeg('-i', speech, '-c:a', 'libopus', at('speech.webm'));
  ffmpeg('-i', speech, '-c:a', 'libopus', '-f', 'matroska', at('speech.mka'));
  ffmpeg('-i', speech, '-c:a', 'aac', at('speech.m4a'));
  ffmpeg('-i', speech, '-c:a', 'libvorbis', at('speech.ogg'));
  ffmpeg('-i', speech, '-c:a', 'libmp3lame', at('speech.mp3'));
  ffmpeg('-i', speech, '-c:a', 'aac', '-f', 'adts', at('speech.aac'));
  ffmpeg('-f', 'lavfi', '-i', 'color=c=black:s=16x16:d=1', '-c:v', 'mjpeg', at('picture-only.mkv'));
  ffmpeg('-f', 'lavfi', '-i', 'sine=f=440:r=48000', '-t', '2.5', '-c:a', 'libopus', at('tone.webm'));
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('sniffAudioFormat: the content decides, never the name', () => {
  it.each([
    ['speech.webm', 'webm', 'audio/webm'],
    ['speech.mka', 'mka', 'audio/x-matroska'],
    ['speech.m4a', 'm4a', 'audio/mp4'],
    ['speech.ogg', 'ogg', 'audio/ogg'],
    ['speech.mp3', 'mp3', 'audio/mpeg'],
  ])('%s', (name, extension, mimeType) => {
    expect(sniffAudioFormat(head(at(name)))).toMatchObject({ extension, mimeType });
  });

  it('recognises wav', () => {
    expect(sniffAudioFormat(head(speechClip('pocketsphinx_goforward.wav')))).toMatchObject({ extension: 'wav', mimeType: 'audio/wav' });
  });

  it('refuses text, empty and unlisted containers (raw ADTS, EBML of another kind)', () => {
    expect(sniffAudioFormat(Buffer.from('Dear diary, today was hard.'))).toBeUndefined();
    expect(sniffAudioFormat(Buffer.alloc(0))).toBeUndefined();
    expect(sniffAudioFormat(head(at('speech.aac')))).toBeUndefined();
    expect(sniffAudioFormat(Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x84, 0x42, 0x82, 0x84, 0x78, 0x79, 0x7a, 0x7a]))).toBeUndefined();
  });
});

describe('decodeToPcm (real ffmpeg)', () => {
  const decode = (name: string, maxSeconds = 100) => decodeToPcm(ffmpegPath, at(name), sniffAudioFormat(head(at(name)))!, maxSeconds);

  it('measures the real length from the samples, at 16 kHz mono', async () => {
    const decoded = await decode('tone.webm');
    expect(decoded.seconds).toBeCloseTo(2.5, 1);
    expect(decoded.samples.length).toBe(Math.round(decoded.seconds * 16_000));
  });

  it('stops just past the limit instead of decoding everything', async () => {
    expect((await decode('tone.webm', 1)).seconds).toBeCloseTo(1, 2);
  });

  it('calls a file without an audio stream "not audio", and a cut-off one "broken"', async () => {
    await expect(decode('picture-only.mkv')).rejects.toMatchObject({ problem: 'notAudio' });
    const whole = fs.readFileSync(at('speech.webm'));
    for (const share of [0.05, 0.5, 0.9]) {
      fs.writeFileSync(at('cut.webm'), whole.subarray(0, Math.floor(whole.length * share)));
      await expect(decode('cut.webm')).rejects.toBeInstanceOf(AudioRejection);
      await expect(decode('cut.webm')).rejects.toMatchObject({ problem: 'broken' });
    }
    const m4a = fs.readFileSync(at('speech.m4a'));
    fs.writeFileSync(at('cut.m4a'), m4a.subarray(0, Math.floor(m4a.length * 0.5)));
    await expect(decode('cut.m4a')).rejects.toMatchObject({ problem: 'broken' });
  });

  it('also works with Debian\'s ffmpeg (FFMPEG_PATH)', async () => {
    const decoded = await decodeToPcm('/usr/bin/ffmpeg', at('tone.webm'), sniffAudioFormat(head(at('tone.webm')))!, 100);
    expect(decoded.seconds).toBeCloseTo(2.5, 1);
  });
});

describe('voice activity', () => {
  it('hears speech, and not silence, faint hiss or a steady hum', async () => {
    const samplesOf = async (name: string) => (await decodeToPcm(ffmpegPath, name, sniffAudioFormat(head(name))!, 100)).samples;
    expect(hasVoice(measureVoiceActivity(await samplesOf(speechClip('ljspeech_LJ002-0020.wav'))))).toBe(true);
    expect(hasVoice(measureVoiceActivity(new Float32Array(48_000)))).toBe(false);
    const hiss = Float32Array.from({ length: 48_000 }, () => (Math.random() - 0.5) * 0.02);
    expect(hasVoice(measureVoiceActivity(hiss))).toBe(false);
    const hum = Float32Array.from({ length: 48_000 }, (_, i) => 0.3 * Math.sin((2 * Math.PI * 50 * i) / 16_000));
    expect(hasVoice(measureVoiceActivity(hum))).toBe(false);
  });

  it('finds where the speech is, so the silence around it is not transcribed', () => {
    const samples = new Float32Array(16_000 * 5);
    for (let i = 16_000 * 2; i < 16_000 * 3; i += 1) samples[i] = 0.2 * Math.sin(i / 5) * Math.sin(i / 400);
    const activity = measureVoiceActivity(samples);
    expect(activity.start / 16_000).toBeCloseTo(1.7, 1);
    expect(activity.end / 16_000).toBeCloseTo(3.3, 1);
  });
});

const localStore = (dataDir: string) => new AudioStore(dataDir, new LocalDiskStore(dataDir, audioContentTypeOf));

describe('AudioStore', () => {
  it('never reads or deletes a stored value that is not one of its keys', async () => {
    const dataDir = fs.mkdtempSync(path.join(dir, 'data-'));
    const store = localStore(dataDir);
    fs.mkdirSync(path.join(dataDir, 'audio', 'incoming'), { recursive: true });
    fs.writeFileSync(path.join(dataDir, 'audio', 'abc.webm'), 'kept');
    fs.writeFileSync(path.join(dataDir, 'audio', 'incoming', 'x.upload'), 'in progress');
    fs.writeFileSync(path.join(dataDir, 'kindred.sqlite'), 'database');
    expect(await store.stat('audio/abc.webm')).toMatchObject({ size: 4, contentType: 'audio/webm' });
    for (const bad of ['../etc/passwd', 'audio/../kindred.sqlite', 'kindred.sqlite', 'audio/incoming/x.upload', '/etc/passwd']) {
      expect(await store.stat(bad)).toBeUndefined();
      expect(await store.read(bad)).toBeUndefined();
      await store.remove(bad);
    }
    expect(fs.readFileSync(path.join(dataDir, 'audio', 'incoming', 'x.upload'), 'utf8')).toBe('in progress');
    expect(fs.readFileSync(path.join(dataDir, 'kindred.sqlite'), 'utf8')).toBe('database');
    // Account deletion removes only the store's own files, whatever a row might say.
    expect(store.keysOf(['audio/abc.webm', '../etc/passwd', 'audio/incoming/x.upload'])).toEqual(['audio/abc.webm']);
  });

  it('sweeps what a crash left: old temporary uploads and old unreferenced files, nothing recent or referenced', async () => {
    const dataDir = fs.mkdtempSync(path.join(dir, 'data-'));
    const store = localStore(dataDir);
    fs.mkdirSync(path.join(dataDir, 'audio', 'incoming'), { recursive: true });
    const files = {
      oldUpload: 'audio/incoming/a.upload',
      newUpload: 'audio/incoming/b.upload',
      oldOrphan: 'audio/c.webm',
      newOrphan: 'audio/d.webm',
      oldReferenced: 'audio/e.webm',
    };
    const twoHoursAgo = new Date(Date.now() - 2 * 60 * 60 * 1000);
    for (const [name, file] of Object.entries(files)) {
      fs.writeFileSync(path.join(dataDir, file), 'x');
      if (name.startsWith('old')) fs.utimesSync(path.join(dataDir, file), twoHoursAgo, twoHoursAgo);
    }
    const removed = await store.sweep(async (paths) => new Set(paths.filter((p) => p === files.oldReferenced)), 60 * 60 * 1000);
    expect(removed).toBe(2);
    const left = Object.values(files).filter((file) => fs.existsSync(path.join(dataDir, file)));
    expect(left).toEqual([files.newUpload, files.newOrphan, files.oldReferenced]);
  });

  it('removes at once the uploads a crashed process was receiving, never those of a live one', async () => {
    const dataDir = fs.mkdtempSync(path.join(dir, 'data-'));
    const store = localStore(dataDir);
    const gone = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']);
    const deadPid = Number(gone.stdout.toString());
    const crashed = path.join(dataDir, 'audio', 'incoming', `${deadPid}.abcdefgh`);
    const live = path.join(dataDir, 'audio', 'incoming', `${process.pid}.other123`);
    for (const folder of [crashed, live]) {
      fs.mkdirSync(folder, { recursive: true });
      fs.writeFileSync(path.join(folder, 'cut-off.upload'), 'x'); // written a moment ago
    }
    expect(await store.sweep(async () => new Set(), 60 * 60 * 1000)).toBe(1);
    expect(fs.existsSync(crashed)).toBe(false);
    expect(fs.existsSync(path.join(live, 'cut-off.upload'))).toBe(true);
  });
});
