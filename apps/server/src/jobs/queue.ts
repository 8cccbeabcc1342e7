import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client';
import { column, executeRows } from '../db/sql-rows';
import { backoffDelayMs, DEFAULT_BACKOFF, type Backoff } from './backoff';

/** What a handler receives about the job it runs. */
export type JobRun = {
  id: string;
  name: string;
  payload: unknown;
  /** 1 for the first try, 2 after one failure, ... */
  attempt: number;
  /** The queue's clock: handlers read the time from here, so tests can step it. */
  now: () => Date;
  /** Aborted when the queue stops: a long handler should stop at its next step. */
  signal: AbortSignal;
};

export type JobHandler = (job: JobRun) => Promise<void>;

export type RecurringOptions = {
  /** Due as soon as the queue starts, even when the last run was recent (a cheap check such as "is it stale"). */
  runOnStart?: boolean;
};

export type OneOffOptions = {
  /** Not before this moment (default: now). */
  runAt?: Date;
  /** A job with this key is queued once; sending it again while it waits does nothing. */
  key?: string;
};

export type WorkOptions = {
  backoff?: Backoff;
  /** Failures after which a one-off job is kept as `failed` instead of retried (default: retried for ever). */
  maxAttempts?: number;
};

/** What one pass over the due jobs did, for tests and logs. */
export type TickReport = { ran: string[]; failed: string[] };

/**
 * The job queue kept in the database (decision 0017). Handlers are registered by name; the queue claims due
 * rows of the `jobs` table, runs their handlers and records the outcome, so that work survives restarts and is
 * shared by several servers on one PostgreSQL. `start()` polls on a timer; tests call `tick()` instead.
 */
export type JobQueue = {
  /** Registers a recurring job: it runs every `intervalMs` (counted from the end of the last run). */
  every(name: string, intervalMs: number, handler: JobHandler, options?: RecurringOptions): void;
  /** Registers the handler of one-off jobs named `name`. */
  work(name: string, handler: JobHandler, options?: WorkOptions): void;
  /** Queues a one-off job; returns its id (or the waiting job's, when `key` is already queued). */
  send(name: string, payload: unknown, options?: OneOffOptions): Promise<string>;
  /**
   * Runs every job due now once (registering the recurring ones first); resolves when they have finished.
   * `only` limits the pass to the jobs of those names (a test that steps one job).
   */
  tick(only?: readonly string[]): Promise<TickReport>;
  /** Ticks every `pollMs` until stop(); the first tick runs at once. */
  start(): void;
  /** Stops polling, aborts the handlers' signal and waits for the running tick to finish. */
  stop(): Promise<void>;
};

export type JobQueueOptions = {
  db: Database;
  log: FastifyBaseLogger;
  /** The time, injected so tests can step it (default: the system clock). */
  now?: () => Date;
  /** Pause between two ticks of start() (default 2 s). */
  pollMs?: number;
  /** How long a claimed job is kept from other servers before it counts as abandoned (default 15 min). */
  leaseMs?: number;
  /** Most jobs claimed in one tick (default 10). */
  batch?: number;
};

type Registration = {
  handler: JobHandler;
  backoff: Backoff;
  recurring: ({ intervalMs: number } & RecurringOptions) | null;
  maxAttempts: number | null;
};

const at = (date: Date) => sql`${date.toISOString()}::timestamptz`;
const later = (date: Date, ms: number) => at(new Date(date.getTime() + ms));
const errorText = (error: unknown) =>
  (error instanceof Error ? error.message || error.name : String(error)).slice(0, 1000);

export function createJobQueue(options: JobQueueOptions): JobQueue {
  const { db, log } = options;
  const now = options.now ?? (() => new Date());
  const pollMs = options.pollMs ?? 2000;
  const leaseMs = options.leaseMs ?? 15 * 60 * 1000;
  const batch = options.batch ?? 10;
  const registrations = new Map<string, Registration>();
  const stopping = new AbortController();
  let schedulesWritten = false;
  let running: Promise<TickReport> | null = null;
  let timer: NodeJS.Timeout | null = null;
  let started = false;

  const register = (name: string, registration: Registration) => {
    if (registrations.has(name)) throw new Error(`Job ${name} is registered twice`);
    registrations.set(name, registration);
    schedulesWritten = false;
  };

  /** Writes one row per recurring job; the next run time already stored survives restarts. */
  async function writeSchedules(): Promise<void> {
    for (const [name, registration] of registrations) {
      const recurring = registration.recurring;
      if (!recurring) continue;
      const runAt = at(now());
      await db.execute(sql`insert into jobs (name, key, run_at, interval_ms)
        values (${name}, ${name}, ${runAt}, ${recurring.intervalMs})
        on conflict (key) do update set interval_ms = excluded.interval_ms, status = 'queued',
          run_at = ${recurring.runOnStart ? sql`least(jobs.run_at, excluded.run_at)` : sql`jobs.run_at`}`);
    }
    schedulesWritten = true;
  }

  /** Takes the due jobs this server has handlers for, leasing them so no other server runs them meanwhile. */
  async function claim(only: readonly string[] | undefined) {
    const names = [...registrations.keys()].filter((name) => !only || only.includes(name));
    if (names.length === 0) return [];
    const time = now();
    return executeRows(
      db,
      {
        id: column<string>(),
        name: column<string>(),
        payload: column<unknown>(),
        attempts: column<number>(),
      },
      sql`update jobs set locked_until = ${later(time, leaseMs)}
        where id in (
          select id from jobs
          where status = 'queued' and run_at <= ${at(time)}
            and (locked_until is null or locked_until <= ${at(time)})
            and name in (${sql.join(
              names.map((name) => sql`${name}`),
              sql`, `,
            )})
          order by run_at
          limit ${batch}
          for update skip locked)
        returning id, name, payload, attempts`,
    );
  }

  async function succeeded(id: string, registration: Registration): Promise<void> {
    const time = now();
    if (registration.recurring) {
      await db.execute(sql`update jobs set run_at = ${later(time, registration.recurring.intervalMs)},
        attempts = 0, last_error = null, locked_until = null where id = ${id}`);
    } else {
      await db.execute(sql`delete from jobs where id = ${id}`);
    }
  }

  async function failed(id: string, failures: number, registration: Registration, error: unknown) {
    const time = now();
    const giveUp = registration.maxAttempts !== null && failures >= registration.maxAttempts;
    let delay = backoffDelayMs(failures, registration.backoff);
    // A recurring job retries no later than its next regular run.
    if (registration.recurring) delay = Math.min(delay, registration.recurring.intervalMs);
    await db.execute(sql`update jobs set attempts = ${failures}, last_error = ${errorText(error)},
      locked_until = null, run_at = ${later(time, delay)}, status = ${giveUp ? 'failed' : 'queued'}
      where id = ${id}`);
    return { giveUp, delay };
  }

  async function runOnce(only: readonly string[] | undefined): Promise<TickReport> {
    const report: TickReport = { ran: [], failed: [] };
    if (!schedulesWritten) await writeSchedules();
    const claimed = await claim(only);
    for (const job of claimed) {
      const registration = registrations.get(job.name)!;
      const attempt = job.attempts + 1;
      try {
        await registration.handler({
          id: job.id,
          name: job.name,
          payload: job.payload,
          attempt,
          now,
          signal: stopping.signal,
        });
        await succeeded(job.id, registration);
        report.ran.push(job.name);
      } catch (error) {
        report.failed.push(job.name);
        const { giveUp, delay } = await failed(job.id, attempt, registration, error);
        log.error(
          { err: error, job: job.name, jobId: job.id, attempt, retryInMs: giveUp ? null : delay },
          giveUp ? `job ${job.name} failed for the last time` : `job ${job.name} failed`,
        );
      }
    }
    return report;
  }

  const tick = (only?: readonly string[]): Promise<TickReport> => {
    // One pass at a time per queue: a tick asked for while one runs waits for it, then runs its own.
    const previous = running ?? Promise.resolve<TickReport>({ ran: [], failed: [] });
    const next = previous.catch(() => undefined).then(() => runOnce(only));
    running = next;
    void next.finally(() => {
      if (running === next) running = null;
    });
    return next;
  };

  const loop = async () => {
    timer = null;
    try {
      await tick();
    } catch (error) {
      log.error({ err: error }, 'the job queue could not run its due jobs');
    }
    if (started) {
      timer = setTimeout(() => void loop(), pollMs);
      timer.unref();
    }
  };

  return {
    every(name, intervalMs, handler, recurringOptions = {}) {
      if (!Number.isInteger(intervalMs) || intervalMs < 0) throw new Error(`Job ${name}: bad interval`);
      register(name, {
        handler,
        backoff: DEFAULT_BACKOFF,
        recurring: { intervalMs, ...recurringOptions },
        maxAttempts: null,
      });
    },
    work(name, handler, workOptions = {}) {
      register(name, {
        handler,
        backoff: workOptions.backoff ?? DEFAULT_BACKOFF,
        recurring: null,
        maxAttempts: workOptions.maxAttempts ?? null,
      });
    },
    async send(name, payload, sendOptions = {}) {
      const runAt = at(sendOptions.runAt ?? now());
      const [row] = await executeRows(
        db,
        { id: column<string>() },
        sql`insert into jobs (name, key, payload, run_at)
          values (${name}, ${sendOptions.key ?? null}, ${JSON.stringify(payload ?? null)}::jsonb, ${runAt})
          on conflict (key) do update set key = excluded.key
          returning id`,
      );
      return row!.id;
    },
    tick,
    start() {
      if (started) return;
      started = true;
      void loop();
    },
    async stop() {
      started = false;
      if (timer) clearTimeout(timer);
      timer = null;
      stopping.abort();
      await running?.catch(() => undefined);
    },
  };
}
