import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps';
import { affinitiesStale, refreshProductAffinities } from './affinities';

/** How often the server checks whether the recommendation tables need a rebuild. */
export const AFFINITY_CHECK_INTERVAL_MS = 60 * 60 * 1000;

/**
 * Keeps the recommendation tables fresh: once the server is ready, and then every hour, rebuilds them when
 * they are missing or a day old. The rebuild runs in the background (on a large history it takes a while)
 * and recommendations keep answering from the previous tables meanwhile. Not in tests, which rebuild
 * explicitly.
 */
export function scheduleAffinityRefresh(app: FastifyInstance, deps: AppDeps): void {
  if (deps.config.NODE_ENV === 'test') return;
  let running: Promise<void> | null = null;
  const refreshIfStale = () => {
    running ??= (async () => {
      try {
        if (!(await affinitiesStale(deps.db))) return;
        const result = await refreshProductAffinities(deps.db);
        if (result.refreshed) deps.log.info(result, 'recommendation tables rebuilt');
      } catch (error) {
        deps.log.error({ err: error }, 'recommendation tables could not be rebuilt');
      } finally {
        running = null;
      }
    })();
    return running;
  };
  let timer: NodeJS.Timeout | null = null;
  app.addHook('onReady', async () => {
    void refreshIfStale();
    timer = setInterval(() => void refreshIfStale(), AFFINITY_CHECK_INTERVAL_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
    await running;
  });
}
