import { type ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { demoAdmin } from '../server/src/seed/demo-credentials.ts';

const benchFolder = fileURLToPath(new URL('.', import.meta.url));

/**
 * The real server (bench/serve.ts) in a process of its own, so the load generator does not share
 * its event loop. `env` names the database: BENCH_DATABASE_URL or BENCH_PGLITE_DIR.
 */
export const startServer = async (
  env: Record<string, string>,
): Promise<{ child: ChildProcess; base: string }> => {
  const child = spawn(process.execPath, ['--import', 'tsx', join(benchFolder, 'serve.ts')], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const output = createInterface({ input: child.stdout! });
  const base = await new Promise<string>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`The server stopped before listening (exit ${code})`)));
    output.on('line', (line) => {
      try {
        resolve((JSON.parse(line) as { address: string }).address);
      } catch {
        console.log(`[server] ${line}`);
      }
    });
  });
  child.removeAllListeners('exit');
  return { child, base };
};

export const stopServer = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });

export interface DemoSession {
  accessToken: string;
  refreshToken: string;
  user: unknown;
}

/** Signs in as the demo administrator. */
export const signInDemo = async (base: string): Promise<DemoSession> => {
  const response = await fetch(`${base}/api/v1/auth/website-signin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: demoAdmin.email, password: demoAdmin.password }),
  });
  const body = (await response.json()) as { data?: DemoSession };
  if (!response.ok || !body.data?.accessToken) throw new Error(`Sign-in failed: ${response.status}`);
  return body.data;
};
