import { extractStyle } from '@ant-design/static-style-extract';
import { ConfigProvider } from 'antd';
import { createElement as h } from 'react';
import { themeConfig } from '../src/app/theme.ts';

/**
 * The styles of every Ant Design component (a tag in each preset colour included), rendered once
 * at build time by @ant-design/static-style-extract under the app's light theme. The rules read the
 * theme's tokens from CSS variables, which Ant Design still writes at run time for the theme in use,
 * so one sheet serves the light and the dark theme; it holds the right-to-left rules too. A built
 * app has Ant Design generate no component styles of its own (zeroRuntime, src/app/providers.tsx).
 */
export const antdStyles = (): string => {
  const css = extractStyle((node) => h(ConfigProvider, { theme: themeConfig('light') }, node));
  if (css.includes('css-dev-only'))
    throw new Error('Ant Design styles must be built with NODE_ENV=production');
  // The extraction's own theme variables (scoped to its render's keys, which the app never uses):
  // the app writes its own.
  return css.replace(/(?<=^|\})\.css-var-[^{}]*\{[^{}]*\}/gm, '');
};
