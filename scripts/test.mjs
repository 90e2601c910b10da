#!/usr/bin/env node
// `npm test`: every check Aqar has, in the order of the architecture's "Testing and CI":
// typecheck and lint, unit and integration tests on PGlite, the integration tests again on a
// PostgreSQL server, then the web app's unit tests and the browser tests. Independent parts of a
// stage run side by side (the machine has two cores), their output streamed with a name prefix.
//
// A part whose prerequisite is missing says so in one line and is skipped, except under CI=true,
// where that is a failure. The run ends with one line `N passed, N failed[, N skipped]` counting
// tests (typecheck and lint count as one check each) and exits non-zero if anything failed.
//
// `node scripts/test.mjs api-pg e2e` runs only the named parts.

import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { cpus } from 'node:os';
import { dirname, join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { stripVTControlCharacters } from 'node:util';
import { playwrightTally, vitestTally } from './test-tally.mjs';

const root = dirname(dirname(fileURLToPath(import.meta.url)));
// Under test-results/, which git and biome ignore.
const resultsFolder = join(root, 'test-results', 'aqar');
const inCi = process.env.CI === 'true' || process.env.CI === '1';
const bin = (name) => join(root, 'node_modules', '.bin', name);
const minutes = (count) => count * 60_000;
// The whole run stays within this budget: a part is stopped when it would overrun it. CI stops a
// run at 90 minutes; 80 leaves room for its install steps, and only a hung part ever reaches it.
const budget = minutes(Number(process.env.AQAR_TEST_BUDGET_MINUTES ?? 80));
// Marks every process this run starts (the environment is inherited), so that a stopped part
// leaves nothing behind, even what its runner started in a process group of its own (Playwright's
// web server).
const runMarker = `AQAR_TEST_RUN=${process.pid}-${Date.now()}`;
const runStarted = Date.now();

// Same search as server/test/support/postgres-cluster.ts (this file runs without a TypeScript loader).
const findPostgresBin = () => {
  const given = process.env.PG_BIN;
  if (given) return existsSync(join(given, 'initdb')) ? given : undefined;
  const base = '/usr/lib/postgresql';
  if (existsSync(base)) {
    const majors = readdirSync(base)
      .map(Number)
      .filter((major) => major >= 15 && existsSync(join(base, String(major), 'bin', 'initdb')))
      .sort((a, b) => b - a);
    if (majors.length > 0) return join(base, String(majors[0]), 'bin');
  }
  const probe = spawnSync('pg_config', ['--bindir'], { encoding: 'utf8' });
  const bindir = probe.status === 0 ? probe.stdout.trim() : '';
  return bindir && existsSync(join(bindir, 'initdb')) ? bindir : undefined;
};

const postgresMissing = () => {
  if (process.env.TEST_DATABASE_URL) return undefined;
  if (!findPostgresBin()) {
    return 'no PostgreSQL 15+ server binaries (apt-get install postgresql-15, or set TEST_DATABASE_URL)';
  }
  if (process.getuid?.() === 0 && spawnSync('id', ['-u', 'postgres']).status !== 0) {
    return 'running as root but there is no postgres system user to run PostgreSQL as';
  }
  return undefined;
};

const webTestsMissing = () => {
  const web = join(root, 'web');
  if (!existsSync(web)) return 'no web workspace';
  if (readdirSync(web).some((file) => /^vitest\.config\.[cm]?[jt]s$/.test(file))) return undefined;
  return 'no web/vitest.config.*';
};

/** A loopback port nobody listens on now, so that a server left running elsewhere does not collide. */
const freePort = () =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

const vitestJson = (name) => join(resultsFolder, `${name}.json`);
const vitestArgs = (name, extra) => [
  'run',
  ...extra,
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${vitestJson(name)}`,
];

const countVitest = (name) => {
  const report = JSON.parse(readFileSync(vitestJson(name), 'utf8'));
  return {
    passed: report.numPassedTests,
    failed: report.numFailedTests,
    skipped: report.numPendingTests + report.numTodoTests,
  };
};

const playwrightJson = join(resultsFolder, 'e2e.json');
const countPlaywright = () => {
  const { stats } = JSON.parse(readFileSync(playwrightJson, 'utf8'));
  return { passed: stats.expected + stats.flaky, failed: stats.unexpected, skipped: stats.skipped };
};

/** Ends every process that carries this run's marker in its environment (Linux's /proc). */
const endMarkedProcesses = () => {
  if (!existsSync('/proc')) return 0;
  let ended = 0;
  for (const entry of readdirSync('/proc')) {
    const pid = Number(entry);
    if (!Number.isInteger(pid) || pid === process.pid) continue;
    try {
      if (!readFileSync(`/proc/${pid}/environ`, 'latin1').split('\0').includes(runMarker)) continue;
      process.kill(pid, 'SIGKILL');
      ended += 1;
    } catch {
      // Gone already, or not ours to read.
    }
  }
  return ended;
};

/**
 * The parts, by stage. `missing` names an absent prerequisite; `count` reads the test counts a
 * part wrote (a part without one counts as one check).
 */
const stages = [
  [
    {
      name: 'typecheck',
      command: [bin('tsc'), ['-p', 'tsconfig.json', '--noEmit']],
      timeout: minutes(6),
    },
    { name: 'lint', command: [bin('biome'), ['check', '.']], timeout: minutes(3) },
  ],
  [
    // PGlite work is CPU-bound inside each worker; the PostgreSQL part leaves most of its work to
    // the server process, so one worker there and two here share the two cores well.
    {
      name: 'unit+api-pglite',
      command: [
        bin('vitest'),
        vitestArgs('unit+api-pglite', ['--project', 'unit', '--project', 'api-pglite', '--maxWorkers=2']),
      ],
      count: () => countVitest('unit+api-pglite'),
      tally: vitestTally,
      timeout: minutes(25),
    },
    {
      name: 'api-pg',
      missing: postgresMissing,
      command: [bin('vitest'), vitestArgs('api-pg', ['--project', 'api-pg', '--maxWorkers=1'])],
      count: () => countVitest('api-pg'),
      tally: vitestTally,
      timeout: minutes(25),
    },
  ],
  [
    {
      name: 'web-unit',
      optional: true,
      missing: webTestsMissing,
      command: [bin('vitest'), vitestArgs('web-unit', ['--root', 'web', '--maxWorkers=1'])],
      count: () => countVitest('web-unit'),
      tally: vitestTally,
      timeout: minutes(10),
    },
    {
      name: 'e2e',
      missing: () => {
        if (!existsSync(join(root, 'playwright.config.ts'))) return 'no playwright.config.ts';
        const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
        return existsSync(chromium) ? undefined : `no ${chromium} (apt-get install chromium)`;
      },
      // A missing playwright.config.ts means there are no browser tests, not a missing tool.
      optionalWhen: () => !existsSync(join(root, 'playwright.config.ts')),
      command: [bin('playwright'), ['test', '--reporter=list,json']],
      env: async () => ({
        PLAYWRIGHT_JSON_OUTPUT_FILE: playwrightJson,
        AQAR_E2E_PORT: process.env.AQAR_E2E_PORT ?? String(await freePort()),
      }),
      count: countPlaywright,
      tally: playwrightTally,
      // 124 browser tests, one worker: about 35 minutes on a 2-core machine (two workers is next).
      timeout: minutes(50),
    },
  ],
];

const children = new Set();
const signalGroup = (child, signal) => {
  try {
    process.kill(-child.pid, signal);
  } catch {
    // Already gone.
  }
};
const stopChildren = (signal) => {
  for (const child of children) signalGroup(child, signal);
};
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    stopChildren(signal);
    endMarkedProcesses();
    process.exit(130);
  });
}

const prefixLines = (stream, name, target, tally) => {
  const lines = createInterface({ input: stream, crlfDelay: Number.POSITIVE_INFINITY });
  lines.on('line', (line) => {
    target.write(`[${name}] ${line}\n`);
    // Colour codes off, so that the tally reads the words.
    tally?.line(stripVTControlCharacters(line));
  });
  return new Promise((resolve) => lines.on('close', resolve));
};

/** Runs one part to its end and answers what it counted. */
const runPart = async (part) => {
  const missing = part.missing?.();
  if (missing) {
    const optional = part.optional || part.optionalWhen?.();
    const fails = inCi && !optional;
    console.log(
      `[${part.name}] ${fails ? 'FAILED' : 'skipped'}: ${missing}${fails ? ' (CI=true: nothing may be skipped)' : ''}`,
    );
    return {
      name: part.name,
      status: fails ? 'failed' : 'skipped',
      passed: 0,
      failed: fails ? 1 : 0,
      skipped: 0,
    };
  }
  const [command, args] = part.command;
  if (!existsSync(command)) {
    console.log(`[${part.name}] FAILED: ${command} is not installed (run npm ci)`);
    return { name: part.name, status: 'failed', passed: 0, failed: 1, skipped: 0 };
  }
  const started = Date.now();
  const partEnv = typeof part.env === 'function' ? await part.env() : part.env;
  console.log(`[${part.name}] $ ${[command.replace(`${root}/`, ''), ...args].join(' ')}`);
  const child = spawn(command, args, {
    cwd: root,
    env: {
      ...process.env,
      ...partEnv,
      [runMarker.split('=')[0]]: runMarker.split('=')[1],
      ...(process.stdout.isTTY ? { FORCE_COLOR: '1' } : {}),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    // Its own process group, so that a timeout or Ctrl-C ends everything it started.
    detached: true,
  });
  children.add(child);
  let timedOut = false;
  const limit = Math.max(0, Math.min(part.timeout, budget - (Date.now() - runStarted)));
  const timer = setTimeout(() => {
    timedOut = true;
    console.log(
      `[${part.name}] stopped after ${(limit / 60_000).toFixed(1)} minutes (its own limit or the run's budget)`,
    );
    // SIGTERM first, so that Vitest runs its teardown and stops the PostgreSQL cluster it started.
    signalGroup(child, 'SIGTERM');
    setTimeout(() => signalGroup(child, 'SIGKILL'), 15_000).unref();
  }, limit);
  const tally = part.tally?.();
  const output = Promise.all([
    prefixLines(child.stdout, part.name, process.stdout, tally),
    prefixLines(child.stderr, part.name, process.stderr, tally),
  ]);
  const exitCode = await new Promise((resolve) => {
    child.on('error', (error) => {
      console.log(`[${part.name}] could not start: ${error.message}`);
      resolve(1);
    });
    child.on('close', (code) => resolve(code ?? 1));
  });
  await output;
  clearTimeout(timer);
  children.delete(child);
  if (timedOut) {
    const ended = endMarkedProcesses();
    if (ended > 0) console.log(`[${part.name}] ended ${ended} process(es) it left running`);
  }

  let counts = exitCode === 0 ? { passed: 1, failed: 0, skipped: 0 } : { passed: 0, failed: 1, skipped: 0 };
  if (part.count) {
    try {
      counts = part.count();
      // A run that failed without a failing test (a crashed setup, an unhandled error) still fails.
      if (exitCode !== 0 && counts.failed === 0) counts = { ...counts, failed: 1 };
    } catch {
      // No report: the runner died or was stopped before writing it. What its output showed
      // counts, and a stop counts as one failure more.
      if (tally) {
        const shown = tally.counts();
        counts = {
          passed: shown.passed,
          failed: shown.failed + (exitCode !== 0 ? 1 : 0),
          skipped: shown.skipped,
        };
        if (shown.notRun) counts.notRun = shown.notRun;
      }
    }
  }
  const failed = exitCode !== 0 || timedOut || counts.failed > 0;
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  return { name: part.name, status: failed ? 'failed' : 'passed', seconds, ...counts };
};

const only = process.argv.slice(2);
const known = stages.flat().map((part) => part.name);
const unknown = only.filter((name) => !known.includes(name));
if (unknown.length > 0) {
  console.error(`Unknown part(s): ${unknown.join(', ')}. Parts: ${known.join(', ')}`);
  process.exit(2);
}

rmSync(resultsFolder, { recursive: true, force: true });
mkdirSync(resultsFolder, { recursive: true });
console.log(`Aqar tests on ${cpus().length} cores${inCi ? ' (CI: nothing may be skipped)' : ''}`);
const results = [];
for (const stage of stages) {
  const parts = stage.filter((part) => only.length === 0 || only.includes(part.name));
  results.push(...(await Promise.all(parts.map(runPart))));
}

console.log('');
console.log('Summary');
for (const result of results) {
  const notRun = result.notRun ? `, ${result.notRun} not run` : '';
  const counts = `${result.passed} passed, ${result.failed} failed${result.skipped ? `, ${result.skipped} skipped` : ''}${notRun}`;
  const time = result.seconds ? ` in ${result.seconds} s` : '';
  console.log(`  ${result.name.padEnd(16)} ${result.status.padEnd(8)} ${counts}${time}`);
}
const total = (key) => results.reduce((sum, result) => sum + result[key], 0);
const partsSkipped = results.filter((result) => result.status === 'skipped').length;
const skipped = total('skipped') + partsSkipped;
const anyFailed = results.some((result) => result.status === 'failed');
console.log(`  (${((Date.now() - runStarted) / 60_000).toFixed(1)} minutes)`);
console.log(`${total('passed')} passed, ${total('failed')} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(anyFailed ? 1 : 0);
