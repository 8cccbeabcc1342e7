import type { AppDeps } from '../../deps';
import { deliverDueEvents, ORDER_DELIVERY_JOB, type WebhookSettings } from './erp.delivery';

/** The webhook settings of the configuration, or null when no ORDER_WEBHOOK_URL is set. */
export function webhookSettings(config: AppDeps['config']): WebhookSettings | null {
  if (!config.ORDER_WEBHOOK_URL || !config.ORDER_WEBHOOK_SECRET) return null;
  return { url: config.ORDER_WEBHOOK_URL, secret: config.ORDER_WEBHOOK_SECRET };
}

/**
 * Registers the delivery of order events on the job queue, at every tick. Without ORDER_WEBHOOK_URL nothing is
 * registered: the events wait in the outbox (status pending) for the pull API, and nothing fails.
 */
export function scheduleOrderDelivery(deps: AppDeps): void {
  const settings = webhookSettings(deps.config);
  if (!settings) {
    deps.log.info('ORDER_WEBHOOK_URL is not set: placed orders wait in the outbox for the integration API');
    return;
  }
  deps.jobs.every(ORDER_DELIVERY_JOB, 0, async (job) => {
    await deliverDueEvents({ db: deps.db, log: deps.log, settings, now: job.now, signal: job.signal });
  });
}
