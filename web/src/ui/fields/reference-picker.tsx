import { PlusOutlined } from '@ant-design/icons';
import type { ReferenceField } from '@aqar/domain/entity-definition';
import type { RegisteredEntity } from '@aqar/domain/records';
import { entityByKey } from '@aqar/domain/registry';
import { useQuery } from '@tanstack/react-query';
import { Button, Select, Space, Tooltip } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Envelope, http } from '../../api/http.ts';
import { type EntityRow, resourceClient } from '../../api/resource-client.ts';
import { entityTitle, recordText } from '../labels.ts';
import { usePopupStack } from '../popup-stack-context.ts';
import { useDebouncedValue } from '../use-debounced-value.ts';

const pickerRows = async (
  definition: RegisteredEntity,
  field: ReferenceField,
  search: string,
  signal: AbortSignal,
  sourceParams?: Record<string, string>,
): Promise<EntityRow[]> => {
  // Only a form field hands parameters; a list filter over the field lists every record.
  if (field.pickerSource && sourceParams) {
    const response = await http.get<Envelope<EntityRow[]>>(`${definition.api}/${field.pickerSource.path}`, {
      params: { search: search || undefined, pageSize: 30, ...field.pickerFilter, ...sourceParams },
      signal,
    });
    return response.data.data ?? [];
  }
  // Leaves of a tree, or another list of the entity (its available units).
  const path = field.leafOnly ? 'leaves' : field.pickerPath;
  if (path) {
    const response = await http.get<Envelope<EntityRow[]>>(`${definition.api}/${path}`, {
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
  /** Display text of the current value as the loaded record gives it (`<field>Label`). */
  initialLabel?: string;
  id?: string;
  invalid?: boolean;
  disabled?: boolean;
  /** Records that may not be chosen, such as the record itself as its own parent. */
  excludeIds?: string[];
  describedBy?: string;
  /** Query parameters of the field's `pickerSource`, from the form's values. */
  sourceParams?: Record<string, string>;
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
  sourceParams,
}: ReferencePickerProps) => {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const target = entityByKey(field.entity);
  const popups = usePopupStack();
  const [search, setSearch] = useState('');
  const [open, setOpen] = useState(false);
  const debounced = useDebouncedValue(search, 300);
  // Records chosen or added here; their text follows the language, so rows are kept, not text.
  const [chosen, setChosen] = useState<Record<string, EntityRow>>({});

  const query = useQuery({
    queryKey: [
      'picker',
      field.entity,
      field.leafOnly ?? false,
      field.pickerPath ?? null,
      field.pickerFilter ?? null,
      field.pickerSource?.path ?? null,
      sourceParams ?? null,
      debounced,
    ],
    queryFn: ({ signal }) =>
      target ? pickerRows(target, field, debounced, signal, sourceParams) : Promise.resolve([]),
    enabled: open && !!target,
    // Another path lists what other records decide (a unit stops being available when reserved):
    // read again at every opening.
    staleTime: field.pickerPath || field.pickerSource ? 0 : undefined,
    meta: { silent: true },
  });
  if (query.error) console.error('Option search failed:', query.error);

  // A value set without its text (a pattern's default, a grid row) reads its record once.
  const missingLabel = !!value && !chosen[value] && !initialLabel && !!target;
  const labelQuery = useQuery({
    queryKey: ['picker-label', field.entity, value],
    queryFn: ({ signal }) => resourceClient(target!).get(value!, signal),
    enabled: missingLabel,
    staleTime: 60_000,
    meta: { silent: true },
  });

  const options = useMemo(() => {
    const textOf = (row: EntityRow) => (target ? recordText(target, row, language) : row.id);
    const rows = query.error ? [] : (query.data ?? []);
    const list = rows
      .filter((row) => !excludeIds?.includes(row.id))
      .map((row) => ({ value: row.id, label: textOf(row) }));
    if (value && !list.some((option) => option.value === value)) {
      const row = chosen[value] ?? (initialLabel ? undefined : labelQuery.data);
      list.unshift({ value, label: row ? textOf(row) : (initialLabel ?? '…') });
    }
    return list;
  }, [query.data, query.error, value, chosen, initialLabel, labelQuery.data, target, excludeIds, language]);

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
      onChange={(next) => {
        const row = next ? query.data?.find((candidate) => candidate.id === next) : undefined;
        if (row) setChosen((known) => ({ ...known, [row.id]: row }));
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
          icon={<PlusOutlined aria-hidden />}
          data-testid={`add-${field.entity}`}
          onClick={() =>
            popups.open(target.key, {
              onSaved: (row) => {
                setChosen((known) => ({ ...known, [row.id]: row }));
                onChange(row.id);
              },
            })
          }
        />
      </Tooltip>
    </Space.Compact>
  );
};
