import type { RegisteredEntity } from '@aqar/domain/records';
import { Alert, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ListScreen, type ListScreenProps } from '../ui/list/list-screen.tsx';
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

/**
 * The list of one pattern's documents (`?code=`): the pattern chooser beside Add, and a prompt
 * instead of Add while no known pattern is chosen.
 */
export const PatternDocumentList = ({
  definition,
  code,
  patterns,
  pattern,
  label,
  loading,
  form,
  hiddenFields,
}: {
  definition: RegisteredEntity;
  code: string | undefined;
  patterns: Pattern[];
  pattern: Pattern | undefined;
  label: string | undefined;
  loading: boolean;
  form: ListScreenProps['form'];
  hiddenFields?: readonly string[];
}) => {
  const { t } = useTranslation('accounting');
  return (
    <>
      {!loading && !pattern && (
        <Alert
          className="pattern-alert no-print"
          type="info"
          showIcon
          title={code ? t('patterns.unknown', { code }) : t('patterns.choosePrompt')}
        />
      )}
      <ListScreen
        key={code ?? ''}
        definition={definition}
        title={label || undefined}
        canAdd={!!pattern}
        toolbar={<PatternChooser patterns={patterns} code={pattern ? code : undefined} />}
        form={form}
        hiddenFields={hiddenFields}
      />
    </>
  );
};
