import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/test-app.ts';

// A built web app in miniature: the page, a content-named script with its compressed twins, and a
// translation file.
const page = '<!doctype html><title>Aqar</title>';
const script = `export const answer = ${'42 + '.repeat(400)}0;`;
let folder: string;
let t: TestApp;

beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), 'aqar-web-'));
  mkdirSync(join(folder, 'assets'));
  mkdirSync(join(folder, 'locales', 'en'), { recursive: true });
  writeFileSync(join(folder, 'index.html'), page);
  writeFileSync(join(folder, 'assets', 'app-Ab12Cd.js'), script);
  writeFileSync(join(folder, 'assets', 'app-Ab12Cd.js.br'), brotliCompressSync(script));
  writeFileSync(join(folder, 'assets', 'app-Ab12Cd.js.gz'), gzipSync(script));
  writeFileSync(join(folder, 'locales', 'en', 'common.json'), '{"appName":"Aqar"}');
  t = await createTestApp({ webDist: folder });
});
afterAll(async () => {
  await t?.close();
  rmSync(folder, { recursive: true, force: true });
});

describe('web files', () => {
  it('lets browsers keep content-named scripts for good, compressed as they accept', async () => {
    const brotli = await t.app.inject({
      url: '/assets/app-Ab12Cd.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(brotli.statusCode).toBe(200);
    expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.rawPayload.length).toBeLessThan(script.length);

    const gzip = await t.app.inject({ url: '/assets/app-Ab12Cd.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');

    const plain = await t.app.inject({
      url: '/assets/app-Ab12Cd.js',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('has the page and the translations checked on every load', async () => {
    for (const url of ['/', '/stores', '/locales/en/common.json']) {
      const response = await t.app.inject({ url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control'], url).toBe('no-cache');
    }
    expect((await t.app.inject({ url: '/stores' })).body).toBe(page);
  });
});
