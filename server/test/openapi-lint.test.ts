import { createConfig, lintFromString } from '@redocly/openapi-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { moduleOperations } from '../src/http/module-operations.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

interface Answer {
  $ref?: string;
  content?: Record<string, { schema?: unknown }>;
}

interface Operation {
  operationId?: string;
  summary?: string;
  security?: unknown[];
  responses: Record<string, Answer>;
}

interface Document {
  paths: Record<string, Record<string, Operation>>;
  components: { responses?: Record<string, Answer>; schemas: Record<string, { properties: object }> };
}

/** An answer, or the shared one it refers to (`#/components/responses/NotFound`). */
const resolved = (doc: Document, answer: Answer | undefined) =>
  answer?.$ref ? doc.components.responses?.[answer.$ref.replace('#/components/responses/', '')] : answer;

const documentOf = async () => {
  const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
  expect(response.statusCode).toBe(200);
  return {
    text: response.body,
    doc: response.json() as Document,
  };
};

describe('the OpenAPI document', () => {
  it('has no error under redocly’s recommended rules', async () => {
    const { text } = await documentOf();
    const config = await createConfig({ extends: ['recommended'] });
    const problems = await lintFromString({ source: text, absoluteRef: 'openapi.json', config });
    const errors = problems
      .filter((problem) => problem.severity === 'error')
      .map((problem) => `${problem.ruleId}: ${problem.message} at ${problem.location[0]?.pointer}`);
    expect(errors).toEqual([]);
  });

  it('names every operation once and documents its success and its failures', async () => {
    const { doc } = await documentOf();
    const operations = Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({ at: `${method} ${path}`, ...operation })),
    );
    expect(operations.length).toBeGreaterThan(300);
    const ids = operations.map((operation) => operation.operationId);
    expect(ids.filter((id) => !id)).toEqual([]);
    expect(new Set(ids).size).toBe(ids.length);
    // Signing in asks for no token; reading a record does.
    expect(doc.paths['/api/v1/auth/website-signin'].post.security).toEqual([]);
    expect(doc.paths['/api/v1/contracts/{id}'].get.security).toBeUndefined();
    // Each name kept for a module's route still names a route.
    const named = [...moduleOperations.values()].map((operation) => operation.operationId);
    expect(named.filter((id) => !ids.includes(id))).toEqual([]);
    for (const operation of operations) {
      expect(operation.summary, operation.at).toBeTruthy();
      const statuses = Object.keys(operation.responses);
      expect(
        statuses.some((status) => status.startsWith('2')),
        operation.at,
      ).toBe(true);
      // The health check's 503 is its own (it reports which part is down).
      const failures =
        operation.at === 'get /api/health' ? ['400', '404', '500'] : ['400', '401', '404', '500', '503'];
      for (const status of failures)
        expect(
          resolved(doc, operation.responses[status])?.content?.['application/json']?.schema,
          `${operation.at} ${status}`,
        ).toEqual({
          $ref: '#/components/schemas/ErrorBody',
        });
    }
  });

  it('describes a list page, a record and a report by their definitions', async () => {
    const { doc } = await documentOf();
    const schemaOf = (path: string, method: string, status: string) =>
      JSON.stringify(doc.paths[path][method].responses[status].content?.['application/json']?.schema);
    const list = schemaOf('/api/v1/cheques', 'get', '200');
    expect(list).toContain('#/components/schemas/ChequeRecord');
    expect(list).toContain('"count"');
    expect(schemaOf('/api/v1/contracts', 'post', '201')).toContain('#/components/schemas/ContractRecord');
    const components = doc.components.schemas;
    // A money field is exact decimal text, a reference a uuid with its label beside it, grids kept.
    const contract = components.ContractRecord.properties as Record<string, { type?: unknown }>;
    expect(contract.finalPrice?.type).toEqual(['string', 'null']);
    expect(contract.clientIdLabel?.type).toEqual(['string', 'null']);
    const report = schemaOf('/api/v1/reports/general-ledger', 'post', '200');
    for (const key of ['"columns"', '"rows"', '"totals"', '"count"', '"debit"', '"credit"'])
      expect(report).toContain(key);
    // OpenAPI 3.1: JSON Schema's null type, never 3.0's `nullable`.
    expect(JSON.stringify(doc)).not.toContain('"nullable"');
  });
});
