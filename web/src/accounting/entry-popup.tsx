import { FileSearchOutlined } from '@ant-design/icons';
import { entryTotals } from '@aqar/domain/ledger/entry-rules';
import type { StoredRecord } from '@aqar/domain/records';
import { useQuery } from '@tanstack/react-query';
import { Button, Modal, Table } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiError, type Envelope, http } from '../api/http.ts';
import type { EntityRow } from '../api/resource-client.ts';
import { pushKeyHandler } from '../ui/form/key-stack.ts';
import { useRecordFormTabs } from '../ui/form/record-form-tabs.ts';
import { formatDate } from '../ui/format.ts';
import { formatMoney, moneyColumn, useCurrencies } from '../ui/money.ts';
import { referenceLabel } from '../ui/labels.ts';

/** A stored entry, as the API returns it. */
type Entry = StoredRecord<'entries'>;
type Line = Entry['lines'][number];

const lineText = (line: Line, field: keyof Line & string, language: string) =>
  referenceLabel(line, field, language) || String(line[field] ?? '');

/** An entry, read only: header and lines with debit and credit totals. */
export const EntryView = ({ entry }: { entry: Entry }) => {
  const { t, i18n } = useTranslation('accounting');
  const language = i18n.resolvedLanguage ?? i18n.language;
  // Amounts show with the entry currency's decimals once the currencies are known.
  useCurrencies();
  const lines = entry.lines ?? [];
  let totals: { debit: string; credit: string } = { debit: '0', credit: '0' };
  try {
    const sums = entryTotals(
      lines.map((l) => ({
        accountId: String(l.accountId),
        debit: l.debit ?? 0,
        credit: l.credit ?? 0,
      })),
    );
    totals = { debit: sums.debit.toFixed(), credit: sums.credit.toFixed() };
  } catch {
    // Amounts the API sent are numbers; nothing to do if one is not.
  }
  return (
    <div className="entry-view" data-testid="entry-view">
      <dl className="entry-view__header">
        <div>
          <dt>{t('entry.number')}</dt>
          <dd data-testid="entry-number">{entry.number}</dd>
        </div>
        <div>
          <dt>{t('entry.date')}</dt>
          <dd>{formatDate(entry.date)}</dd>
        </div>
        <div>
          <dt>{t('entry.currency')}</dt>
          <dd>{referenceLabel(entry, 'currencyId', language)}</dd>
        </div>
        <div className="entry-view__note">
          <dt>{t('entry.note')}</dt>
          <dd>{String(entry.note ?? '')}</dd>
        </div>
      </dl>
      <Table<Line & { key: number }>
        size="small"
        pagination={false}
        data-testid="entry-lines"
        rowKey="key"
        dataSource={lines.map((line, index) => ({ ...line, key: index }))}
        columns={[
          {
            key: 'account',
            title: t('entry.account'),
            render: (_v, line) => lineText(line, 'accountId', language),
          },
          {
            key: 'debit',
            title: t('entry.debit'),
            ...moneyColumn,
            render: (_v, line) => (Number(line.debit) ? formatMoney(line.debit, entry.currencyId) : ''),
          },
          {
            key: 'credit',
            title: t('entry.credit'),
            ...moneyColumn,
            render: (_v, line) => (Number(line.credit) ? formatMoney(line.credit, entry.currencyId) : ''),
          },
          {
            key: 'costCenter',
            title: t('entry.costCenter'),
            render: (_v, line) => lineText(line, 'costCenterId', language),
          },
          { key: 'note', title: t('entry.note'), render: (_v, line) => String(line.note ?? '') },
        ]}
        summary={() => (
          <Table.Summary.Row>
            <Table.Summary.Cell index={0}>
              <strong>{t('totals.total')}</strong>
            </Table.Summary.Cell>
            <Table.Summary.Cell index={1} {...moneyColumn}>
              <strong data-total="debit">{formatMoney(totals.debit, entry.currencyId)}</strong>
            </Table.Summary.Cell>
            <Table.Summary.Cell index={2} {...moneyColumn}>
              <strong data-total="credit">{formatMoney(totals.credit, entry.currencyId)}</strong>
            </Table.Summary.Cell>
            <Table.Summary.Cell index={3} colSpan={2} />
          </Table.Summary.Row>
        )}
      />
    </div>
  );
};

/** The entry generated from a document: 'Loading ....', the entry, or 'There is no Entry'. */
export const EntryPopup = ({
  documentId,
  onClose,
  onShowHistory,
}: {
  documentId: string;
  onClose: () => void;
  /** Opens the History tab of the document's form the popup is over. */
  onShowHistory?: () => void;
}) => {
  const { t } = useTranslation('accounting');
  const query = useQuery({
    queryKey: ['entry-of', documentId],
    queryFn: async ({ signal }) => {
      try {
        return (await http.get<Envelope<{ entry: Entry }>>(`/entries/created-from/${documentId}`, { signal }))
          .data.data.entry;
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
    gcTime: 0,
  });
  // The popup owns the keys while open: Escape closes it, not the document form under it.
  useEffect(
    () =>
      pushKeyHandler((event) => {
        if (event.key === 'Escape') {
          event.preventDefault();
          onClose();
        }
      }),
    [onClose],
  );
  return (
    <Modal
      open
      keyboard={false}
      width={860}
      zIndex={300}
      title={t('entry.title')}
      onCancel={onClose}
      footer={
        <span className="entry-popup__links">
          {onShowHistory && (
            <Button
              type="link"
              onClick={() => {
                onClose();
                onShowHistory();
              }}
              data-testid="entry-document-history"
            >
              {t('history.documentHistory', { ns: 'common' })}
            </Button>
          )}
          {query.data ? (
            <Link to={`/entries?number=${query.data.number}`} onClick={onClose} data-testid="entry-open">
              {t('entry.open')}
            </Link>
          ) : null}
        </span>
      }
      data-testid="entry-popup"
    >
      <div data-testid="entry-popup-body">
        {query.isLoading ? (
          <p className="entry-popup__state">{t('entry.loading')}</p>
        ) : query.error ? (
          <p className="entry-popup__state" role="alert">
            {query.error.message}
          </p>
        ) : query.data ? (
          <EntryView entry={query.data} />
        ) : (
          <p className="entry-popup__state">{t('entry.none')}</p>
        )}
      </div>
    </Modal>
  );
};

/** "View entry" on a saved document's form. */
export const ViewEntryButton = ({ record }: { record: EntityRow | null }) => {
  const { t } = useTranslation('accounting');
  const [open, setOpen] = useState(false);
  const tabs = useRecordFormTabs();
  if (!record) return null;
  return (
    <>
      <Button
        icon={<FileSearchOutlined aria-hidden />}
        onClick={() => setOpen(true)}
        data-testid="view-entry"
      >
        {t('entry.view')}
      </Button>
      {open && (
        <EntryPopup documentId={record.id} onClose={() => setOpen(false)} onShowHistory={tabs?.showHistory} />
      )}
    </>
  );
};
