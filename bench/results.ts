import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism, cpus, loadavg, totalmem } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * bench/RESULTS.md holds one section per benchmark (parties, ledger, web), each between markers,
 * so a run of one benchmark replaces its own section and leaves the others as they were.
 */
const benchFolder = fileURLToPath(new URL('.', import.meta.url));
export const resultsFile = join(benchFolder, 'RESULTS.md');

const heading = [
  '# Benchmark results',
  '',
  'Written by `npm run bench` (bench/run.ts): each benchmark replaces its own section below.',
  '',
].join('\n');

/** A figure for the tables: grouped, at most `digits` decimals, 'n/a' when there is none. */
export const formatFigure = (value: number | null, digits = 0) =>
  value !== null && Number.isFinite(value)
    ? value.toLocaleString('en', { maximumFractionDigits: digits })
    : 'n/a';

/** The backends a benchmark runs on, from a comma-separated variable (default both). */
export const backendsFrom = (variable: string): ('pglite' | 'pg')[] => {
  const names = (process.env[variable] ?? 'pglite,pg').split(',').map((name) => name.trim());
  for (const name of names) {
    if (name !== 'pglite' && name !== 'pg')
      throw new Error(`Unknown backend ${name} in ${variable} (pglite or pg)`);
  }
  return names as ('pglite' | 'pg')[];
};

/** The machine and how busy it was: other work on it skews every figure. */
export const machineLine = (loadAtStart: number) =>
  `${availableParallelism()} cores (${cpus()[0]?.model.trim() ?? 'unknown CPU'}), ${formatFigure(totalmem() / 2 ** 30, 1)} GiB memory; Node.js ${process.version}; load average ${formatFigure(loadAtStart, 1)} at the start, ${formatFigure(loadavg()[0], 1)} at the end`;

export const writeResultsSection = (key: string, markdown: string) => {
  const start = `<!-- bench:${key} -->`;
  const end = `<!-- /bench:${key} -->`;
  const block = `${start}\n\n${markdown.trim()}\n\n${end}`;
  const previous = existsSync(resultsFile) ? readFileSync(resultsFile, 'utf8') : heading;
  const from = previous.indexOf(start);
  const to = previous.indexOf(end);
  const text =
    from >= 0 && to > from
      ? `${previous.slice(0, from)}${block}${previous.slice(to + end.length)}`
      : `${previous.trimEnd()}\n\n${block}\n`;
  writeFileSync(resultsFile, text);
  // The repository's formatter aligns the tables, so that `biome check .` stays clean.
  spawnSync(join(benchFolder, '..', 'node_modules', '.bin', 'biome'), ['format', '--write', resultsFile], {
    stdio: 'ignore',
  });
  console.log(`\n${markdown.trim()}\n\n[bench] section "${key}" written to ${resultsFile}`);
};
