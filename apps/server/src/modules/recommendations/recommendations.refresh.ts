import type { AppDeps } from '../../deps';
import { affinitiesStale, refreshProductAffinities } from './affinities';

/** How often the server checks whether the recommendation tables need a rebuild. */
export const AFFINITY_CHECK_INTERVAL_MS = 60 * 60 * 1000;

/** The recurring job on the job queue (decision 0017). */
export const AFFINITY_REBUILD_JOB = 'recommendations.rebuild';

/**
 * Keeps the recommendation tables fresh: a recurring job on the job queue, due when the server starts and then
 * every hour, rebuilds them when they are missing or a day old. The rebuild runs in the background (on a large
 * history it takes a while) and recommendations keep answering from the previous tables meanwhile; with
 * several servers one runs it. A failed rebuild is logged and retried with backoff, within the hour.
 */
export function scheduleAffinityRefresh(deps: AppDeps): void {
  deps.jobs.every(
    AFFINITY_REBUILD_JOB,
    AFFINITY_CHECK_INTERVAL_MS,
    async () => {
      if (!(await affinitiesStale(deps.db))) return;
      const result = await refreshProductAffinities(deps.db);
      if (result.refreshed) deps.log.info(result, 'recommendation tables rebuilt');
    },
    { runOnStart: true },
  );
}
