import type { RegisteredEntity } from '@aqar/domain/records';
import { isDocument } from '@aqar/domain/document-definition';
import { useQuery } from '@tanstack/react-query';
import { Alert, Empty, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { historyClient } from '../../api/history-client.ts';
import { formatDateTime } from '../format.ts';
import { type FieldChange, historyItems } from './history-diff.ts';

interface HistoryPanelProps {
  definition: RegisteredEntity;
  recordId: string;
  /** Changes when the record is saved again, so that the history read follows. */
  version: unknown;
}

const ChangesTable = ({ changes, caption }: { changes: FieldChange[]; caption?: string }) => {
  const { t } = useTranslation();
  return (
    <table className="record-history__changes">
      {caption && <caption>{caption}</caption>}
      <thead>
        <tr>
          <th scope="col">{t('history.field')}</th>
          <th scope="col">{t('history.before')}</th>
          <th scope="col">{t('history.after')}</th>
        </tr>
      </thead>
      <tbody>
        {changes.map((change) => (
          <tr key={change.field} data-field={change.field}>
            <th scope="row">{change.label}</th>
            <td data-testid="history-before">{change.before}</td>
            <td data-testid="history-after">{change.after}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
};

/**
 * A saved record's History tab: each change of the audit trail, newest first, with who made it,
 * when, and each field before and after as the form shows it; for a document, the entries it
 * posted and replaced too.
 */
export const HistoryPanel = ({ definition, recordId, version }: HistoryPanelProps) => {
  const { t } = useTranslation();
  const query = useQuery({
    queryKey: ['history', definition.key, recordId, version],
    queryFn: () => historyClient.read(definition.key, recordId, isDocument(definition)),
  });
  if (query.isLoading)
    return (
      <div className="record-history record-history--state" data-testid="history-panel">
        <Spin description={t('history.loading')} />
      </div>
    );
  if (query.error)
    return (
      <div className="record-history" data-testid="history-panel">
        <Alert type="error" showIcon title={query.error.message} />
      </div>
    );
  const items = historyItems(query.data?.changes ?? [], query.data?.references ?? {}, definition.key, t);
  if (items.length === 0)
    return (
      <div className="record-history record-history--state" data-testid="history-panel">
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('history.empty')} />
      </div>
    );
  return (
    <section className="record-history" aria-label={t('history.title')} data-testid="history-panel">
      <ol className="record-history__items">
        {items.map((item) => (
          <li
            key={item.id}
            className={
              item.entry ? 'record-history__item record-history__item--entry' : 'record-history__item'
            }
            data-testid="history-item"
          >
            <header className="record-history__header">
              <strong>{item.title}</strong>
              <time dateTime={item.at}>{formatDateTime(item.at)}</time>
              <span>{t('history.by', { name: item.who })}</span>
            </header>
            {item.changes.length > 0 && <ChangesTable changes={item.changes} />}
            {item.grids.map((grid) => (
              <div key={grid.grid} className="record-history__grid" data-grid={grid.grid}>
                <p className="record-history__grid-summary">
                  <strong>{grid.label}</strong> {grid.summary}
                </p>
                {grid.rows.map((row) => (
                  <ChangesTable key={row.label} caption={row.label} changes={row.changes} />
                ))}
              </div>
            ))}
            {item.action === 'update' && item.changes.length === 0 && item.grids.length === 0 && (
              <p className="record-history__none">{t('history.noFields')}</p>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
};
