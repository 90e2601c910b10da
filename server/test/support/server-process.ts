import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { findFreePort } from './postgres-cluster.ts';
import { testEnvironment } from './test-app.ts';

const repository = fileURLToPath(new URL('../../../', import.meta.url));

/** The real server (server/src/main.ts) in a process of its own. */
export interface ServerProcess {
  child: ChildProcess;
  origin: string;
  /** Everything it wrote so far: its log (JSON lines) and error output. */
  output(): string;
  /** Resolves with the exit code once it has ended (null when killed by a signal). */
  exited: Promise<number | null>;
  /** Waits for `condition`, failing when the process ends first or `seconds` pass. */
  until(what: string, condition: () => boolean | Promise<boolean>, seconds?: number): Promise<void>;
  /** Stops it (SIGTERM, then SIGKILL) if it still runs. */
  stop(): Promise<void>;
}

export const spawnServer = async (environment: Record<string, string>): Promise<ServerProcess> => {
  const port = await findFreePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
    cwd: repository,
    env: {
      PATH: process.env.PATH ?? '',
      ...testEnvironment,
      LOG_LEVEL: 'info',
      ...environment,
      PORT: String(port),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  let gone = false;
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => {
      gone = true;
      resolve(code);
    }),
  );
  const until: ServerProcess['until'] = async (what, condition, seconds = 60) => {
    const giveUp = Date.now() + seconds * 1000;
    while (!(await condition())) {
      if (gone) throw new Error(`The server ended while waiting for ${what}:\n${output}`);
      if (Date.now() > giveUp) throw new Error(`Gave up waiting for ${what}:\n${output}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };
  return {
    child,
    origin: `http://127.0.0.1:${port}`,
    output: () => output,
    exited,
    until,
    stop: async () => {
      if (gone) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
      await exited;
      clearTimeout(timer);
    },
  };
};

/** Whether GET /api/health answers 200 at `origin`. */
export const healthy = (origin: string): Promise<boolean> =>
  fetch(`${origin}/api/health`).then(
    (response) => response.ok,
    () => false,
  );
