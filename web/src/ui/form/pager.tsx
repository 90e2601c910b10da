import {
  LeftOutlined,
  PlusOutlined,
  RightOutlined,
  StepBackwardOutlined,
  StepForwardOutlined,
} from '@ant-design/icons';
import { Button, Input, Space, Tag, Tooltip } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../format.ts';
import type { RecordFormController } from './use-record-form.ts';

/**
 * First, previous, number box (digits only; Enter jumps), next, last, total, add new. A 'New'
 * badge stands where the number box is when the record is past the last one.
 */
export const Pager = ({ controller }: { controller: RecordFormController }) => {
  const { t } = useTranslation();
  const { number, isNew, go, jump, addNew, count } = controller;
  const [typed, setTyped] = useState(String(number));
  useEffect(() => setTyped(String(number)), [number]);

  const button = (label: string, icon: React.ReactNode, onClick: () => void, testId: string) => (
    <Tooltip title={label}>
      <Button aria-label={label} icon={icon} onClick={onClick} data-testid={testId} />
    </Tooltip>
  );

  return (
    <Space.Compact className="pager" data-testid="pager">
      {button(
        t('pager.first'),
        <StepBackwardOutlined className="flip-rtl" aria-hidden />,
        () => void go('first'),
        'pager-first',
      )}
      {button(
        t('pager.previous'),
        <LeftOutlined className="flip-rtl" aria-hidden />,
        () => void go('previous'),
        'pager-previous',
      )}
      {isNew ? (
        <span className="pager__new" data-testid="pager-new">
          {/* Green 8, not the preset green: white text on it keeps the AA contrast (axe). */}
          <Tag color="#237804" variant="solid">
            {t('pager.new')}
          </Tag>
          <span className="pager__number">{number}</span>
        </span>
      ) : (
        <Input
          className="pager__input"
          aria-label={t('pager.number')}
          data-testid="pager-number"
          inputMode="numeric"
          value={typed}
          onChange={(event) => setTyped(event.target.value.replace(/\D/g, ''))}
          onPressEnter={() => void jump(Number(typed))}
        />
      )}
      {button(
        t('pager.next'),
        <RightOutlined className="flip-rtl" aria-hidden />,
        () => void go('next'),
        'pager-next',
      )}
      {button(
        t('pager.last'),
        <StepForwardOutlined className="flip-rtl" aria-hidden />,
        () => void go('last'),
        'pager-last',
      )}
      <span className="pager__total" data-testid="pager-total">
        {count === undefined ? '' : t('pager.total', { count, formatted: formatNumber(count) })}
      </span>
      <Tooltip title={t('actions.addNew')}>
        <Button
          aria-label={t('actions.addNew')}
          icon={<PlusOutlined aria-hidden />}
          onClick={() => void addNew()}
          data-testid="pager-add"
        />
      </Tooltip>
    </Space.Compact>
  );
};
