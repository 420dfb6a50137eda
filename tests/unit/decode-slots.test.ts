import { describe, expect, it } from 'vitest';
import { createDecodeSlots } from '@/upstream/src/infra/decode-slots';

const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

describe('image decode slots', () => {
  it('run at most `slots` decodes at once, the rest in line, and refuse beyond the line', async () => {
    const slots = createDecodeSlots(2, 3);
    let running = 0;
    let most = 0;
    const releases: (() => void)[] = [];
    const task = () =>
      new Promise<string>((resolve) => {
        running += 1;
        most = Math.max(most, running);
        releases.push(() => {
          running -= 1;
          resolve('feito');
        });
      });
    const started = Array.from({ length: 5 }, () => slots.run(task));
    await tick();
    expect(running).toBe(2);
    // A sixth caller finds both slots busy and the line of three full.
    await expect(slots.run(task)).rejects.toMatchObject({ status: 503, code: 'SERVER_BUSY' });
    while (releases.length > 0) {
      releases.shift()!();
      await tick();
    }
    expect(await Promise.all(started)).toEqual(Array(5).fill('feito'));
    expect(most).toBe(2);
    // Every slot is free again.
    expect(await slots.run(async () => 'livre')).toBe('livre');
  });

  it('free the slot when a decode fails', async () => {
    const slots = createDecodeSlots(1, 0);
    await expect(slots.run(() => Promise.reject(new Error('corrompida')))).rejects.toThrow('corrompida');
    expect(await slots.run(async () => 'ok')).toBe('ok');
  });
});
