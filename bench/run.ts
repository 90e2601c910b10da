import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * `npm run bench`: every benchmark, one after the other (each wants the machine to itself), each
 * writing its own section of bench/RESULTS.md. BENCH_PARTS picks some of them.
 *
 *   parties  1,000,000 parties: searched list page and parallel creates (bench/parties.ts)
 *   ledger   1,000,000 entry lines: reports, posting, ledger and hledger (bench/ledger.ts)
 *   web      shipped JavaScript and CSS, and a 100-row list interactive in Chromium (bench/web.ts)
 *   tools    the building tools screen's save of 520 painted units (bench/tools.ts)
 *   tools-screen  that screen in Chromium: load to interactive, painting a floor (bench/tools-screen.ts)
 *   installments  a 120-cheque installment plan's save, and Generate in the popup (bench/installments.ts)
 *   cheque-desk  100,000 cheques: the desk's first page with totals, bulk collection of 500 (bench/cheque-desk.ts)
 *   stores   1,000,000 store movements: item activity of one material, ending inventory of one store (bench/stores.ts)
 */
const parts = [
  'parties',
  'ledger',
  'web',
  'tools',
  'tools-screen',
  'installments',
  'cheque-desk',
  'stores',
] as const;
const chosen = (process.env.BENCH_PARTS ?? parts.join(','))
  .split(',')
  .map((part) => part.trim())
  .filter(Boolean);
for (const part of chosen) {
  if (!(parts as readonly string[]).includes(part))
    throw new Error(`Unknown benchmark ${part} (BENCH_PARTS takes ${parts.join(', ')})`);
}

const benchFolder = fileURLToPath(new URL('.', import.meta.url));
const failed: string[] = [];
for (const part of chosen) {
  console.log(`\n[bench] ${part}`);
  const run = spawnSync(process.execPath, ['--import', 'tsx', join(benchFolder, `${part}.ts`)], {
    stdio: 'inherit',
  });
  if (run.status !== 0) failed.push(part);
}
if (failed.length > 0) {
  console.error(`[bench] failed: ${failed.join(', ')}`);
  process.exit(1);
}
