import { describe, expect, it } from 'vitest';
import { createTaskQueue } from '#shared/app/task-queue.ts';
import { deferred } from '../../../support/deferred.ts';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('createTaskQueue', () => {
  it('runs at most `parallel` tasks at once, in arrival order, and keeps going after a failure', async () => {
    const run = createTaskQueue(2);
    const gates = Array.from({ length: 5 }, deferred);
    const started: number[] = [];
    const results = gates.map((gate, index) =>
      run(async () => {
        started.push(index);
        await gate.promise;
        return index;
      }),
    );
    // Watch every result from the start, so the planned failure is never an unhandled rejection.
    const settled = Promise.allSettled(results);
    await settle();
    expect(started).toEqual([0, 1]);
    gates[1]!.reject(new Error('upload failed'));
    await settle();
    expect(started).toEqual([0, 1, 2]);
    gates[0]!.resolve();
    await settle();
    expect(started).toEqual([0, 1, 2, 3]);
    for (const gate of gates.slice(2)) gate.resolve();
    const outcomes = await settled;
    expect(outcomes.map((outcome) => outcome.status)).toEqual([
      'fulfilled',
      'rejected',
      'fulfilled',
      'fulfilled',
      'fulfilled',
    ]);
    expect(started).toEqual([0, 1, 2, 3, 4]);
  });

  it('runs one at a time when parallel is 1, as the cover uploader does', async () => {
    const run = createTaskQueue(1);
    let running = 0;
    let most = 0;
    await Promise.all(
      Array.from({ length: 4 }, () =>
        run(async () => {
          running += 1;
          most = Math.max(most, running);
          await settle();
          running -= 1;
        }),
      ),
    );
    expect(most).toBe(1);
  });
});
