import antdStylesUrl from 'virtual:antd-styles';

let sheet: Promise<void> | undefined;
let sheetFailed = false;

/**
 * Links the Ant Design styles built with the app (build/antd-styles.ts), first in <head> where Ant
 * Design would put the styles it generates, so that the app's own sheets come after them. Settles
 * when the sheet has loaded or failed: a built app has Ant Design generate no component styles
 * (providers.tsx), so the signed-in app waits for it rather than show its first screen unstyled.
 * Called as early as possible: main.tsx for a returning user, the signed-in route after signing in.
 */
export const linkAntdStyles = (): Promise<void> => {
  if (!antdStylesUrl) return Promise.resolve();
  if (sheet) return sheet;
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = antdStylesUrl;
  sheet = new Promise<void>((resolve) => {
    link.addEventListener('load', () => resolve(), { once: true });
    link.addEventListener(
      'error',
      () => {
        sheetFailed = true;
        resolve();
      },
      { once: true },
    );
  });
  document.head.prepend(link);
  return sheet;
};

/**
 * Whether Ant Design's component styles come from the sheet built with the app. When it failed to
 * load, Ant Design generates them itself, as it does outside a build.
 */
export const builtAntdStyles = () => antdStylesUrl !== null && !sheetFailed;
