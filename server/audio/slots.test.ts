import { describe, expect, it } from 'vitest';
import { Slots, SlotsFullError } from './slots.js';

const deferred = () => {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
};

describe('Slots', () => {
  it('runs at most `size` tasks at once, in the order they came', async () => {
    const slots = new Slots(2, 10);
    const gates = [deferred(), deferred(), deferred(), deferred()];
    const started: number[] = [];
    let peak = 0;
    const runs = gates.map((gate, index) =>
      slots.run(async () => {
        started.push(index);
        peak = Math.max(peak, slots.inUse);
        await gate.promise;
        return index;
      }),
    );
    await new Promise((resolve) => setImmediate(resolve));
    expect(started).toEqual([0, 1]);
    gates[1]!.resolve();
    await new Promise((resolve) => setImmediate(resolve));
    expect(started).toEqual([0, 1, 2]);
    for (const gate of gates) gate.resolve();
    expect(await Promise.all(runs)).toEqual([0, 1, 2, 3]);
    expect(peak).toBe(2);
    expect(slots.inUse).toBe(0);
  });

  it('refuses at once when the waiting line is full, and frees the slot of a task that throws', async () => {
    const slots = new Slots(1, 1);
    const gate = deferred();
    const first = slots.run(() => gate.promise);
    const second = slots.run(async () => 'second');
    await expect(slots.run(async () => 'third')).rejects.toBeInstanceOf(SlotsFullError);
    gate.resolve();
    await first;
    expect(await second).toBe('second');
    await expect(slots.run(async () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await slots.run(async () => 'after')).toBe('after');
  });
});
