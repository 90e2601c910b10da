import { entities } from '@aqar/domain/registry';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/test-app.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

describe('platform', () => {
  it('reports health with the database up', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.database).toBe('up');
  });

  it('lists every resource route in the OpenAPI document', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const paths = Object.keys(response.json().paths);
    for (const definition of entities) {
      expect(paths).toContain(`/api/v1${definition.api}`);
      expect(paths).toContain(`/api/v1${definition.api}/{id}`);
      expect(paths).toContain(`/api/v1${definition.api}/bulk-delete`);
    }
    for (const path of [
      '/api/v1/auth/website-signin',
      '/api/v1/pagination/next-one',
      '/api/v1/audit',
      '/api/v1/accounts/leaves',
    ]) {
      expect(paths).toContain(path);
    }
    const storePost = response.json().paths['/api/v1/stores'].post;
    expect(JSON.stringify(storePost.requestBody)).toContain('warehouseman');
  });

  it('answers 503 when the database is gone', async () => {
    const other = await createTestApp();
    await other.db.close();
    const response = await other.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(503);
    await other.app.close();
  });
});
