import { buildApp } from '../server/src/app.ts';
import { loadConfig } from '../server/src/config.ts';
import { openDatabase } from '../server/src/db/client.ts';

// The real app in a process of its own, so that the load generator (bench/run.ts) does not share
// its event loop. It prints one JSON line with its address once it listens, and stops on SIGTERM.
const databaseUrl = process.env.BENCH_DATABASE_URL;
const pgliteDir = process.env.BENCH_PGLITE_DIR;
if (!databaseUrl && !pgliteDir) throw new Error('Set BENCH_DATABASE_URL or BENCH_PGLITE_DIR');

const db = await openDatabase(databaseUrl ? { url: databaseUrl } : { dataDir: pgliteDir });
const config = loadConfig({
  HOST: '127.0.0.1',
  PORT: '0',
  JWT_SECRET: 'aqar-benchmark-secret-not-for-production-use',
  // Request logs at info level would measure pino writing to a pipe as much as the app.
  LOG_LEVEL: 'warn',
  AQAR_DATA_DIR: process.env.BENCH_DATA_DIR,
});
const app = await buildApp({ db, config });
const address = await app.listen({ host: config.host, port: config.port });
process.stdout.write(`${JSON.stringify({ address })}\n`);

process.on('SIGTERM', () => {
  void (async () => {
    await app.close();
    await db.close();
    process.exit(0);
  })();
});
