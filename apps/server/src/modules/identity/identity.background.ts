import type { FastifyBaseLogger } from 'fastify';

/** Tasks waiting at most; beyond it new ones are dropped (a flood must not grow memory without bound). */
const MAX_WAITING = 1_000;

/** Work done after the answer is sent, one task at a time; `idle()` resolves once every task has finished. */
export type BackgroundWork = {
  /** Queues a task; returns false when the queue is full and the task was dropped. */
  run(name: string, task: () => Promise<void>): boolean;
  idle(): Promise<void>;
};

/** Resolves on the event loop's next turn, after the answer queued in this one has been written. */
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * A queue of work that must stay off the request path (password reset e-mails): a task starts only after the
 * answer that queued it has been written, and tasks run one after the other, so that what a task costs never
 * shows in the answer's timing. Failures are logged.
 */
export function createBackgroundWork(log: FastifyBaseLogger): BackgroundWork {
  let tail: Promise<void> = Promise.resolve();
  let waiting = 0;
  return {
    run(name, task) {
      if (waiting >= MAX_WAITING) {
        log.warn(`${name} dropped: ${MAX_WAITING} tasks are waiting`);
        return false;
      }
      waiting += 1;
      tail = tail
        .then(nextTurn)
        .then(task)
        .catch((error: unknown) => log.error({ err: error }, `${name} failed`))
        .finally(() => {
          waiting -= 1;
        });
      return true;
    },
    async idle() {
      let seen: Promise<void>;
      do {
        seen = tail;
        await seen;
      } while (seen !== tail);
    },
  };
}
