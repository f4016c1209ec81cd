import { describe, expect, it } from 'vitest';
import { createSerialQueue } from './serial-queue';

const busy = () => new Error('busy');

describe('createSerialQueue', () => {
  it('runs tasks one at a time, in the order they came', async () => {
    const queue = createSerialQueue({ maxWaiting: 5, busy });
    const events: string[] = [];
    let running = 0;
    const task = (name: string) => async () => {
      running += 1;
      expect(running).toBe(1);
      events.push(`start ${name}`);
      await new Promise((resolve) => setImmediate(resolve));
      events.push(`end ${name}`);
      running -= 1;
      return name;
    };
    const results = await Promise.all(['a', 'b', 'c'].map((name) => queue.run(task(name))));
    expect(results).toEqual(['a', 'b', 'c']);
    expect(events).toEqual(['start a', 'end a', 'start b', 'end b', 'start c', 'end c']);
    expect(queue.size).toBe(0);
  });

  it('goes on after a task fails, and that task alone rejects', async () => {
    const queue = createSerialQueue({ maxWaiting: 5, busy });
    const failing = queue.run(async () => {
      throw new Error('boom');
    });
    const next = queue.run(async () => 'after');
    await expect(failing).rejects.toThrow('boom');
    await expect(next).resolves.toBe('after');
  });

  it('refuses at once when one task runs and maxWaiting wait, and takes more once they are done', async () => {
    const queue = createSerialQueue({ maxWaiting: 1, busy });
    let release: () => void = () => {};
    const first = queue.run(() => new Promise<void>((resolve) => (release = resolve)));
    const second = queue.run(async () => 'second');
    await expect(queue.run(async () => 'third')).rejects.toThrow('busy');
    expect(queue.size).toBe(2);
    release();
    await first;
    await expect(second).resolves.toBe('second');
    await queue.idle();
    await expect(queue.run(async () => 'later')).resolves.toBe('later');
  });
});
