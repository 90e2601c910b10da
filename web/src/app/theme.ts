import { type ThemeConfig, theme } from 'antd';

const brandToken = {
  colorPrimary: '#0b6e4f',
  borderRadius: 6,
  fontFamily: 'system-ui, "Segoe UI", Tahoma, sans-serif',
};

/** Stronger than Ant Design's defaults so placeholders and danger text meet WCAG AA contrast. */
const lightContrast = {
  colorTextPlaceholder: 'rgba(0, 0, 0, 0.56)',
  colorError: '#c41d1d',
  colorTextDescription: 'rgba(0, 0, 0, 0.6)',
};
const darkContrast = {
  colorTextPlaceholder: 'rgba(255, 255, 255, 0.55)',
  colorTextDescription: 'rgba(255, 255, 255, 0.65)',
};

/** Ant Design's theme in light or dark mode. */
export const themeConfig = (mode: 'light' | 'dark'): ThemeConfig => ({
  algorithm: mode === 'dark' ? theme.darkAlgorithm : theme.defaultAlgorithm,
  token: { ...brandToken, ...(mode === 'dark' ? darkContrast : lightContrast) },
});
