import { PlusOutlined } from '@ant-design/icons';
import type { EntityDefinition, ReferenceField } from '@aqar/domain/entity-definition';
import { entityByKey } from '@aqar/domain/registry';
import { useQuery } from '@tanstack/react-query';
import { Button, Select, Space, Tooltip } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Envelope, http } from '../../app/http.ts';
import { type EntityRow, resourceClient } from '../../api/resource-client.ts';
import { entityTitle } from '../labels.ts';
import { usePopupStack } from '../popup-stack-context.ts';
import { useDebouncedValue } from '../use-debounced-value.ts';

/** How a record reads in pickers: its code (for charts) and its display field. */
export const recordText = (definition: EntityDefinition, row: Record<string, unknown>): string => {
  const display = row[definition.display];
  const code = definition.tree ? row[definition.tree.codeField] : undefined;
  const text = display === null || display === undefined ? String(row.number ?? '') : String(display);
  return code ? `${String(code)} - ${text}` : text;
};

const pickerRows = async (
  definition: EntityDefinition,
  field: ReferenceField,
  search: string,
  signal: AbortSignal,
): Promise<EntityRow[]> => {
  if (field.leafOnly) {
    const response = await http.get<Envelope<EntityRow[]>>(`${definition.api}/leaves`, {
      params: { search: search || undefined, ...field.pickerFilter },
      signal,
    });
    return response.data.data ?? [];
  }
  const result = await resourceClient(definition).list(
    { page: 0, pageSize: 30, search, filters: field.pickerFilter },
    signal,
  );
  return result.rows;
};

export interface ReferencePickerProps {
  field: ReferenceField;
  value: string | null | undefined;
  onChange: (value: string | null) => void;
  onBlur?: () => void;
  /** Display text of the current value, from the row's `<field>Label`. */
  initialLabel?: string;
  id?: string;
  invalid?: boolean;
  disabled?: boolean;
  /** Records that may not be chosen, such as the record itself as its own parent. */
  excludeIds?: string[];
  describedBy?: string;
  /** Filters never offer adding a record. */
  allowAdd?: boolean;
  ariaLabel?: string;
}

/** Searchable dropdown over the referenced entity; the server searches as the user types. */
export const ReferencePicker = ({
  field,
  value,
  onChange,
  onBlur,
  initialLabel,
  id,
  invalid,
  disabled,
  excludeIds,
  describedBy,
  allowAdd = field.allowAdd,
  ariaLabel,
}: ReferencePickerProps) => {
  const { t } = useTranslation();
  const target = entityByKey(field.entity);
  const popups = usePopupStack();
  const [search, setSearch] = useState('');
  const [open, setOpen] = useState(false);
  const debounced = useDebouncedValue(search, 300);
  const [labels, setLabels] = useState<Record<string, string>>({});

  useEffect(() => {
    if (value && initialLabel)
      setLabels((known) => (known[value] ? known : { ...known, [value]: initialLabel }));
  }, [value, initialLabel]);

  const query = useQuery({
    queryKey: ['picker', field.entity, field.leafOnly ?? false, field.pickerFilter ?? null, debounced],
    queryFn: ({ signal }) => (target ? pickerRows(target, field, debounced, signal) : Promise.resolve([])),
    enabled: open && !!target,
    meta: { silent: true },
  });
  if (query.error) console.error('Option search failed:', query.error);

  // A value set without its text (a pattern's default, a grid row) reads its record's text once.
  const missingLabel = !!value && !labels[value] && !initialLabel && !!target;
  const labelQuery = useQuery({
    queryKey: ['picker-label', field.entity, value],
    queryFn: async ({ signal }) => recordText(target!, await resourceClient(target!).get(value!, signal)),
    enabled: missingLabel,
    staleTime: 60_000,
    meta: { silent: true },
  });
  useEffect(() => {
    const text = labelQuery.data;
    if (value && text) setLabels((known) => (known[value] ? known : { ...known, [value]: text }));
  }, [value, labelQuery.data]);

  const options = useMemo(() => {
    const rows = query.error ? [] : (query.data ?? []);
    const list = rows
      .filter((row) => !excludeIds?.includes(row.id))
      .map((row) => ({ value: row.id, label: target ? recordText(target, row) : row.id }));
    if (value && !list.some((option) => option.value === value)) {
      list.unshift({ value, label: labels[value] ?? initialLabel ?? '…' });
    }
    return list;
  }, [query.data, query.error, value, labels, initialLabel, target, excludeIds]);

  const select = (
    <Select<string>
      id={id}
      className="reference-picker__select"
      value={value ?? undefined}
      options={options}
      allowClear
      disabled={disabled}
      status={invalid ? 'error' : undefined}
      placeholder={t('picker.select')}
      aria-label={ariaLabel}
      aria-invalid={invalid || undefined}
      aria-describedby={describedBy}
      showSearch={{ filterOption: false, onSearch: setSearch }}
      loading={query.isFetching}
      notFoundContent={query.isFetching ? t('picker.loading') : t('picker.noOptions')}
      onOpenChange={setOpen}
      onBlur={onBlur}
      onChange={(next, option) => {
        if (next && option && !Array.isArray(option) && typeof option.label === 'string') {
          setLabels((known) => ({ ...known, [next]: option.label as string }));
        }
        onChange(next ?? null);
      }}
      popupMatchSelectWidth={false}
      styles={{ popup: { root: { minWidth: 220 } } }}
    />
  );

  if (!allowAdd || !target || disabled) return <div className="reference-picker">{select}</div>;

  const addLabel = t('picker.addNew', { entity: entityTitle(t, target) });
  return (
    <Space.Compact className="reference-picker" block>
      {select}
      <Tooltip title={addLabel}>
        <Button
          aria-label={addLabel}
          icon={<PlusOutlined />}
          data-testid={`add-${field.entity}`}
          onClick={() =>
            popups.open(target.key, {
              onSaved: (row) => {
                setLabels((known) => ({ ...known, [row.id]: recordText(target, row) }));
                onChange(row.id);
              },
            })
          }
        />
      </Tooltip>
    </Space.Compact>
  );
};
