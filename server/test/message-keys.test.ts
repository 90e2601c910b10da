import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/test-app.ts';

let t: TestApp;
let token: string;
const auth = () => ({ authorization: `Bearer ${token}` });

beforeAll(async () => {
  t = await createTestApp();
  token = await t.signIn();
});
afterAll(async () => t?.close());

/** A failure names its message by key and parameters, so that the web app can translate it. */
describe('failure bodies', () => {
  it('carry the key of a refused body', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/stores',
      headers: auth(),
      payload: { name: 42, type: 0 },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      message: 'Please correct the highlighted fields',
      key: 'correctHighlighted',
    });
  });

  it('carry the parameters of a message that names something', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/v1/stores/00000000-0000-4000-8000-000000000000',
      headers: auth(),
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ key: 'noRecordWithId', params: { entity: 'stores' } });
  });
});
