import type { FastifyInstance } from 'fastify';
import type { AppConfig } from './config/env';
import { buildApp } from './app';
import { databaseOptionsFromConfig, openDatabase } from './db/client';
import { isEmpty, seedDemoData } from './db/seed';

/** Opens the database, applies migrations, seeds an empty database with demo data and starts listening. */
export async function startServer(config: AppConfig): Promise<FastifyInstance> {
  const database = await openDatabase(databaseOptionsFromConfig(config));
  try {
    await database.migrate();
    const app = await buildApp({ config, database, closeDatabase: true });
    if (config.SEED_ON_EMPTY && (await isEmpty(database.db))) {
      app.log.info('empty database: loading demo data');
      await seedDemoData(database.db, (message) => app.log.info(message));
    }
    await app.listen({ port: config.PORT, host: config.HOST });
    app.log.info({ database: database.engine, url: config.PUBLIC_URL }, 'Spina is ready');
    return app;
  } catch (error) {
    await database.close().catch(() => undefined);
    throw error;
  }
}
