import { useEffect, useState } from 'react';

interface LevelOptions {
  /** How many recent levels to keep, newest last: a rolling waveform, or 1 for a single meter. */
  historyLength: number;
  sampleEveryMs: number;
}

/**
 * Recent loudness of the microphone (0 to 1) while `active`, read with a Web Audio AnalyserNode.
 * Without Web Audio (or before the stream opens) the list stays empty and nothing is drawn.
 */
export function useInputLevels(stream: MediaStream | null, active: boolean, { historyLength, sampleEveryMs }: LevelOptions) {
  const [levels, setLevels] = useState<number[]>([]);

  useEffect(() => {
    const AudioContextClass = window.AudioContext as typeof AudioContext | undefined;
    if (!stream || !active || !AudioContextClass) return;

    const context = new AudioContextClass();
    void context.resume().catch(() => {});
    const source = context.createMediaStreamSource(stream);
    const analyser = context.createAnalyser();
    analyser.fftSize = 1024;
    source.connect(analyser);
    const samples = new Uint8Array(analyser.fftSize);
    let frame = 0;
    let lastSampleAt = 0;

    const sample = (now: number) => {
      frame = requestAnimationFrame(sample);
      if (now - lastSampleAt < sampleEveryMs) return;
      lastSampleAt = now;
      analyser.getByteTimeDomainData(samples);
      const level = loudness(samples);
      setLevels((previous) => [...previous, level].slice(-historyLength));
    };
    frame = requestAnimationFrame(sample);

    return () => {
      cancelAnimationFrame(frame);
      source.disconnect();
      void context.close().catch(() => {});
    };
  }, [stream, active, historyLength, sampleEveryMs]);

  return levels;
}

/** Root mean square of 8-bit samples centred on 128, lifted so ordinary speech fills the meter. */
function loudness(samples: Uint8Array): number {
  let sumOfSquares = 0;
  for (const value of samples) {
    const centred = (value - 128) / 128;
    sumOfSquares += centred * centred;
  }
  const rms = Math.sqrt(sumOfSquares / samples.length);
  return Math.min(1, Math.sqrt(rms) * 1.6);
}
