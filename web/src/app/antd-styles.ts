import antdStylesUrl from 'virtual:antd-styles';

/**
 * Links the Ant Design styles built with the app, first in <head> where Ant Design would put the
 * styles it generates, so that the app's own sheets still come after them. Ant Design reads the
 * sheet's map of what it holds once, at its first component, and skips generating those styles:
 * called as early as possible (boot.ts for a returning user, the signed-in chunk otherwise).
 */
export const linkAntdStyles = () => {
  if (!antdStylesUrl || document.getElementById('antd-styles')) return;
  const link = document.createElement('link');
  link.id = 'antd-styles';
  link.rel = 'stylesheet';
  link.href = antdStylesUrl;
  document.head.prepend(link);
};
