import { contract } from '@aqar/domain/entities/contracts/contract';
import type { ToolUnitKind } from '@aqar/domain/entities/realty/unit-numbering';
import type { EntityKey } from '@aqar/domain/registry';
import {
  type SchemaCell,
  type SchemaCount,
  type SchemaKind,
  type SchemaState,
  schemaColorOf,
} from '@aqar/domain/realty/building-schema';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { Alert, Button, Empty, Skeleton } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { http } from '../api/http.ts';
import { formatDate } from '../ui/format.ts';
import { usePopupStack } from '../ui/popup-stack-context.ts';
import { readableTextOn } from './colors.ts';

export interface BuildingSchema {
  building: { id: string; name: string };
  date: string;
  days: number;
  kinds: SchemaKind[];
  counts: SchemaCount[];
  total: number;
}

export interface SchemaRequest {
  buildingId: string;
  date?: string;
  days?: number;
}

export const buildingSchemaPath = '/reports/building-schema';

/** The schema of a building on a day; the language is part of the key (names are per script). */
export const buildingSchemaQuery = (request: SchemaRequest, language: string) =>
  queryOptions({
    queryKey: ['building-schema', request, language],
    queryFn: async ({ signal }) =>
      (await http.post<{ data: BuildingSchema }>(buildingSchemaPath, request, { signal })).data.data,
    placeholderData: keepPreviousData,
  });

const columnLetter = (index: number) => {
  let label = '';
  let rest = index;
  do {
    label = String.fromCharCode(65 + (rest % 26)) + label;
    rest = Math.floor(rest / 26) - 1;
  } while (rest >= 0);
  return label;
};

/** What a cell says to a screen reader and in its tooltip: number, state, contract, tenant, end. */
export const cellLabel = (t: TFunction, cell: SchemaCell): string => {
  const parts = [cell.number, t(`buildingSchema.states.${cell.state}`)];
  if (cell.contractNumber !== null) parts.push(t('buildingSchema.contract', { number: cell.contractNumber }));
  if (cell.tenant) parts.push(cell.tenant);
  if (cell.contractEnd) parts.push(t('buildingSchema.until', { date: formatDate(cell.contractEnd) }));
  return parts.join(' · ');
};

const SchemaCellButton = ({ cell }: { cell: SchemaCell }) => {
  const { t } = useTranslation();
  const popups = usePopupStack();
  const color = schemaColorOf(cell.state);
  const label = cellLabel(t, cell);
  // A cell with a contract opens the contract; any other opens its unit's card.
  const open = () =>
    cell.contractId
      ? popups.open(contract.key, { id: cell.contractId })
      : popups.open(cell.entity as EntityKey, { id: cell.unitId });
  return (
    <button
      type="button"
      className="schema-cell"
      style={{ background: color, color: readableTextOn(color) }}
      title={label}
      aria-label={label}
      data-state={cell.state}
      data-testid={`schema-cell-${cell.number}`}
      onClick={open}
    >
      <bdi>{cell.number}</bdi>
    </button>
  );
};

/** One kind's matrix, floors from the top as on the building's face (highest floor first). */
const KindGrid = ({ kind }: { kind: SchemaKind }) => {
  const { t } = useTranslation();
  const byPlace = new Map(kind.cells.map((cell) => [`${cell.xIndex}:${cell.yIndex}`, cell]));
  const floors = Array.from({ length: kind.rows }, (_, index) => kind.rows - 1 - index);
  const columns = Array.from({ length: kind.columns }, (_, index) => index);
  const title = t(`buildingTools.kinds.${kind.kind as ToolUnitKind}`);
  return (
    <section className="schema-kind" aria-label={title} data-testid={`schema-kind-${kind.kind}`}>
      <h3 className="schema-kind__title">{title}</h3>
      {kind.rows > 0 && kind.columns > 0 && (
        <table className="schema-grid">
          <thead>
            <tr>
              <th scope="col">
                <span className="visually-hidden">{t('buildingSchema.floor')}</span>
              </th>
              {columns.map((column) => (
                <th scope="col" key={column}>
                  {columnLetter(column)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {floors.map((floor) => (
              <tr key={floor}>
                <th scope="row">
                  {kind.rows > 1 ? t('buildingSchema.floorNumber', { floor: floor + 1 }) : ''}
                </th>
                {columns.map((column) => {
                  const cell = byPlace.get(`${floor}:${column}`);
                  return (
                    <td key={column}>
                      {cell ? (
                        <SchemaCellButton cell={cell} />
                      ) : (
                        <span className="schema-cell schema-cell--none">
                          <span className="visually-hidden">{t('buildingSchema.noUnit')}</span>
                        </span>
                      )}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {kind.unplaced.length > 0 && (
        <div className="schema-unplaced">
          <span className="schema-unplaced__label">{t('buildingSchema.unplaced')}</span>
          {kind.unplaced.map((cell) => (
            <SchemaCellButton key={cell.unitId} cell={cell} />
          ))}
        </div>
      )}
    </section>
  );
};

/** The legend: each state's colour, name, count and share of the building's units. */
export const SchemaLegend = ({ counts, total }: { counts: SchemaCount[]; total: number }) => {
  const { t } = useTranslation();
  return (
    <ul className="schema-legend" aria-label={t('buildingSchema.legend')} data-testid="schema-legend">
      {counts.map((item) => (
        // The rule behind each state, as the reference leaves some to judgement (building-schema.ts).
        <li
          key={item.state}
          data-state={item.state}
          data-count={item.count}
          title={t(`buildingSchema.help.${item.state}`)}
        >
          <span
            className="schema-legend__swatch"
            style={{ background: schemaColorOf(item.state) }}
            aria-hidden
          />
          <span className="schema-legend__name">
            {t(`buildingSchema.states.${item.state as SchemaState}`)}
          </span>
          {/* Figures read left to right in every language, the count before its share. */}
          <bdi className="schema-legend__figure" dir="ltr">
            {item.count} ({item.percent}%)
          </bdi>
        </li>
      ))}
      <li className="schema-legend__total" data-count={total}>
        <span className="schema-legend__name">{t('buildingSchema.total')}</span>
        <span className="schema-legend__figure">
          <bdi>{total}</bdi>
        </span>
      </li>
    </ul>
  );
};

/**
 * A building's units on their floor matrices, coloured by state on a day, with the legend: the
 * building schema report, and the tools screen's "colour by status".
 */
export const BuildingSchemaView = ({ request }: { request: SchemaRequest }) => {
  const { t, i18n } = useTranslation();
  const query = useQuery(buildingSchemaQuery(request, i18n.resolvedLanguage ?? i18n.language));
  if (query.isPending) return <Skeleton active data-testid="schema-loading" />;
  if (query.error)
    return (
      <Alert
        type="error"
        showIcon
        title={t('buildingSchema.loadFailed')}
        description={query.error.message}
        action={
          <Button size="small" onClick={() => void query.refetch()}>
            {t('actions.retry')}
          </Button>
        }
      />
    );
  const schema = query.data;
  return (
    <div className="schema-view" data-testid="building-schema" aria-busy={query.isFetching}>
      <p className="schema-view__caption">
        {t('buildingSchema.caption', {
          building: schema.building.name,
          date: formatDate(schema.date),
          days: schema.days,
        })}
      </p>
      <SchemaLegend counts={schema.counts} total={schema.total} />
      {schema.kinds.length === 0 ? (
        <Empty description={t('buildingSchema.noUnits')} data-testid="schema-empty" />
      ) : (
        <div className="schema-view__kinds">
          {schema.kinds.map((kind) => (
            <KindGrid key={kind.kind} kind={kind} />
          ))}
        </div>
      )}
    </div>
  );
};
