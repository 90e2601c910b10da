import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import openapiTS, { astToString } from 'openapi-typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/test-app.ts';

let t: TestApp;
let folder: string;

beforeAll(async () => {
  t = await createTestApp();
  folder = mkdtempSync(join(tmpdir(), 'aqar-openapi-client-'));
});
afterAll(async () => {
  rmSync(folder, { recursive: true, force: true });
  await t?.close();
});

/** The repository's own compiler (its native `tsc`), as the repository's typecheck runs it. */
const tsc = fileURLToPath(new URL('../../node_modules/typescript/bin/tsc', import.meta.url));

/**
 * A client written against the generated types alone: it lists, creates and reads a contract and
 * a cheque, narrowing each answer on `success` to the record or the error body. The
 * `@ts-expect-error` lines fail the compile when the types say less than they should (an answer
 * typed `unknown` or `any` accepts them).
 */
const program = `import type { components, paths } from './api';

type Failure = components['schemas']['ErrorBody'];
type ContractPage = paths['/api/v1/contracts']['get']['responses'][200]['content']['application/json'];
type NewContract = paths['/api/v1/contracts']['post']['requestBody']['content']['application/json'];
type SavedContract = paths['/api/v1/contracts']['post']['responses'][201]['content']['application/json'];
type ReadContract = paths['/api/v1/contracts/{id}']['get']['responses'][200]['content']['application/json'];
type ChequePage = paths['/api/v1/cheques']['get']['responses'][200]['content']['application/json'];
type NewCheque = paths['/api/v1/cheques']['post']['requestBody']['content']['application/json'];
type SavedCheque = paths['/api/v1/cheques']['post']['responses'][201]['content']['application/json'];
type ReadCheque = paths['/api/v1/cheques/{id}']['get']['responses'][200]['content']['application/json'];

const send = async <Answer>(method: string, path: string, body?: unknown): Promise<Answer | Failure> => {
  const response = await fetch(\`http://localhost:3000\${path}\`, {
    method,
    headers: { 'content-type': 'application/json', authorization: 'Bearer token' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return (await response.json()) as Answer | Failure;
};

const refused = (failure: Failure): string =>
  [failure.message, ...Object.entries(failure.errors ?? {}).map(([field, message]) => \`\${field}: \${message}\`)].join('\\n');

export const contractAndCheque = async (
  patternId: string,
  chequePatternId: string,
  currencyId: string,
  clientId: string,
  buildingId: string,
  unitId: string,
) => {
  const contracts = await send<ContractPage>('GET', '/api/v1/contracts?pageSize=5');
  if (!contracts.success) return refused(contracts);
  const count: number | undefined = contracts.pages === undefined ? undefined : contracts.count;
  const firstNumber: number | null | undefined = contracts.data[0]?.number;

  const body: NewContract = {
    contractPatternId: patternId,
    clientId,
    buildingId,
    apartmentId: unitId,
    currencyId,
    issueDate: '2026-01-01',
    startDurationDate: '2026-01-01',
    contractDuration: 12,
    contractValue: '60000',
  };
  const saved = await send<SavedContract>('POST', '/api/v1/contracts', body);
  if (!saved.success) return refused(saved);
  const contractId: string = saved.data.id;
  const read = await send<ReadContract>('GET', \`/api/v1/contracts/\${contractId}\`);
  if (!read.success) return refused(read);
  const finalPrice: string | null | undefined = read.data.finalPrice;
  const tenant: string | null | undefined = read.data.clientIdLabel;
  // @ts-expect-error money is exact decimal text, never a number
  const wrongPrice: number = read.data.finalPrice;
  // @ts-expect-error the record's id is text
  const wrongId: number = read.data.id;

  const cheque: NewCheque = {
    chequePatternId,
    currencyId,
    date: '2026-01-01',
    amount: '5000',
    connectWith: 1,
    connectWithId: contractId,
  };
  const savedCheque = await send<SavedCheque>('POST', '/api/v1/cheques', cheque);
  if (!savedCheque.success) return refused(savedCheque);
  const readCheque = await send<ReadCheque>('GET', \`/api/v1/cheques/\${savedCheque.data.id}\`);
  if (!readCheque.success) return refused(readCheque);
  const amount: string | null | undefined = readCheque.data.amount;
  const cheques = await send<ChequePage>('GET', '/api/v1/cheques?pageSize=5');
  if (!cheques.success) return refused(cheques);
  const listed: string[] = cheques.data.map((row) => row.id);
  // @ts-expect-error a failure is not a page
  const wrongPage: ChequePage = { success: false, message: 'no' } satisfies Failure;
  return { count, firstNumber, finalPrice, tenant, wrongPrice, wrongId, amount, listed, wrongPage };
};
`;

describe('a client generated from the OpenAPI document', () => {
  it('types a program that lists, creates and reads a contract and a cheque', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const types = astToString(await openapiTS(response.json()));
    writeFileSync(join(folder, 'api.d.ts'), types);
    writeFileSync(join(folder, 'program.ts'), program);
    const args = [
      '--noEmit',
      '--strict',
      '--target',
      'es2022',
      '--lib',
      'es2022,dom',
      '--module',
      'preserve',
      '--moduleResolution',
      'bundler',
      '--types',
      '',
      join(folder, 'program.ts'),
    ];
    const run = await promisify(execFile)(tsc, args, { cwd: folder }).then(
      () => '',
      (error: { stdout?: string; stderr?: string }) => `${error.stdout ?? ''}${error.stderr ?? ''}`,
    );
    expect(run).toBe('');
    // Generating the client and compiling take about ten seconds on an idle machine.
  }, 90_000);
});
