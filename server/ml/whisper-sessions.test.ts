import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { applyArenas, openSession, pipelineSessionOptions, releaseSessions, reopenSessions, WHISPER_ARENAS, type OrtSession } from './whisper-sessions.js';

/** Stands in for onnxruntime's InferenceSession: records what each session was opened with. */
class FakeSession implements OrtSession {
  static opened: { file: string; options: Record<string, unknown> }[] = [];
  released = false;
  config?: unknown;
  constructor(readonly label: string) {}
  static async create(file: string, options: Record<string, unknown>): Promise<FakeSession> {
    FakeSession.opened.push({ file, options });
    return new FakeSession(`reopened ${path.basename(file)}`);
  }
  async release(): Promise<void> {
    this.released = true;
  }
}

const shared = { intraOpNumThreads: 1, interOpNumThreads: 1 };

function builtByPipeline() {
  const encoder = Object.assign(new FakeSession('built encoder'), { config: { dtype: 'q8', device: 'cpu' } });
  const decoder = new FakeSession('built decoder');
  return { encoder, decoder, sessions: { model: encoder, decoder_model_merged: decoder } as Record<string, OrtSession> };
}

describe('Whisper sessions and their memory arenas', () => {
  it('keeps the arena for both sessions by default, the setting bench:memory measured fastest', () => {
    expect(WHISPER_ARENAS).toEqual({ encoder: true, decoder: true });
    expect(pipelineSessionOptions(shared, { encoder: false, decoder: true })).toEqual({ ...shared, enableCpuMemArena: true });
  });

  it('opens a released encoder again in place, returning the one it replaces', async () => {
    FakeSession.opened = [];
    const { encoder, sessions } = builtByPipeline();
    const replaced = await openSession(sessions, 'encoder', '/models/Xenova/whisper-tiny', { ...shared, enableCpuMemArena: true });
    expect(replaced).toBe(encoder);
    expect(encoder.released).toBe(false);
    expect(FakeSession.opened).toEqual([{ file: '/models/Xenova/whisper-tiny/onnx/encoder_model_quantized.onnx', options: { ...shared, enableCpuMemArena: true } }]);
    expect(sessions.model!.config).toEqual({ dtype: 'q8', device: 'cpu' });
  });

  it('releases both sessions when Whisper rests, and opens both again from their own files with their own options', async () => {
    FakeSession.opened = [];
    const { encoder, decoder, sessions } = builtByPipeline();
    await releaseSessions(sessions);
    expect([encoder.released, decoder.released]).toEqual([true, true]);
    expect(FakeSession.opened).toEqual([]);

    await reopenSessions(sessions, '/models/Xenova/whisper-base', shared, { encoder: false, decoder: true });
    expect(FakeSession.opened).toEqual([
      { file: '/models/Xenova/whisper-base/onnx/encoder_model_quantized.onnx', options: { ...shared, enableCpuMemArena: false } },
      { file: '/models/Xenova/whisper-base/onnx/decoder_model_merged_quantized.onnx', options: { ...shared, enableCpuMemArena: true } },
    ]);
    expect((sessions.model as FakeSession).label).toBe('reopened encoder_model_quantized.onnx');
    expect((sessions.decoder_model_merged as FakeSession).label).toBe('reopened decoder_model_merged_quantized.onnx');
    expect(sessions.model!.config).toEqual({ dtype: 'q8', device: 'cpu' });
    expect([(sessions.model as FakeSession).released, (sessions.decoder_model_merged as FakeSession).released]).toEqual([false, false]);
  });

  it('opens the encoder again without the arena from its own file, keeping what transformers.js attached, and releases the first', async () => {
    FakeSession.opened = [];
    const { encoder, decoder, sessions } = builtByPipeline();
    await applyArenas(sessions, '/models/Xenova/whisper-base', shared, { encoder: false, decoder: true });
    expect(FakeSession.opened).toEqual([{ file: '/models/Xenova/whisper-base/onnx/encoder_model_quantized.onnx', options: { ...shared, enableCpuMemArena: false } }]);
    expect((sessions.model as FakeSession).label).toBe('reopened encoder_model_quantized.onnx');
    expect(sessions.model!.config).toEqual({ dtype: 'q8', device: 'cpu' });
    expect(encoder.released).toBe(true);
    expect(sessions.decoder_model_merged).toBe(decoder);
    expect(decoder.released).toBe(false);
  });

  it('opens nothing again when both sessions share the setting', async () => {
    FakeSession.opened = [];
    for (const arenas of [{ encoder: true, decoder: true }, { encoder: false, decoder: false }]) {
      const { encoder, sessions } = builtByPipeline();
      await applyArenas(sessions, '/models', shared, arenas);
      expect(sessions.model).toBe(encoder);
    }
    expect(FakeSession.opened).toEqual([]);
  });

  it('says so when the model has no encoder session under the expected name', async () => {
    await expect(applyArenas({ decoder_model_merged: new FakeSession('decoder') }, '/models', shared, { encoder: false, decoder: true })).rejects.toThrow(/no encoder session/);
  });
});
