import type { AnyRecord } from '@aqar/domain/records';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { newPropertyValueRow, normalizeHex } from '@aqar/domain/entities/realty/property-values';
import { optionLists } from '@aqar/domain/options';
import { Button, ColorPicker, Input, InputNumber, Select, Space, Table, type TableColumnsType } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { optionLabelKey } from '../ui/labels.ts';
import { toast } from '../ui/toast.ts';
import { readableTextOn } from './colors.ts';
import { useToolsSelector, useToolsStore } from './tools-store.ts';
import { countsOf, isPaintable, paletteFor, type Template, type ToolsState } from './tools-state.ts';

const templatesOf = (state: ToolsState) => state.templates;
const cellsOf = (state: ToolsState) => state.cells;
const selectedOf = (state: ToolsState) => state.selected;

interface Row {
  key: string;
  index: number;
  template: Template;
}

/** Colour of a template: the default colours no other row uses, or a colour of one's own. */
const TemplateColor = ({ template, row }: { template: Template; row: number }) => {
  const { t } = useTranslation();
  const store = useToolsStore();
  const palette = useToolsSelector(
    (state: ToolsState) => paletteFor(state, template.key),
    (a, b) => a.join() === b.join(),
  );
  const label = t('buildingTools.colorOf', { row });
  return (
    <ColorPicker
      value={template.hex || undefined}
      disabledAlpha
      // One popup per row, so that a popup still closing never takes the next row's click.
      rootClassName={`tools-color-popup tools-color-popup--${row}`}
      presets={[{ label: t('buildingTools.defaultColors'), colors: palette, defaultOpen: true }]}
      onChangeComplete={(color) => {
        const hex = normalizeHex(color.toHexString().slice(0, 7));
        const other = store
          .getState()
          .templates.find((item) => item.key !== template.key && item.hex === hex);
        if (other) {
          toast.error(t('buildingTools.colorTaken'));
          return;
        }
        store.dispatch({ type: 'updateTemplate', key: template.key, patch: { hex } });
      }}
    >
      <button type="button" className="tools-color" data-testid={`template-color-${row}`}>
        {/* Named by its row and by the colour it shows (WCAG 2.5.3, label in name). */}
        <span className="visually-hidden">{label}: </span>
        <span
          className={`tools-color__swatch${template.hex ? '' : ' tools-color__swatch--empty'}`}
          style={template.hex ? { background: template.hex } : undefined}
        />
        {/* A colour code reads left to right in Arabic too. */}
        {template.hex ? <bdi dir="ltr">{template.hex}</bdi> : <span>{t('buildingTools.noColor')}</span>}
      </button>
    </ColorPicker>
  );
};

/**
 * The property-value templates (domain-reference §7 item 3): a colour each, what units of that
 * colour share, and how many cells carry it. The row number picks the colour to paint with.
 */
export const PropertyValuesTable = ({ building }: { building: AnyRecord }) => {
  const { t } = useTranslation();
  const store = useToolsStore();
  const templates = useToolsSelector(templatesOf);
  const cells = useToolsSelector(cellsOf);
  const selected = useToolsSelector(selectedOf);
  const perTemplate = useMemo(
    () => countsOf({ ...store.getState(), templates, cells }).perTemplate,
    [store, templates, cells],
  );
  const rows = useMemo(
    () => templates.map((template, index) => ({ key: template.key, index, template })),
    [templates],
  );
  const update = (key: string, patch: Partial<Omit<Template, 'key' | 'id'>>) =>
    store.dispatch({ type: 'updateTemplate', key, patch });

  const areaUnits = optionLists.areaUnit.map((item) => ({
    value: item.value,
    label: t(optionLabelKey(item.label)),
  }));
  const propertyTypes = optionLists.propertyType.map((item) => ({
    value: item.value,
    label: t(optionLabelKey(item.label)),
  }));

  const columns: TableColumnsType<Row> = [
    {
      key: 'row',
      title: '#',
      width: 64,
      render: (_, { template, index }) => {
        const chosen = selected === template.key;
        const paintable = isPaintable(template.hex);
        return (
          <Button
            size="small"
            type={chosen ? 'primary' : 'default'}
            aria-pressed={chosen}
            disabled={!paintable}
            aria-label={t('buildingTools.paintWith', { row: index + 1 })}
            title={
              paintable ? t('buildingTools.paintWith', { row: index + 1 }) : t('buildingTools.noColorYet')
            }
            style={
              paintable && chosen
                ? { background: template.hex, borderColor: template.hex, color: readableTextOn(template.hex) }
                : undefined
            }
            onClick={() => store.dispatch({ type: 'select', template: template.key })}
            data-testid={`template-select-${index + 1}`}
          >
            {index + 1}
          </Button>
        );
      },
    },
    {
      key: 'hex',
      title: t('buildingTools.columns.hex'),
      width: 150,
      render: (_, { template, index }) => <TemplateColor template={template} row={index + 1} />,
    },
    {
      key: 'roomCount',
      title: t('buildingTools.columns.roomCount'),
      width: 90,
      align: 'end',
      render: (_, { template }) => (
        <span data-testid={`template-count-${template.key}`}>{perTemplate.get(template.key) ?? 0}</span>
      ),
    },
    {
      key: 'description',
      title: t('buildingTools.columns.description'),
      render: (_, { template, index }) => (
        <Input
          value={template.description}
          maxLength={200}
          aria-label={t('buildingTools.fieldOfRow', {
            field: t('buildingTools.columns.description'),
            row: index + 1,
          })}
          onChange={(event) => update(template.key, { description: event.target.value })}
          data-testid={`template-description-${index + 1}`}
        />
      ),
    },
    {
      key: 'area',
      title: t('buildingTools.columns.area'),
      width: 300,
      render: (_, { template, index }) => (
        <Space.Compact block>
          <InputNumber<string>
            stringMode
            min="0"
            precision={2}
            value={template.area}
            aria-label={t('buildingTools.fieldOfRow', {
              field: t('buildingTools.columns.area'),
              row: index + 1,
            })}
            onChange={(value) =>
              update(template.key, { area: value === null || value === '' ? null : String(value) })
            }
            style={{ inlineSize: '50%' }}
          />
          <Select<number>
            value={template.areaUnit ?? undefined}
            options={areaUnits}
            aria-label={t('buildingTools.fieldOfRow', {
              field: t('buildingTools.columns.areaUnit'),
              row: index + 1,
            })}
            onChange={(value) => update(template.key, { areaUnit: value ?? null })}
            style={{ inlineSize: '50%' }}
          />
        </Space.Compact>
      ),
    },
    {
      key: 'view',
      title: t('buildingTools.columns.view'),
      width: 160,
      render: (_, { template, index }) => (
        <Input
          value={template.view}
          maxLength={100}
          aria-label={t('buildingTools.fieldOfRow', {
            field: t('buildingTools.columns.view'),
            row: index + 1,
          })}
          onChange={(event) => update(template.key, { view: event.target.value })}
        />
      ),
    },
    {
      key: 'propertyType',
      title: t('buildingTools.columns.propertyType'),
      width: 210,
      render: (_, { template, index }) => (
        <Select<number>
          value={template.propertyType ?? undefined}
          options={propertyTypes}
          aria-label={t('buildingTools.fieldOfRow', {
            field: t('buildingTools.columns.propertyType'),
            row: index + 1,
          })}
          onChange={(value) => update(template.key, { propertyType: value ?? null })}
          style={{ inlineSize: '100%' }}
        />
      ),
    },
    {
      key: 'remove',
      title: <span className="visually-hidden">{t('actions.delete')}</span>,
      width: 56,
      render: (_, { template, index }) => {
        const used = (perTemplate.get(template.key) ?? 0) > 0;
        return (
          <Button
            type="text"
            danger
            icon={<DeleteOutlined aria-hidden />}
            disabled={used || templates.length <= 1}
            title={used ? t('buildingTools.templateInUse') : undefined}
            aria-label={t('buildingTools.removeRow', { row: index + 1 })}
            onClick={() => store.dispatch({ type: 'removeTemplate', key: template.key })}
          />
        );
      },
    },
  ];

  return (
    <section className="tools-templates" aria-labelledby="tools-templates-title">
      <h2 id="tools-templates-title" className="tools-section-title">
        {t('buildingTools.templates')}
      </h2>
      <Table<Row>
        size="small"
        pagination={false}
        columns={columns}
        dataSource={rows}
        rowClassName={(row) => (row.key === selected ? 'tools-templates__selected' : '')}
        // No `scroll`: its hidden measuring row forces a layout of the whole grid below on
        // every render. The section scrolls instead (building-tools.css).
        data-testid="templates"
      />
      <Button
        className="tools-templates__add"
        icon={<PlusOutlined aria-hidden />}
        onClick={() =>
          store.dispatch({
            type: 'addTemplate',
            row: newPropertyValueRow({ ownerAccountId: building.ownerAccountId }),
          })
        }
        data-testid="template-add"
      >
        {t('buildingTools.addTemplate')}
      </Button>
    </section>
  );
};
