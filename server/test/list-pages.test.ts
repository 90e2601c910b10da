import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/test-app.ts';

/**
 * The server's side of server-rendered list pages (src/web/list-pages.ts): when it renders, what it
 * asks the API for and with whose token, how it writes the page, and that every failure gives the
 * plain page. The web app's real rendering is built into web/dist-server/ and exercised in the
 * browser tests (e2e/server-rendered-list.spec.ts); here a small module of the same shape stands in
 * for it and writes back what it was given.
 */
const page = [
  '<!doctype html>',
  '<html lang="en" dir="ltr">',
  '  <head>',
  '    <title>Aqar</title>',
  '    <script src="/assets/early-start-x.js"></script>',
  '    <link rel="stylesheet" href="/assets/index-a.css">',
  '  </head>',
  '  <body>',
  '    <div id="root"></div>',
  '  </body>',
  '</html>',
].join('\n');

const renderer = `
export const languages = ['en', 'ar'];
export const namespaces = ['common'];
export const cookieNames = { access: 'aqar_access_token', theme: 'aqar_theme', language: 'i18next' };
export const listPageRoutes = { '/stores': '/stores', '/broken': '/stores' };
export const firstPageUrl = (api) => api + '?page=0&pageSize=100';
export const isPlainListSearch = (search) => [...new URLSearchParams(search).keys()].every((key) => key === 'lng');
export const renderListPage = async ({ pathname, language, firstPage, translations }) => {
  if (pathname === '/broken') throw new Error('rendering failed');
  const names = firstPage.data.map((row) => row.name).join('|');
  return {
    html: '<p data-count="' + firstPage.count + '">' + translations(language, 'common').title + ': ' + names + '</p>',
    styles: '.css-var{--x:1}',
    lang: language === 'ar' ? 'ar' : 'en-GB',
    dir: language === 'ar' ? 'rtl' : 'ltr',
  };
};
`;

let folder: string;
let t: TestApp;
let token: string;

const get = (url: string, cookies: Record<string, string> = {}) =>
  t.app.inject({
    url,
    cookies,
  });

beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), 'aqar-list-pages-'));
  mkdirSync(join(folder, 'web', 'locales', 'en'), { recursive: true });
  mkdirSync(join(folder, 'web', 'locales', 'ar'), { recursive: true });
  writeFileSync(join(folder, 'web', 'index.html'), page);
  writeFileSync(
    join(folder, 'web', 'server-page.json'),
    JSON.stringify({ styles: ['/assets/antd-b.css', '/assets/signed-in-c.css', '/assets/index-a.css'] }),
  );
  writeFileSync(join(folder, 'web', 'locales', 'en', 'common.json'), '{"title":"Stores"}');
  writeFileSync(join(folder, 'web', 'locales', 'ar', 'common.json'), '{"title":"المستودعات"}');
  writeFileSync(join(folder, 'render-list-page.mjs'), renderer);
  t = await createTestApp({
    webDist: join(folder, 'web'),
    listPageRenderer: join(folder, 'render-list-page.mjs'),
  });
  token = await t.signIn();
  for (const name of ['North </script><script>alert(1)</script>', 'South & "East"']) {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/v1/stores',
      headers: { authorization: `Bearer ${token}` },
      payload: { name },
    });
    expect(created.statusCode).toBe(201);
  }
});
afterAll(async () => {
  await t?.close();
  rmSync(folder, { recursive: true, force: true });
});

describe('server-rendered list pages', () => {
  it("renders a signed-in reader's first page with the API's answer, its sheets and its data", async () => {
    const response = await get('/stores', { aqar_access_token: token });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers.vary).toBe('Cookie');
    const html = response.body;
    const list = await t.app.inject({
      url: '/api/v1/stores?page=0&pageSize=100',
      headers: { authorization: `Bearer ${token}` },
    });
    const rows = list.json().data as { name: string }[];
    expect(html).toContain(
      `<p data-count="${list.json().count}">Stores: ${rows.map((row) => row.name).join('|')}</p>`,
    );
    expect(html).toContain('<div id="root" data-server-rendered="/stores"><p');
    expect(html).toContain('<html lang="en-GB" dir="ltr">');
    // Ant Design's sheet first, before the page's own; the signed-in sheet once, at the end of the head.
    expect(html.indexOf('id="antd-styles" href="/assets/antd-b.css"')).toBeLessThan(
      html.indexOf('/assets/early-start-x.js'),
    );
    expect(html).toContain('<link rel="stylesheet" href="/assets/signed-in-c.css">\n  </head>');
    expect(html.match(/index-a\.css/g)).toHaveLength(1);
    expect(html).toContain('<style id="aqar-server-styles">.css-var{--x:1}</style>');
    // The first page travels with the page for the app, and no record's text can end its script early.
    const data =
      /<script type="application\/json" id="aqar-first-page" data-url="\/stores\?page=0&amp;pageSize=100">(.*?)<\/script>/.exec(
        html,
      );
    expect(data).not.toBeNull();
    expect(data![1]).not.toContain('</script');
    expect(JSON.parse(data![1])).toEqual(list.json());
  });

  it('renders in the language of the query, else of the cookie the app keeps it in', async () => {
    const arabic = await get('/stores', { aqar_access_token: token, i18next: 'ar' });
    expect(arabic.body).toContain('<html lang="ar" dir="rtl">');
    expect(arabic.body).toContain('المستودعات: ');
    const asked = await get('/stores?lng=en', { aqar_access_token: token, i18next: 'ar' });
    expect(asked.body).toContain('Stores: ');
  });

  it('sends the plain page when there is nothing it should render', async () => {
    const plain = [
      await get('/stores'),
      await get('/stores', { aqar_access_token: 'not-a-token' }),
      await get('/stores', { aqar_access_token: token, aqar_theme: 'dark' }),
      await get('/stores?search=north', { aqar_access_token: token }),
      await get('/stores?number=1', { aqar_access_token: token }),
      await get('/reports/trial-balance', { aqar_access_token: token }),
      await get('/broken', { aqar_access_token: token }),
    ];
    for (const response of plain) {
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe(page);
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });
});
