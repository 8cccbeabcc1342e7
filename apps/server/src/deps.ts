import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from './config/env';
import type { Database, DatabaseHandle } from './db/client';
import type { SectionsSource } from './http/access';
import type { JobQueue } from './jobs/queue';
import type { PortalService } from './modules/portal/portal.service';

/** What every module receives: the configuration, the database and the shared portal settings. */
export type AppDeps = {
  config: AppConfig;
  db: Database;
  database: DatabaseHandle;
  log: FastifyBaseLogger;
  /** Portal-wide section switches (spec 1 §4.3), cached briefly. */
  sections: SectionsSource;
  /** Portal configuration, menus and links. */
  portal: PortalService;
  /** The job queue kept in the database (decision 0017): modules register their background jobs on it. */
  jobs: JobQueue;
  /** The application's clock; tests inject one to step through retries and schedules. */
  now: () => Date;
};
