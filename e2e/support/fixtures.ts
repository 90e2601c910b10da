import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, test as base, expect, type Locator, type Page } from '@playwright/test';

/** The demo administrator seeded on first start (server/src/seed/demo-credentials.ts). */
export const demo = { email: 'admin@aqar.demo', password: 'aqar-demo-2026' };

/** Fills the sign-in screen's form with the demo user's email and `password`, and sends it. */
export const submitSignIn = async (page: Page, password = demo.password) => {
  await page.getByLabel('Email').fill(demo.email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByTestId('login-submit').click();
};

interface SignIn {
  user: Record<string, unknown>;
  accessToken: string;
  refreshToken: string;
}

/** Opens the app in `language` from the next page on (Arabic: right to left). */
export const openIn = async (page: Page, language: string) => {
  if (language !== 'ar') return;
  await page.context().addCookies([{ name: 'i18next', value: 'ar', url: test.info().project.use.baseURL! }]);
  await page.addInitScript(() => localStorage.setItem('i18nextLng', 'ar'));
};

export const apiSignIn = async (request: APIRequestContext): Promise<SignIn> => {
  const response = await request.post('/api/v1/auth/website-signin', { data: demo });
  expect(response.ok()).toBeTruthy();
  return (await response.json()).data as SignIn;
};

/** A small API client for arranging data, authenticated as the demo administrator. */
export const apiClient = (request: APIRequestContext, token: string) => {
  const headers = { Authorization: `Bearer ${token}` };
  return {
    async create(base: string, body: Record<string, unknown>) {
      const response = await request.post(`/api/v1${base}`, { data: body, headers });
      expect(response.ok(), await response.text()).toBeTruthy();
      return (await response.json()).data as { id: string; number: number } & Record<string, unknown>;
    },
    /** The `data` of a GET that answers one object (a record by code, a summary). */
    async get<T = Record<string, unknown>>(path: string, query: Record<string, string | number> = {}) {
      const response = await request.get(`/api/v1${path}`, { params: query, headers });
      expect(response.ok(), await response.text()).toBeTruthy();
      return (await response.json()).data as T;
    },
    async list(base: string, query: Record<string, string | number> = {}) {
      const response = await request.get(`/api/v1${base}`, { params: query, headers });
      expect(response.ok()).toBeTruthy();
      return (await response.json()) as {
        data: Array<{ id: string; number: number } & Record<string, unknown>>;
        count: number;
      };
    },
  };
};

/**
 * Puts a signed-in session into the page the way the sign-in screen does: the browser context
 * signs in, so it holds the server's HttpOnly session cookies, and the page keeps the user.
 */
export const signInPage = async (page: Page, _request: APIRequestContext, language = 'en') => {
  const session = await apiSignIn(page.context().request);
  const baseURL = test.info().project.use.baseURL!;
  await page.context().addCookies([{ name: 'i18next', value: language, url: baseURL }]);
  await page.addInitScript((user) => {
    if (!localStorage.getItem('aqar.user')) localStorage.setItem('aqar.user', user);
  }, JSON.stringify(session.user));
  return session;
};

export const test = base.extend<{ api: ReturnType<typeof apiClient>; signedIn: SignIn }>({
  signedIn: async ({ page, request }, use) => {
    await use(await signInPage(page, request));
  },
  api: async ({ request, signedIn }, use) => {
    await use(apiClient(request, signedIn.accessToken));
  },
});

export { expect };

/** A name no other test run uses. */
export const unique = (prefix: string) =>
  `${prefix} ${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

export const recordForm = (page: Page, testId = 'record-form') => page.getByTestId(testId);

export const fieldInput = (page: Page, field: string, testId = 'record-form') =>
  page.getByTestId(testId).locator(`[data-field="${field}"] input, [data-field="${field}"] textarea`).first();

/** Opens a reference picker, searches and picks the first option containing `text` (retyping if slow). */
export const pick = async (page: Page, combobox: Locator, search: string, text: string | RegExp) => {
  const option = page
    .locator('.ant-select-dropdown:visible .ant-select-item-option')
    .filter({ hasText: text })
    .first();
  for (let attempt = 0; attempt < 3; attempt++) {
    await combobox.click();
    await combobox.fill('');
    await combobox.pressSequentially(search, { delay: 30 });
    try {
      await option.waitFor({ state: 'visible', timeout: 8000 });
      break;
    } catch {
      await page.keyboard.press('Escape');
    }
  }
  await option.click();
};

/** Serious or critical WCAG 2.1 A/AA violations on the page, or inside `include`, by rule and element. */
export const seriousViolations = async (page: Page, include?: string) => {
  const builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']);
  const results = await (include ? builder.include(include) : builder).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      id: violation.id,
      targets: violation.nodes.map((node) => node.target.join(' ')),
    }));
};
