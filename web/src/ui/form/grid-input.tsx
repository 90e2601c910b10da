import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import type { EntityDefinition, FieldDefinition, GridDefinition } from '@aqar/domain/entity-definition';
import type { AnyRecord } from '@aqar/domain/records';
import { writableFields } from '@aqar/domain/validation';
import { Button } from 'antd';
import { type Control, Controller, useFieldArray, useFormState, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { uiOf } from '../fields/field-types.tsx';
import { gridFieldLabelKey, validationMessage } from '../labels.ts';
import { moneyCellClass } from '../money.ts';
import { type FormValues, newGridRow } from './record-values.ts';

interface GridInputProps {
  definition: EntityDefinition;
  name: string;
  grid: GridDefinition;
  control: Control<FormValues>;
  label: string;
  idPrefix: string;
  /** Columns the form leaves out (a voucher pattern's other amount side). */
  hiddenColumns?: readonly string[];
  /** Columns marked required beyond the definition (a pattern's cost center or statement). */
  requiredColumns?: readonly string[];
  /** Called with a row's path and column after the user changes a cell. */
  onCellChange?: (index: number, column: string, value: unknown) => void;
  readOnly?: boolean;
}

/** The form fields (outside the grid) a grid's pickers read: their scope and their source's parameters. */
const formFieldsRead = (grid: GridDefinition) =>
  [
    ...new Set(
      Object.values(grid.fields).flatMap((field) =>
        field.type === 'reference'
          ? [...Object.values(field.pickerScope ?? {}), ...Object.values(field.pickerSource?.params ?? {})]
          : [],
      ),
    ),
  ].filter((name) => !(name in grid.fields));

/**
 * What a row's picker reads: the row's own values over the form's (a booking's start and problem,
 * the order's category and id), and its source's parameters from them.
 */
const pickerContext = (field: FieldDefinition, row: AnyRecord, form: AnyRecord) => {
  if (field.type !== 'reference' || (!field.pickerScope && !field.pickerSource)) return {};
  const values = { ...form, ...row };
  const sourceParams = field.pickerSource
    ? Object.fromEntries(
        Object.entries(field.pickerSource.params).flatMap(([param, from]) => {
          const value = values[from];
          return typeof value === 'string' && value !== '' ? [[param, value]] : [];
        }),
      )
    : undefined;
  return { formValues: values, sourceParams };
};

/** An editable sub-table of the record, replaced wholesale on save. */
export const GridInput = ({
  definition,
  name,
  grid,
  control,
  label,
  idPrefix,
  hiddenColumns = [],
  requiredColumns = [],
  onCellChange,
  readOnly,
}: GridInputProps) => {
  const { t } = useTranslation();
  const { fields: rows, append, remove } = useFieldArray({ control, name });
  const { errors } = useFormState({ control, name });
  const columns = writableFields(grid.fields).filter(([column]) => !hiddenColumns.includes(column));
  const rootError =
    (errors[name] as { message?: string; root?: { message?: string } } | undefined) ?? undefined;
  const atMax = grid.max !== undefined && rows.length >= grid.max;
  const formNames = formFieldsRead(grid);
  const liveRows = useWatch({ control, name }) as AnyRecord[] | undefined;
  const formWatched = useWatch({ control, name: formNames }) as unknown[];
  const formValues: AnyRecord = Object.fromEntries(
    formNames.map((field, index) => [field, formWatched?.[index]]),
  );
  return (
    <fieldset className="grid-input" data-grid={name}>
      <legend className="form-field__label">{label}</legend>
      <div className="grid-input__scroll">
        <table className="grid-input__table">
          <thead>
            <tr>
              <th scope="col">#</th>
              {columns.map(([column, field]) => (
                <th scope="col" key={column} className={uiOf(field).numeric ? moneyCellClass : undefined}>
                  {t(gridFieldLabelKey(definition, name, column))}
                  {(field.required || requiredColumns.includes(column)) && (
                    <span className="form-field__required" aria-hidden="true">
                      *
                    </span>
                  )}
                </th>
              ))}
              <th scope="col">
                <span className="visually-hidden">{t('actions.delete')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row, index) => (
              <tr key={row.id}>
                <td>{index + 1}</td>
                {columns.map(([column, field]) => {
                  const { Input, numeric } = uiOf(field);
                  const path = `${name}.${index}.${column}`;
                  const columnLabel = `${t(gridFieldLabelKey(definition, name, column))} ${index + 1}`;
                  return (
                    <td key={column} className={numeric ? moneyCellClass : undefined}>
                      <Controller
                        control={control}
                        name={path}
                        render={({ field: bound, fieldState }) => (
                          <>
                            <Input
                              name={column}
                              field={field}
                              id={`${idPrefix}-${path}`}
                              value={bound.value}
                              onChange={(value: unknown) => {
                                bound.onChange(value);
                                onCellChange?.(index, column, value);
                              }}
                              onBlur={bound.onBlur}
                              disabled={readOnly}
                              invalid={!!fieldState.error}
                              ariaLabel={columnLabel}
                              row={row}
                              {...pickerContext(field, liveRows?.[index] ?? {}, formValues)}
                            />
                            {fieldState.error && (
                              <div className="form-field__error" role="alert">
                                {validationMessage(t, fieldState.error.message)}
                              </div>
                            )}
                          </>
                        )}
                      />
                    </td>
                  );
                })}
                <td>
                  <Button
                    type="text"
                    disabled={readOnly}
                    danger
                    icon={<DeleteOutlined aria-hidden />}
                    aria-label={`${t('grid.removeRow')} ${index + 1}`}
                    onClick={() => remove(index)}
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Button
        icon={<PlusOutlined aria-hidden />}
        onClick={() => append(newGridRow(grid))}
        disabled={atMax || readOnly}
      >
        {t('grid.addRow')}
      </Button>
      {(rootError?.message || rootError?.root?.message) && (
        <div className="form-field__error" role="alert">
          {validationMessage(t, rootError.message ?? rootError.root?.message)}
        </div>
      )}
    </fieldset>
  );
};
