import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/test-app.ts';

// A built web app in miniature: its page, a content-named script with its compressed twins, and a
// translation file with the translations' version.
const page = '<!doctype html><title>Aqar</title><script type="module" src="/assets/app.js"></script>';
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
  writeFileSync(join(folder, 'locales', 'version.txt'), 'v1Ab\n');
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

  it('has the page, and translations asked for without the current version, checked on every load', async () => {
    for (const url of ['/', '/stores', '/locales/en/common.json', '/locales/en/common.json?v=v0Old']) {
      const response = await t.app.inject({ url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control'], url).toBe('no-cache');
    }
    expect((await t.app.inject({ url: '/stores' })).body).toBe(page);
  });

  it('lets browsers keep translations asked for with the current version for good', async () => {
    const response = await t.app.inject({ url: '/locales/en/common.json?v=v1Ab' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.json()).toEqual({ appName: 'Aqar' });
  });

  it('sends the one page to every reader, signed in or not', async () => {
    for (const url of ['/', '/stores', '/reports/trial-balance?lng=ar']) {
      const returning = await t.app.inject({ url, cookies: { aqar_session: '1800000000' } });
      expect(returning.statusCode, url).toBe(200);
      expect(returning.body, url).toBe(page);
      expect(returning.headers['cache-control'], url).toBe('no-cache');
    }
  });
});
