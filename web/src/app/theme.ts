import { type ThemeConfig, theme } from 'antd';

const brandToken = {
  colorPrimary: '#0b6e4f',
  borderRadius: 6,
  fontFamily: 'system-ui, "Segoe UI", Tahoma, sans-serif',
};

/** Stronger than Ant Design's defaults so placeholders and danger text meet WCAG AA contrast. */
const lightContrast = {
  // Ant Design's link blue (#1677ff) is 4.1:1 on white; these are 6.2:1 and more.
  colorLink: '#0958d9',
  colorLinkHover: '#003eb3',
  colorLinkActive: '#002c8c',
  colorTextPlaceholder: 'rgba(0, 0, 0, 0.56)',
  colorError: '#c41d1d',
  colorTextDescription: 'rgba(0, 0, 0, 0.6)',
};
const darkContrast = {
  /*
   * On the dark ground the brand green as text (selected menu item, active tab) is 3:1: a lighter
   * green reads at 8:1, and primary buttons carry dark text on it instead of white.
   */
  colorPrimary: '#4fbf94',
  colorLink: '#69b1ff',
  colorLinkHover: '#91caff',
  colorLinkActive: '#4096ff',
  colorTextPlaceholder: 'rgba(255, 255, 255, 0.55)',
  colorTextDescription: 'rgba(255, 255, 255, 0.65)',
};

/** Ant Design's theme in light or dark mode. */
export const themeConfig = (mode: 'light' | 'dark'): ThemeConfig => ({
  algorithm: mode === 'dark' ? theme.darkAlgorithm : theme.defaultAlgorithm,
  token: { ...brandToken, ...(mode === 'dark' ? darkContrast : lightContrast) },
  components: mode === 'dark' ? { Button: { primaryColor: '#0d1f17' } } : undefined,
});
