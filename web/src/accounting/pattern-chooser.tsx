import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { type Pattern, patternLabel } from './patterns.ts';

/** Picks the pattern whose documents the list shows (`?code=`). */
export const PatternChooser = ({ patterns, code }: { patterns: Pattern[]; code?: string }) => {
  const { t, i18n } = useTranslation('accounting');
  const [, setParams] = useSearchParams();
  return (
    <Select
      className="pattern-chooser"
      aria-label={t('patterns.choose')}
      placeholder={t('patterns.choose')}
      value={code}
      style={{ minWidth: 220 }}
      data-testid="pattern-chooser"
      onChange={(value: string) => setParams(new URLSearchParams({ code: value }))}
      options={patterns.map((p) => ({
        value: String(p.code),
        label: `${p.code} - ${patternLabel(p, i18n.language)}`,
      }))}
    />
  );
};
