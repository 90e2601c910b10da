import antdStylesUrl from 'virtual:antd-styles';

let sheet: Promise<void> | undefined;
let sheetFailed = false;

/**
 * Links the Ant Design styles built with the app, first in <head> where Ant Design would put the
 * styles it generates, so that the app's own sheets still come after them; the classic page links
 * them itself. Settles when the sheet has loaded or failed: a built app has Ant Design generate no
 * styles of its own (providers.tsx), so the signed-in app waits for it rather than showing its
 * first screen unstyled. Called as early as possible (boot.ts for a returning user, the signed-in
 * chunk otherwise).
 */
export const linkAntdStyles = (): Promise<void> => {
  if (!antdStylesUrl) return Promise.resolve();
  if (sheet) return sheet;
  let link = document.getElementById('antd-styles') as HTMLLinkElement | null;
  if (link?.sheet) {
    sheet = Promise.resolve();
    return sheet;
  }
  if (!link) {
    link = document.createElement('link');
    link.id = 'antd-styles';
    link.rel = 'stylesheet';
    link.href = antdStylesUrl;
    document.head.prepend(link);
  }
  const loading = link;
  sheet = new Promise<void>((resolve) => {
    loading.addEventListener('load', () => resolve(), { once: true });
    loading.addEventListener(
      'error',
      () => {
        sheetFailed = true;
        resolve();
      },
      { once: true },
    );
  });
  return sheet;
};

/**
 * Whether Ant Design's component styles come from the sheet built with the app. When it failed to
 * load, Ant Design generates them itself, as it does outside a build.
 */
export const builtAntdStyles = () => antdStylesUrl !== null && !sheetFailed;
