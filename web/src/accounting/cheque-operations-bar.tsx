import { CheckOutlined } from '@ant-design/icons';
import { cheque } from '@aqar/domain/entities/accounting/cheque';
import {
  opCollection,
  opPartialCollection,
  opReturn,
} from '@aqar/domain/entities/accounting/cheque-operations';
import type { AnyRecord, RegisteredEntity } from '@aqar/domain/records';
import { useQueryClient } from '@tanstack/react-query';
import { optionLists } from '@aqar/domain/options';
import { App, Button, Space, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Envelope, http } from '../api/http.ts';
import type { EntityRow } from '../api/resource-client.ts';
import { textColorOn } from '../ui/fields/field-types.tsx';
import type { RecordFormController } from '../ui/form/use-record-form.ts';
import { optionLabelKey } from '../ui/labels.ts';
import { userToday } from '../ui/today.ts';
import { usePopupStack } from '../ui/popup-stack-context.ts';
import type { Pattern } from './patterns.ts';

type Kind = 'collection' | 'partial' | 'return';

const operations: {
  kind: Kind;
  definition: RegisteredEntity;
  label: string;
  flag: string;
  enabled: string;
}[] = [
  {
    kind: 'collection',
    definition: opCollection,
    label: 'collection',
    flag: 'collectionStatus',
    enabled: 'collection',
  },
  {
    kind: 'partial',
    definition: opPartialCollection,
    label: 'partialCollection',
    flag: 'partialCollectionStatus',
    enabled: 'partialCollection',
  },
  { kind: 'return', definition: opReturn, label: 'return', flag: 'returnStatus', enabled: 'returnable' },
];

/** The read-only running totals a new partial collection shows from the defaults; the server stamps them. */
const figures = ['totalValue', 'totalSumPrev', 'totalSum', 'rest'];

/**
 * The operation bar under a saved cheque (domain-reference 2.20): collection, partial collection
 * and return, each opening its popup over the cheque (spec: popups stack). A new operation starts
 * from the defaults the server computes from the cheque, its pattern and its building (5.4 to
 * 5.6); an operation already done (a collection, an open return, the last partial when nothing is
 * left) opens as it is, to view, present again or delete. A button carries a tick when its flag
 * is set; collection and partial collection exclude each other, and the server refuses what the
 * state rules forbid whatever the buttons show.
 */
export const ChequeOperationsBar = ({
  controller,
  pattern,
}: {
  controller: RecordFormController;
  pattern: Pattern;
}) => {
  const { t } = useTranslation('accounting');
  const { t: common } = useTranslation();
  const { message } = App.useApp();
  const popups = usePopupStack();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState<Kind | null>(null);
  const record = controller.record as EntityRow | null;
  // The status the operations leave, beside the buttons that change it.
  const status = optionLists.chequeStatus.find((item) => item.value === Number(record?.status));

  const refresh = async () => {
    await Promise.all(
      [
        ['record', cheque.key],
        ['list', cheque.key],
      ].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
    );
  };

  const existing = async (definition: RegisteredEntity, id: string) =>
    (await http.get<Envelope<EntityRow | null>>(`${definition.api}/cheque/${id}`)).data.data;

  const defaultsOf = async (kind: Kind, id: string) =>
    (
      await http.get<Envelope<AnyRecord>>(`${cheque.api}/${id}/operation-defaults`, {
        params: { operation: kind, date: userToday() },
      })
    ).data.data;

  const open = async (kind: Kind, definition: RegisteredEntity, done: boolean) => {
    if (!record) return;
    setBusy(kind);
    try {
      const options = { onSaved: () => void refresh() };
      // A collection or an open return opens as it is.
      const current = done && kind !== 'partial' ? await existing(definition, record.id) : null;
      if (current) {
        popups.open(definition.key, { ...options, id: String(current.id) });
        return;
      }
      const defaults = await defaultsOf(kind, record.id);
      // Partials: the next one while something is left, else the last one.
      const last =
        kind === 'partial' && Number(defaults.amount) <= 0 ? await existing(definition, record.id) : null;
      if (last) {
        popups.open(definition.key, { ...options, id: String(last.id) });
        return;
      }
      const initialValues = Object.fromEntries(
        Object.entries(defaults).filter(([name, value]) => value !== null && !figures.includes(name)),
      );
      popups.open(definition.key, { ...options, initialValues, complete: true });
    } catch (error) {
      message.error((error as Error).message);
    } finally {
      setBusy(null);
    }
  };

  return (
    <section
      className="cheque-operations"
      aria-label={t('cheques.operations')}
      data-testid="cheque-operations"
    >
      <span className="cheque-operations__title">{t('cheques.operations')}</span>
      {status && (
        <Tag
          color={status.color}
          style={{ color: textColorOn(status.color ?? '#bfbfbf') }}
          data-testid="cheque-status"
        >
          {common(optionLabelKey(status.label))}
        </Tag>
      )}
      <Space wrap>
        {operations.map(({ kind, definition, label, flag, enabled }) => {
          const done = Boolean(record?.[flag]);
          const excluded =
            (kind === 'collection' && Boolean(record?.partialCollectionStatus)) ||
            (kind === 'partial' && Boolean(record?.collectionStatus));
          return (
            <Button
              key={kind}
              data-testid={`cheque-operation-${kind}`}
              type={done ? 'primary' : 'default'}
              icon={done ? <CheckOutlined /> : undefined}
              loading={busy === kind}
              disabled={!record || excluded || pattern[enabled] === false}
              onClick={() => void open(kind, definition, done)}
            >
              {t(`cheques.${label}`)}
            </Button>
          );
        })}
      </Space>
      {!record && <span className="cheque-operations__hint">{t('cheques.saveFirst')}</span>}
    </section>
  );
};
