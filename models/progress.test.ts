import { describe, expect, it } from 'vitest';
import { createProgressReporter } from './progress.js';

function recorder(isTTY: boolean) {
  const writes: string[] = [];
  return { stream: { isTTY, columns: 100, write: (text: string) => writes.push(text) }, writes };
}

describe('createProgressReporter', () => {
  it('writes a few plain lines when stderr is not a terminal', () => {
    const { stream, writes } = recorder(false);
    const progress = createProgressReporter(stream);
    progress.fileStarted('toxic-bert/onnx/model_quantized.onnx', 4_000_000, 0);
    for (let bytes = 100_000; bytes <= 4_000_000; bytes += 100_000) progress.bytesOnDisk(bytes);
    progress.fileFinished('toxic-bert/onnx/model_quantized.onnx', 'verified');
    expect(writes.join('')).not.toContain('\r');
    expect(writes).toEqual([
      'toxic-bert/onnx/model_quantized.onnx: downloading 4.0 MB\n',
      'toxic-bert/onnx/model_quantized.onnx: 25% (1.0/4.0 MB)\n',
      'toxic-bert/onnx/model_quantized.onnx: 50% (2.0/4.0 MB)\n',
      'toxic-bert/onnx/model_quantized.onnx: 75% (3.0/4.0 MB)\n',
      'toxic-bert/onnx/model_quantized.onnx: done, sha256 verified\n',
    ]);
  });

  it('redraws one bar line on a terminal, at most every 100 ms', () => {
    const { stream, writes } = recorder(true);
    let clock = 0;
    const progress = createProgressReporter(stream, () => clock);
    progress.fileStarted('model', 1_000_000, 500_000);
    clock = 50;
    progress.bytesOnDisk(600_000);
    clock = 1_000;
    progress.bytesOnDisk(750_000);
    progress.fileFinished('model', 'verified');
    const bars = writes.filter((text) => text.startsWith('\r\x1b[2Kmodel ['));
    expect(bars).toHaveLength(2);
    expect(bars[1]).toContain('[##################------] 75% 0.8/1.0 MB 0.3 MB/s');
    expect(writes.at(-1)).toBe('model: done, sha256 verified\n');
  });
});
