import path from 'node:path';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { migrate } from './db/migrate.ts';
import { seed } from './seed/seed.ts';

const config = loadConfig();
const db = await openDatabase({
  url: config.databaseUrl,
  dataDir: config.databaseUrl ? undefined : path.join(config.dataDir, 'pglite'),
});
const applied = await migrate(db);
const app = await buildApp({ db, config });
if (applied.length > 0) app.log.info({ applied }, 'Migrations applied');
await seed(db, config, app.log);

const stop = async (signal: string) => {
  app.log.info(`${signal} received, stopping`);
  await app.close();
  await db.close();
  process.exit(0);
};
process.on('SIGINT', () => void stop('SIGINT'));
process.on('SIGTERM', () => void stop('SIGTERM'));

await app.listen({ port: config.port, host: config.host });
