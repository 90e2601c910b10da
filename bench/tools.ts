import { mkdirSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  type CreateWithColorBody,
  defaultColors,
  kindsOfBuilding,
  gridShape,
  paintedCell,
  groupOfKind,
} from '../domain/src/entities/realty/property-values.ts';
import { openBenchDatabase } from './bench-database.ts';
import { backendsFrom, formatFigure, machineLine, writeResultsSection } from './results.ts';
import { signInDemo, startServer, stopServer } from './server-process.ts';

/**
 * The building tools screen's save (domain-reference §7): a building of 40 floors × 10
 * apartments, 20 shops and 2 floors × 50 parking spaces (520 units) painted with three colours and
 * saved with `POST /property-values/create-with-color`, through the real server over HTTP, on
 * PGlite and on a throwaway PostgreSQL server. Printed, never asserted.
 *
 *   BENCH_PARTS=tools npm run bench
 *   BENCH_PARTS=tools BENCH_TOOLS_RUNS=3 BENCH_BACKENDS=pg npm run bench
 */
const runs = Number(process.env.BENCH_TOOLS_RUNS ?? 5);
const backends = backendsFrom('BENCH_BACKENDS');
if (!Number.isInteger(runs) || runs < 1) throw new Error('BENCH_TOOLS_RUNS must be a positive integer');

const benchFolder = fileURLToPath(new URL('.', import.meta.url));
const workFolder = join(benchFolder, '.work');
const log = (message: string) => console.log(`[bench] ${message}`);

const counts = { apartmentFloor: 40, apartmentCount: 10, shopCount: 20, parkingFloor: 2, parkingCount: 50 };
const rowsOf = (colors: number) =>
  defaultColors.slice(0, colors).map((hex, index) => ({
    hex,
    description: `Template ${index + 1}`,
    area: 80 + index * 25,
    areaUnit: 2,
    view: index % 2 === 0 ? 'Sea' : 'City',
    propertyType: 0,
  }));

/** Every cell of the building painted: apartments by floor in three colours, the rest in one. */
const paintAll = (buildingId: string): CreateWithColorBody => {
  const propertyValues = rowsOf(3);
  const body: CreateWithColorBody = {
    propertyValues,
    mainBuildingId: buildingId,
    apartments: [],
    shops: [],
    parkings: [],
  };
  for (const kind of kindsOfBuilding(counts)) {
    const { rows, columns } = gridShape(counts, kind);
    for (let x = 0; x < rows; x += 1)
      for (let y = 0; y < columns; y += 1) {
        const rowIndex = kind === 'apartment' ? x % 3 : kind === 'shop' ? 1 : 2;
        const cell = paintedCell(kind, x, y, { rowIndex, hex: propertyValues[rowIndex].hex });
        (body[groupOfKind(kind)] as unknown[]).push(cell);
      }
  }
  return body;
};

interface Timing {
  scenario: string;
  what: string;
  ms: number[];
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

const timed = async (work: () => Promise<Response>) => {
  const started = performance.now();
  const response = await work();
  const text = await response.text();
  const ms = performance.now() - started;
  if (!response.ok) throw new Error(`${response.status} ${text.slice(0, 500)}`);
  return { ms, body: JSON.parse(text) as Record<string, unknown> };
};

const benchBackend = async (backend: 'pglite' | 'pg') => {
  const database = await openBenchDatabase(backend, {
    workFolder,
    name: 'aqar_bench_tools',
    sharedBuffers: '1GB',
  });
  const { db, version, serverEnv } = database;
  try {
    await db.close();
    const { child, base } = await startServer(serverEnv);
    try {
      const { accessToken } = await signInDemo(base);
      const headers = { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' };
      const post = (path: string, body: unknown) =>
        fetch(`${base}/api/v1${path}`, { method: 'POST', headers, body: JSON.stringify(body) });
      const firstRowCells = paintAll('').apartments.filter((cell) => cell.rowIndex === 0).length;
      const timings: Timing[] = [
        { scenario: 'first save', what: '520 new units and cost centers, 3 rows', ms: [] },
        { scenario: 'repaint', what: `one row edited: its ${firstRowCells} units updated`, ms: [] },
        { scenario: 'rename floor', what: '10 units and their cost centers renamed', ms: [] },
        { scenario: 'save unchanged', what: 'nothing to write', ms: [] },
        { scenario: 'load', what: 'GET find-with-color, 520 cells', ms: [] },
        { scenario: 'remove all', what: '520 units and their cost centers deleted', ms: [] },
      ];
      const record = (scenario: string, ms: number) =>
        timings.find((t) => t.scenario === scenario)!.ms.push(ms);
      // One building first, unmeasured: the server's plans and code paths warm.
      for (let run = 0; run <= runs; run += 1) {
        const building = await timed(() => post('/buildings', { name: `Bench Tower ${run}`, ...counts }));
        const id = (building.body.data as { id: string }).id;
        const body = paintAll(id);
        const first = await timed(() => post('/property-values/create-with-color', body));
        const created = (first.body.apartments as unknown[]).length;
        if (created !== 400) throw new Error(`Expected 400 apartments, got ${created}`);
        body.propertyValues[0].description = `Template 1, edited ${run}`;
        const repaint = await timed(() => post('/property-values/create-with-color', body));
        for (const cell of body.apartments.slice(0, 10))
          (cell as { apartmentNo: string }).apartmentNo = `R-${cell.apartmentNo}`;
        const rename = await timed(() => post('/property-values/create-with-color', body));
        const unchanged = await timed(() => post('/property-values/create-with-color', body));
        const load = await timed(() =>
          fetch(`${base}/api/v1/property-values/find-with-color/${id}`, { headers }),
        );
        const removed = await timed(() =>
          post('/property-values/create-with-color', { ...body, apartments: [], shops: [], parkings: [] }),
        );
        if (run === 0) continue;
        record('first save', first.ms);
        record('repaint', repaint.ms);
        record('rename floor', rename.ms);
        record('save unchanged', unchanged.ms);
        record('load', load.ms);
        record('remove all', removed.ms);
        log(
          `${backend}: run ${run}: first save ${first.ms.toFixed(0)} ms, repaint ${repaint.ms.toFixed(0)} ms`,
        );
      }
      return { backend, version, timings };
    } finally {
      await stopServer(child);
    }
  } finally {
    await database.dispose();
  }
};

const loadAtStart = loadavg()[0];
mkdirSync(workFolder, { recursive: true });
const results = [];
for (const backend of backends) results.push(await benchBackend(backend));

const lines = [
  `## Building tools screen: create-with-color save (bench/tools.ts), ${new Date().toISOString()}`,
  '',
  `- Machine: ${machineLine(loadAtStart)}`,
  `- Building: ${counts.apartmentFloor} floors × ${counts.apartmentCount} apartments, ${counts.shopCount} shops, ${counts.parkingFloor} floors × ${counts.parkingCount} parking (520 units), painted with 3 colours; on top of the demo company`,
  `- Each figure: one request through the real server over HTTP (its own process, log level warn), timed by the client; ${runs} buildings after one warm-up, one after the other`,
  '- Command: `BENCH_PARTS=tools npm run bench`',
  '',
  '| backend | scenario | what | median ms | min ms | max ms |',
  '| --- | --- | --- | ---: | ---: | ---: |',
];
for (const result of results)
  for (const timing of result.timings)
    lines.push(
      `| ${result.backend} | ${timing.scenario} | ${timing.what} | ${formatFigure(median(timing.ms))} | ${formatFigure(Math.min(...timing.ms))} | ${formatFigure(Math.max(...timing.ms))} |`,
    );
lines.push('', '| backend | version |', '| --- | --- |');
for (const result of results) lines.push(`| ${result.backend} | ${result.version} |`);
lines.push(
  '',
  'PostgreSQL: a throwaway cluster on the same machine, default settings except shared_buffers=1GB, fsync on.',
  'Aims (issue 18): the 520-unit save under 1 s on the PostgreSQL server, under 3 s on PGlite.',
  'With a load average above the two cores, every figure includes time spent waiting for a CPU: the minimum is then nearer what an idle machine gives than the median.',
  '',
);
writeResultsSection('tools-save', lines.join('\n'));
