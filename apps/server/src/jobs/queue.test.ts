import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '../db/schema';
import { createTestApp, type TestApp } from '../test/harness';
import { backoffDelayMs } from './backoff';
import { createJobQueue, type JobQueue } from './queue';

let t: TestApp;
let time: Date;
const now = () => time;
const step = (ms: number) => {
  time = new Date(time.getTime() + ms);
};
const silent = { error: () => undefined } as unknown as Parameters<typeof createJobQueue>[0]['log'];
const queues: JobQueue[] = [];
const queue = () => {
  const created = createJobQueue({ db: t.db, log: silent, now });
  queues.push(created);
  return created;
};

beforeAll(async () => {
  t = await createTestApp();
  time = new Date('2026-11-24T08:00:00Z');
});
afterAll(async () => {
  for (const created of queues) await created.stop();
  await t.close();
});

const rowsOf = (name: string) =>
  t.db
    .select()
    .from(jobs)
    .where(sql`${jobs.name} = ${name}`);

describe('backoff (decision 0017)', () => {
  it.each([
    [0, 0],
    [1, 10_000],
    [2, 20_000],
    [3, 40_000],
    [9, 2_560_000],
    [10, 3_600_000],
    [1000, 3_600_000],
  ])('after %i failures waits %i ms, doubling up to one hour', (failures, delay) => {
    expect(backoffDelayMs(failures)).toBe(delay);
  });
});

describe('the job queue kept in the database (decision 0017)', () => {
  it('runs a recurring job when due, then every interval, and keeps its next run across restarts', async () => {
    const runs: string[] = [];
    const first = queue();
    first.every('test.recurring', 60_000, async (job) => void runs.push(job.now().toISOString()));
    expect((await first.tick()).ran).toEqual(['test.recurring']);
    expect((await first.tick()).ran).toEqual([]);
    step(59_999);
    expect((await first.tick()).ran).toEqual([]);
    step(1);
    expect((await first.tick()).ran).toEqual(['test.recurring']);
    await first.stop();

    // A restarted server finds the stored schedule: the job is not due again before its interval.
    const second = queue();
    second.every('test.recurring', 60_000, async (job) => void runs.push(job.now().toISOString()));
    expect((await second.tick()).ran).toEqual([]);
    step(60_000);
    expect((await second.tick()).ran).toEqual(['test.recurring']);
    expect(runs).toHaveLength(3);
    expect(await rowsOf('test.recurring')).toHaveLength(1);
  });

  it('runs a job registered with runOnStart as soon as a server starts', async () => {
    let runs = 0;
    const first = queue();
    first.every('test.on-start', 3_600_000, async () => void (runs += 1), { runOnStart: true });
    await first.tick();
    const second = queue();
    second.every('test.on-start', 3_600_000, async () => void (runs += 1), { runOnStart: true });
    await second.tick();
    expect(runs).toBe(2);
  });

  it('runs a one-off job once with its payload and removes it', async () => {
    const seen: unknown[] = [];
    const q = queue();
    q.work('test.once', async (job) => void seen.push(job.payload));
    await q.send('test.once', { order: 'A-1' });
    await q.tick();
    await q.tick();
    expect(seen).toEqual([{ order: 'A-1' }]);
    expect(await rowsOf('test.once')).toEqual([]);
  });

  it('queues a keyed job once while it waits', async () => {
    const q = queue();
    q.work('test.keyed', async () => undefined);
    const a = await q.send('test.keyed', {}, { key: 'k-1', runAt: new Date(time.getTime() + 1000) });
    const b = await q.send('test.keyed', {}, { key: 'k-1' });
    expect(b).toBe(a);
    expect(await rowsOf('test.keyed')).toHaveLength(1);
  });

  it('retries a failing job after the backoff, recording attempts and the error, until it succeeds', async () => {
    let calls = 0;
    const q = queue();
    q.work('test.flaky', async (job) => {
      calls += 1;
      if (job.attempt < 3) throw new Error(`refused ${job.attempt}`);
    });
    await q.send('test.flaky', {});
    expect((await q.tick()).failed).toEqual(['test.flaky']);
    expect(await rowsOf('test.flaky')).toMatchObject([{ attempts: 1, lastError: 'refused 1' }]);
    step(9_999);
    await q.tick();
    expect(calls).toBe(1);
    step(1);
    await q.tick();
    expect(calls).toBe(2);
    step(20_000);
    expect((await q.tick()).ran).toEqual(['test.flaky']);
    expect(calls).toBe(3);
    expect(await rowsOf('test.flaky')).toEqual([]);
  });

  it('keeps a one-off job as failed once it runs out of attempts', async () => {
    const q = queue();
    q.work(
      'test.hopeless',
      async () => {
        throw new Error('no');
      },
      { maxAttempts: 2 },
    );
    await q.send('test.hopeless', {});
    await q.tick();
    step(10_000);
    await q.tick();
    step(3_600_000);
    await q.tick();
    expect(await rowsOf('test.hopeless')).toMatchObject([{ status: 'failed', attempts: 2 }]);
  });

  it('lets only one of two servers run a due job (claimed with a lease, SKIP LOCKED)', async () => {
    let runs = 0;
    const [a, b] = [queue(), queue()];
    for (const q of [a, b]) q.work('test.shared', async () => void (runs += 1));
    await a.send('test.shared', {});
    await Promise.all([a.tick(), b.tick(), a.tick(), b.tick()]);
    expect(runs).toBe(1);
  });

  it('gives the job of a server that died back once its lease has run out', async () => {
    const dead = queue();
    let started = 0;
    dead.work('test.abandoned', async () => {
      started += 1;
    });
    const id = await dead.send('test.abandoned', {});
    // The dead server claimed it and never finished: the lease is on the row.
    await t.db.execute(
      sql`update jobs set locked_until = ${new Date(time.getTime() + 15 * 60_000).toISOString()}::timestamptz where id = ${id}`,
    );
    const alive = queue();
    let runs = 0;
    alive.work('test.abandoned', async () => void (runs += 1));
    await alive.tick();
    expect(runs).toBe(0);
    step(15 * 60_000);
    await alive.tick();
    expect({ runs, started }).toEqual({ runs: 1, started: 0 });
  });

  it('stops polling: stop() waits for the running job, aborts its signal and leaves no timer', async () => {
    let release!: () => void;
    const blocked = new Promise<void>((resolve) => (release = resolve));
    let aborted = false;
    let finished = false;
    const q = createJobQueue({ db: t.db, log: silent, now, pollMs: 10 });
    q.work('test.slow', async (job) => {
      await blocked;
      aborted = job.signal.aborted;
      finished = true;
    });
    await q.send('test.slow', {});
    q.start();
    // stop() must wait for the job: it ends only after release().
    await expect.poll(async () => (await rowsOf('test.slow'))[0]?.lockedUntil ?? null).not.toBeNull();
    const stopped = q.stop().then(() => finished);
    release();
    expect(await stopped).toBe(true);
    expect(aborted).toBe(true);
  });
});
