import { MoonOutlined, SunOutlined } from '@ant-design/icons';
import { Button, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { themeMode, useThemeMode } from './theme-mode.ts';

export const ThemeToggle = () => {
  const { t } = useTranslation();
  const mode = useThemeMode();
  const label = mode === 'dark' ? t('topBar.lightTheme') : t('topBar.darkTheme');
  return (
    <Tooltip title={label}>
      <Button
        type="text"
        aria-label={label}
        aria-pressed={mode === 'dark'}
        data-testid="theme-toggle"
        icon={mode === 'dark' ? <SunOutlined aria-hidden /> : <MoonOutlined aria-hidden />}
        onClick={themeMode.toggle}
      />
    </Tooltip>
  );
};
