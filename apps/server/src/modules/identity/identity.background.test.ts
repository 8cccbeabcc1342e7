import pino from 'pino';
import { describe, expect, it, vi } from 'vitest';
import { createBackgroundWork } from './identity.background';

const silent = pino({ level: 'silent' });

describe('background work: off the request path, awaited by idle()', () => {
  it('starts a task only on a later turn of the event loop, after the answer queued with it', async () => {
    const work = createBackgroundWork(silent);
    const order: string[] = [];
    work.run('task', async () => {
      order.push('task');
    });
    order.push('answer');
    await Promise.resolve();
    order.push('still the answer');
    await work.idle();
    expect(order).toEqual(['answer', 'still the answer', 'task']);
  });

  it('runs tasks one after the other, and idle() waits for tasks queued meanwhile', async () => {
    const work = createBackgroundWork(silent);
    const order: string[] = [];
    let running = 0;
    const task = (name: string) => async () => {
      running += 1;
      expect(running).toBe(1);
      await new Promise<void>((resolve) => setImmediate(resolve));
      order.push(name);
      if (name === 'first') work.run('queued by the first', task('third'));
      running -= 1;
    };
    work.run('first', task('first'));
    work.run('second', task('second'));
    await work.idle();
    expect(order).toEqual(['first', 'second', 'third']);
  });

  it('logs a failed task and goes on with the next', async () => {
    const log = pino({ level: 'silent' });
    const error = vi.spyOn(log, 'error');
    const work = createBackgroundWork(log);
    const done: string[] = [];
    work.run('failing e-mail', () => Promise.reject(new Error('SMTP down')));
    work.run('next e-mail', async () => {
      done.push('next');
    });
    await work.idle();
    expect(done).toEqual(['next']);
    expect(error).toHaveBeenCalledWith(
      expect.objectContaining({ err: expect.any(Error) }),
      'failing e-mail failed',
    );
  });

  it('drops tasks beyond 1,000 waiting, so that a flood cannot grow memory without bound', async () => {
    const work = createBackgroundWork(silent);
    let ran = 0;
    const accepted = Array.from({ length: 1_005 }, () =>
      work.run('flood', async () => {
        ran += 1;
      }),
    );
    expect(accepted.filter(Boolean)).toHaveLength(1_000);
    await work.idle();
    expect(ran).toBe(1_000);
    expect(work.run('after the flood', async () => {})).toBe(true);
    await work.idle();
  });
});
