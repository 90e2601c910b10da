import { ArrowLeftOutlined, CheckOutlined, PrinterOutlined, ReloadOutlined } from '@ant-design/icons';
import { type BulkCollectAnswer, baseAmountOf } from '@aqar/domain/accounting/cheque-desk';
import { exact } from '@aqar/domain/calc/exact';
import { cheque } from '@aqar/domain/entities/accounting/cheque';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Empty, Pagination, Skeleton, Space, Tag, Tooltip } from 'antd';
import { useCallback, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { EntityRow } from '../../api/resource-client.ts';
import { formatNumber, isolate } from '../../ui/format.ts';
import { DataTable } from '../../ui/list/data-table.tsx';
import { createSelectionStore, toggledSelection, useSelectedIds } from '../../ui/list/selection-store.ts';
import { baseCurrencyOf, formatMoney, useCurrencies } from '../../ui/money.ts';
import { usePopupStack } from '../../ui/popup-stack-context.ts';
import { toast } from '../../ui/toast.ts';
import { userToday } from '../../ui/format.ts';
import { CollectDialog } from './collect-dialog.tsx';
import { deskQueryOptions, refreshAfterCollection } from './desk-api.ts';
import { chequeNumberOf, deskColumns } from './desk-columns.tsx';
import { DeskFilters } from './desk-filters.tsx';
import { DeskSlip } from './desk-slip.tsx';
import { BankTotals, BucketCards } from './desk-totals.tsx';
import { deskPageSizes, useDeskParams } from './use-desk-params.ts';
import './cheque-desk.css';

const isCollectable = (row: EntityRow) => row.collectable === true;

/** The base-currency total of some cheques, exact, each at its own rate. */
const baseTotal = (rows: EntityRow[]) =>
  rows
    .reduce((sum, row) => sum.plus(baseAmountOf(String(row.amount), String(row.currencyVal ?? 1))), exact(0))
    .toFixed();

/**
 * The post-dated cheque desk (issue 20): the received cheques still to collect by due date, with
 * totals per bucket and per bank, filters, and the collection of the ticked cheques in one action
 * (all or nothing) or their bank slip. A row opens its cheque over the desk (popup stack).
 */
export const ChequeDeskScreen = () => {
  const { t, i18n } = useTranslation('accounting');
  const { t: common } = useTranslation();
  const language = i18n.resolvedLanguage;
  const navigate = useNavigate();
  const popups = usePopupStack();
  const queryClient = useQueryClient();
  const params = useDeskParams();
  // The user's day, fixed while the screen is open so that pages and totals agree.
  const [today] = useState(userToday);
  const query = useQuery({
    ...deskQueryOptions({ ...params.filters, today, page: params.page, pageSize: params.pageSize }),
    placeholderData: keepPreviousData,
  });
  const answer = query.data;
  const currencies = useCurrencies().data ?? [];
  const baseCode = baseCurrencyOf(currencies)?.code ?? '';

  // Ticked cheques, across pages: each row is remembered as it was seen, for the totals and the slip.
  const [selection] = useState(createSelectionStore);
  const selectedIds = useSelectedIds(selection);
  const seen = useRef(new Map<string, EntityRow>());
  const rows: EntityRow[] = answer?.rows ?? [];
  for (const row of rows) seen.current.set(row.id, row);
  const selected = selectedIds.flatMap((id) => seen.current.get(id) ?? []);
  const selectedTotal = isolate(`${formatMoney(baseTotal(selected), undefined, language)} ${baseCode}`);
  const anchor = useRef<string | undefined>(undefined);
  const onToggle = useCallback(
    (id: string, range: boolean) => {
      const ids = rows.filter(isCollectable).map((row) => row.id);
      selection.set(toggledSelection(selection.ids(), ids, id, range ? anchor.current : undefined));
      anchor.current = id;
    },
    [rows, selection],
  );

  const [collecting, setCollecting] = useState(false);
  const [printing, setPrinting] = useState(false);
  const closeSlip = useCallback(() => setPrinting(false), []);

  const refresh = useCallback(() => refreshAfterCollection(queryClient), [queryClient]);
  const open = useCallback(
    (row: EntityRow) => popups.open(cheque.key, { id: row.id, onSaved: () => void refresh() }),
    [popups, refresh],
  );
  const columns = useMemo(
    () => deskColumns({ t, common, language, onOpen: open }),
    [t, common, language, open],
  );

  const collected = (made: BulkCollectAnswer) => {
    setCollecting(false);
    selection.set([]);
    toast.success(
      t('desk.collected', {
        count: made.count,
        amount: isolate(`${formatMoney(made.amount, undefined, language)} ${baseCode}`),
      }),
    );
    void refresh();
  };

  const filtered = Object.keys(params.filters).length > 0;
  const countText = formatNumber(answer?.count ?? 0, 0, language);

  return (
    <section className="desk-screen" aria-labelledby="desk-title" data-testid="cheque-desk">
      <div className="list-screen__titlebar">
        <Tooltip title={common('actions.back')}>
          <Button
            type="text"
            icon={<ArrowLeftOutlined className="flip-rtl" aria-hidden />}
            aria-label={common('actions.back')}
            onClick={() => navigate(-1)}
            className="no-print"
          />
        </Tooltip>
        <h1 id="desk-title" className="list-screen__title">
          {t('desk.title')}
        </h1>
        <Tag
          className="list-screen__count"
          data-testid="desk-count"
          aria-label={t('desk.chequeCount', { count: countText })}
        >
          {countText}
        </Tag>
        <Tooltip title={common('actions.refresh')}>
          <Button
            className="desk-screen__refresh"
            icon={<ReloadOutlined aria-hidden />}
            aria-label={common('actions.refresh')}
            loading={query.isFetching}
            onClick={() => void query.refetch()}
          />
        </Tooltip>
      </div>

      {answer ? (
        <>
          <BucketCards
            answer={answer}
            chosen={params.filters.bucket}
            onChoose={params.toggleBucket}
            currencyCode={baseCode}
          />
          <BankTotals
            answer={answer}
            chosen={params.filters.bankId}
            onChoose={(bankId) => params.setFilter('bankId', bankId)}
            currencyCode={baseCode}
          />
        </>
      ) : (
        !query.isError && <Skeleton active paragraph={{ rows: 2 }} data-testid="desk-loading" />
      )}

      <DeskFilters filters={params.filters} onChange={params.setFilter} onClear={params.clearFilters} />

      {query.isError && (
        <Alert
          type="error"
          showIcon
          className="list-screen__error"
          title={t('desk.loadFailed')}
          description={query.error.message}
          action={
            <Button size="small" onClick={() => void query.refetch()}>
              {common('actions.retry')}
            </Button>
          }
          data-testid="desk-error"
        />
      )}

      {answer && answer.count === 0 && !query.isFetching ? (
        <Empty
          className="desk-empty"
          description={filtered ? t('desk.emptyFiltered') : t('desk.empty')}
          data-testid="desk-empty"
        />
      ) : (
        <DataTable
          className="desk-table"
          data-testid="desk-table"
          columns={columns}
          rows={rows}
          selection={selection}
          onToggle={onToggle}
          isSelectable={isCollectable}
          onRowClick={open}
          selectAllLabel={t('desk.selectAll')}
          rowLabel={(row) => t('desk.selectRow', { number: chequeNumberOf(row) })}
          onSortChange={() => undefined}
          sortHint=""
          loading={query.isFetching}
          loadingText={common('loading')}
        />
      )}
      {answer && answer.count > 0 && (
        <Pagination
          className="list-screen__pagination"
          current={params.page + 1}
          pageSize={params.pageSize}
          total={answer.count}
          showSizeChanger
          pageSizeOptions={[...deskPageSizes]}
          showTotal={() => t('desk.chequeCount', { count: countText })}
          onChange={(page, pageSize) => params.setPage(pageSize === params.pageSize ? page - 1 : 0, pageSize)}
        />
      )}

      {selected.length > 0 && (
        <section
          className="desk-actions no-print"
          aria-label={t('desk.selection')}
          data-testid="desk-actions"
        >
          <span className="desk-actions__summary" data-testid="desk-selected">
            {t('desk.selected', { count: selected.length, amount: selectedTotal })}
          </span>
          <Space wrap>
            <Button
              type="primary"
              icon={<CheckOutlined aria-hidden />}
              onClick={() => setCollecting(true)}
              data-testid="desk-collect"
            >
              {t('desk.collect', { count: selected.length, amount: selectedTotal })}
            </Button>
            <Button
              icon={<PrinterOutlined aria-hidden />}
              onClick={() => setPrinting(true)}
              data-testid="desk-print-slip"
            >
              {t('desk.printSlip')}
            </Button>
            <Button type="link" onClick={() => selection.set([])} data-testid="desk-clear-selection">
              {t('desk.clearSelection')}
            </Button>
          </Space>
        </section>
      )}

      {collecting && (
        <CollectDialog
          cheques={selected}
          totalText={selectedTotal}
          onClose={() => setCollecting(false)}
          onCollected={collected}
        />
      )}
      {printing && <DeskSlip cheques={selected} onClose={closeSlip} />}
    </section>
  );
};
