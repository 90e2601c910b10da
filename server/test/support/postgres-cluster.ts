import { execFile, execFileSync, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

/**
 * A throwaway PostgreSQL server started from the machine's binaries: tests and benchmarks use it
 * so that nobody has to keep a PostgreSQL server running. It lives in a temp folder and is
 * removed when stopped (or when the process exits without stopping it).
 */
export interface PostgresCluster {
  readonly port: number;
  /** Connection string of one database on this server, as the superuser `postgres`. */
  url(database?: string): string;
  /**
   * Stops the server and keeps its data, to start it again on the same port with `resume`: a
   * database restart as clients see it. 'fast' ends the sessions, 'immediate' is a crash.
   */
  pause(mode: 'fast' | 'immediate'): Promise<void>;
  resume(): Promise<void>;
  stop(): Promise<void>;
}

export interface PostgresClusterOptions {
  /**
   * Durable clusters keep fsync and synchronous commit on, as a production server would; the
   * default (false) turns them off because test data is thrown away anyway.
   */
  durable?: boolean;
  /** Extra `postgres -c name=value` settings. */
  settings?: Record<string, string | number>;
}

const MINIMUM_MAJOR_VERSION = 15;

/**
 * The folder holding `initdb`, `pg_ctl` and `postgres`: `PG_BIN` when set, otherwise the newest
 * Debian-style `/usr/lib/postgresql/<major>/bin` of at least version 15, otherwise `pg_config
 * --bindir`. Undefined when this machine has no PostgreSQL server binaries.
 */
export const findPostgresBin = (): string | undefined => {
  const fromEnvironment = process.env.PG_BIN;
  if (fromEnvironment) return existsSync(join(fromEnvironment, 'initdb')) ? fromEnvironment : undefined;
  const root = '/usr/lib/postgresql';
  if (existsSync(root)) {
    const majors = readdirSync(root)
      .map(Number)
      .filter(
        (major) => major >= MINIMUM_MAJOR_VERSION && existsSync(join(root, String(major), 'bin', 'initdb')),
      )
      .sort((a, b) => b - a);
    if (majors.length > 0) return join(root, String(majors[0]), 'bin');
  }
  try {
    const bindir = execFileSync('pg_config', ['--bindir'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
    if (existsSync(join(bindir, 'initdb'))) return bindir;
  } catch {
    // No pg_config on this machine: no server binaries either.
  }
  return undefined;
};

/** A loopback port nobody listens on right now. */
export const findFreePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });

// PostgreSQL refuses to run as root, so as root every server command runs as the `postgres`
// system user (created by Debian's postgresql packages), in a folder that user owns.
const runningAsRoot = () => process.getuid?.() === 0;

const postgresUser = (): { uid: number; gid: number } => {
  try {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
    return { uid, gid };
  } catch {
    throw new Error(
      'Running as root, but there is no `postgres` system user to run PostgreSQL as (install postgresql-15).',
    );
  }
};

const commandLine = (executable: string, args: string[]): [string, string[]] =>
  runningAsRoot() ? ['runuser', ['-u', 'postgres', '--', executable, ...args]] : [executable, args];

const run = (executable: string, args: string[]): void => {
  const [command, commandArgs] = commandLine(executable, args);
  const result = spawnSync(command, commandArgs, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  if (result.status !== 0) {
    throw new Error(
      `${executable} ${args.join(' ')} failed (${result.error?.message ?? `exit ${result.status}`}):\n${result.stdout}${result.stderr}`,
    );
  }
};

/** As `run`, leaving the event loop free meanwhile (requests in flight go on while the server stops). */
const runInBackground = (executable: string, args: string[]): Promise<void> => {
  const [command, commandArgs] = commandLine(executable, args);
  return new Promise((resolve, reject) => {
    execFile(command, commandArgs, { encoding: 'utf8' }, (error, stdout, stderr) => {
      if (error)
        reject(new Error(`${executable} ${args.join(' ')} failed (${error.message}):\n${stdout}${stderr}`));
      else resolve();
    });
  });
};

const removeFolder = (folder: string) => rmSync(folder, { recursive: true, force: true });

export const startPostgresCluster = async (
  options: PostgresClusterOptions = {},
): Promise<PostgresCluster> => {
  const bin = findPostgresBin();
  if (!bin) {
    throw new Error(
      `No PostgreSQL ${MINIMUM_MAJOR_VERSION}+ server binaries found (looked at PG_BIN, /usr/lib/postgresql/*/bin, pg_config).`,
    );
  }
  const folder = mkdtempSync(join(tmpdir(), 'aqar-pg-'));
  if (runningAsRoot()) {
    const { uid, gid } = postgresUser();
    chownSync(folder, uid, gid);
  }
  const dataDir = join(folder, 'data');
  const logFile = join(folder, 'postgres.log');
  const pgCtl = join(bin, 'pg_ctl');

  const stopNow = () => {
    if (existsSync(join(dataDir, 'postmaster.pid'))) {
      const [command, args] = commandLine(pgCtl, ['stop', '-D', dataDir, '-m', 'immediate', '-w']);
      spawnSync(command, args, { stdio: 'ignore' });
    }
    removeFolder(folder);
  };
  // A run that is interrupted must not leave a server behind.
  process.once('exit', stopNow);

  try {
    run(join(bin, 'initdb'), [
      '-D',
      dataDir,
      '-U',
      'postgres',
      '--auth=trust',
      '--encoding=UTF8',
      '--locale=C.UTF-8',
      '--no-instructions',
    ]);
    const settings: Record<string, string | number> = {
      listen_addresses: '127.0.0.1',
      unix_socket_directories: folder,
      max_connections: 200,
      ...(options.durable ? {} : { fsync: 'off', synchronous_commit: 'off', full_page_writes: 'off' }),
      ...options.settings,
    };
    const flags = Object.entries(settings)
      .map(([name, value]) => `-c ${name}=${value}`)
      .join(' ');
    // Another process may take the free port between the check and the start: try a few ports.
    for (let attempt = 1; ; attempt++) {
      const port = await findFreePort();
      try {
        run(pgCtl, ['start', '-D', dataDir, '-l', logFile, '-w', '-t', '60', '-o', `-p ${port} ${flags}`]);
      } catch (error) {
        if (attempt < 3) continue;
        const log = existsSync(logFile) ? readFileSync(logFile, 'utf8') : '';
        throw new Error(`${(error as Error).message}\n${log}`);
      }
      const url = (database = 'postgres') => `postgres://postgres@127.0.0.1:${port}/${database}`;
      return {
        port,
        url,
        pause: (mode) => runInBackground(pgCtl, ['stop', '-D', dataDir, '-m', mode, '-w', '-t', '60']),
        resume: () =>
          runInBackground(pgCtl, [
            'start',
            '-D',
            dataDir,
            '-l',
            logFile,
            '-w',
            '-t',
            '60',
            '-o',
            `-p ${port} ${flags}`,
          ]),
        stop: async () => {
          process.removeListener('exit', stopNow);
          if (existsSync(join(dataDir, 'postmaster.pid'))) {
            run(pgCtl, ['stop', '-D', dataDir, '-m', 'fast', '-w', '-t', '60']);
          }
          removeFolder(folder);
        },
      };
    }
  } catch (error) {
    process.removeListener('exit', stopNow);
    stopNow();
    throw error;
  }
};

const quoteIdentifier = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** Runs statements on the server's maintenance connection (CREATE/DROP DATABASE cannot run in a transaction). */
export const withAdminClient = async <T>(
  adminUrl: string,
  work: (client: pg.Client) => Promise<T>,
): Promise<T> => {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
};

export const createDatabase = (adminUrl: string, name: string, template?: string): Promise<void> =>
  withAdminClient(adminUrl, async (client) => {
    await client.query(
      `create database ${quoteIdentifier(name)}${template ? ` template ${quoteIdentifier(template)}` : ''}`,
    );
  });

export const dropDatabase = (adminUrl: string, name: string): Promise<void> =>
  withAdminClient(adminUrl, async (client) => {
    await client.query(`drop database if exists ${quoteIdentifier(name)} with (force)`);
  });

/** The same server's URL with another database name. */
export const databaseUrl = (serverUrl: string, database: string): string => {
  const url = new URL(serverUrl);
  url.pathname = `/${encodeURIComponent(database)}`;
  return url.toString();
};
