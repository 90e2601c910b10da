import type { BulkCollectAnswer } from '@aqar/domain/accounting/cheque-desk';
import { useMutation } from '@tanstack/react-query';
import { Alert, DatePicker, Modal, Progress } from 'antd';
import dayjs from 'dayjs';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/http.ts';
import type { EntityRow } from '../../api/resource-client.ts';
import { dateFormat } from '../../ui/format.ts';
import { validationMessage } from '../../ui/labels.ts';
import { testIdProps } from '../../ui/test-id.ts';
import { userToday } from '../../ui/format.ts';
import { bulkCollect } from './desk-api.ts';
import { chequeNumberOf } from './desk-columns.tsx';

/** Past this many cheques the dialog shows the collection's progress, not only a busy button. */
export const progressAbove = 50;
/** About what one cheque's collection takes on the server, for the progress bar's pace. */
const expectedMsPerCheque = 4;

/**
 * How far along a collection of `count` cheques probably is after `elapsedMs`: the server answers
 * once, all or nothing, so the bar follows the expected pace and waits at 95 until the answer.
 */
export const progressPercent = (elapsedMs: number, count: number) =>
  Math.min(95, Math.round((elapsedMs / Math.max(1, count * expectedMsPerCheque + 300)) * 100));

const useElapsed = (running: boolean) => {
  const [elapsed, setElapsed] = useState(0);
  useEffect(() => {
    if (!running) return;
    const started = performance.now();
    setElapsed(0);
    const timer = setInterval(() => setElapsed(performance.now() - started), 100);
    return () => clearInterval(timer);
  }, [running]);
  return elapsed;
};

/**
 * The confirmation of a bulk collection: the cheques and their total, the collection date (today
 * by default), then one request that collects them all or none. A refusal lists each cheque that
 * stopped it and why, and nothing was written.
 */
export const CollectDialog = ({
  cheques,
  totalText,
  onClose,
  onCollected,
}: {
  cheques: EntityRow[];
  totalText: string;
  onClose: () => void;
  onCollected: (answer: BulkCollectAnswer, date: string) => void;
}) => {
  const { t } = useTranslation('accounting');
  const { t: common } = useTranslation();
  const [date, setDate] = useState(userToday);
  const collect = useMutation({
    mutationFn: () => bulkCollect({ chequeIds: cheques.map((row) => row.id), date, today: userToday() }),
    onSuccess: (answer) => onCollected(answer, date),
  });
  const elapsed = useElapsed(collect.isPending);
  const error = collect.error;
  // The refusal names cheques by their place in the request: shown by their numbers.
  const refused =
    error instanceof ApiError
      ? Object.entries(error.fieldCodes).flatMap(([path, code]) => {
          const index = /^chequeIds\.(\d+)$/.exec(path)?.[1];
          const row = index === undefined ? undefined : cheques[Number(index)];
          return row
            ? [{ id: row.id, number: chequeNumberOf(row), reason: validationMessage(common, code) }]
            : [];
        })
      : [];

  return (
    <Modal
      open
      title={t('desk.confirmTitle')}
      okText={t('desk.collectNow')}
      cancelText={common('actions.cancel')}
      onOk={() => collect.mutate()}
      onCancel={() => !collect.isPending && onClose()}
      okButtonProps={{ loading: collect.isPending, disabled: !date, ...testIdProps('desk-collect-confirm') }}
      cancelButtonProps={{ disabled: collect.isPending }}
      closable={!collect.isPending}
      mask={{ closable: !collect.isPending }}
    >
      <div data-testid="desk-collect-dialog">
        <p className="desk-collect__summary" data-testid="desk-collect-summary">
          {t('desk.confirmSummary', { count: cheques.length, amount: totalText })}
        </p>
        <div className="desk-collect__date">
          <label htmlFor="desk-collect-date">{t('desk.collectionDate')}</label>
          <DatePicker
            id="desk-collect-date"
            format={dateFormat}
            allowClear={false}
            value={dayjs(date)}
            disabled={collect.isPending}
            onChange={(value) => value && setDate(value.format('YYYY-MM-DD'))}
            data-testid="desk-collect-date"
          />
        </div>
        <p className="desk-collect__note">{t('desk.confirmNote')}</p>
        {collect.isPending && cheques.length > progressAbove && (
          <div className="desk-collect__progress" role="status" data-testid="desk-collect-progress">
            <span>{t('desk.collecting', { count: cheques.length })}</span>
            <Progress percent={progressPercent(elapsed, cheques.length)} status="active" />
          </div>
        )}
        {error && (
          <Alert
            type="error"
            showIcon
            title={refused.length > 0 ? t('desk.refused') : error.message}
            description={
              refused.length > 0 ? (
                <ul className="desk-collect__refused" data-testid="desk-collect-refused">
                  {refused.map((item) => (
                    <li key={item.id}>
                      <strong>{item.number}</strong>: {item.reason}
                    </li>
                  ))}
                </ul>
              ) : undefined
            }
          />
        )}
      </div>
    </Modal>
  );
};
