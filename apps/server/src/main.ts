import closeWithGrace from 'close-with-grace';
import { ConfigError, loadConfig } from './config/env';
import { startServer } from './server';

async function main(): Promise<void> {
  const config = loadConfig();
  const app = await startServer(config);
  closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, 'shutting down after an error');
    else app.log.info({ signal }, 'shutting down');
    await app.close();
  });
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(`Spina cannot start.\n${error.message}`);
  } else if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE') {
    console.error(`Spina cannot start.\nInvalid configuration:\n  PORT: ${(error as Error).message}`);
  } else {
    console.error('Spina cannot start.', error);
  }
  process.exit(1);
});
