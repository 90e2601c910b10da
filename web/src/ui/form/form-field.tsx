import type { AnyRecord } from '@aqar/domain/records';
import type { EntityDefinition, FieldDefinition } from '@aqar/domain/entity-definition';
import type { ReactNode } from 'react';
import { type Control, Controller, type FieldError, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { uiOf } from '../fields/field-types.tsx';
import { validationMessage } from '../labels.ts';
import type { FormValues } from './record-values.ts';

interface FormFieldProps {
  definition: EntityDefinition;
  name: string;
  field: FieldDefinition;
  label: string;
  control: Control<FormValues>;
  row: AnyRecord | null;
  idPrefix: string;
  disabled?: boolean;
}

/** The form fields a field's input reads: the field choosing a reference's entity, its picker's scope. */
const dependenciesOf = (field: FieldDefinition): string[] =>
  field.type === 'reference'
    ? [
        ...new Set([
          ...(field.entityBy ? [field.entityBy.field] : []),
          ...Object.values(field.pickerScope ?? {}),
        ]),
      ]
    : [];

/** The live values of `names`, for an input that depends on other fields of the form. */
const WatchValues = ({
  control,
  names,
  children,
}: {
  control: Control<FormValues>;
  names: string[];
  children: (values: AnyRecord) => ReactNode;
}) => {
  const watched = useWatch({ control, name: names }) as unknown[];
  return children(Object.fromEntries(names.map((name, index) => [name, watched[index]])));
};

/** Label (with a red asterisk when required), the type's input, and the error under it. */
export const FormField = ({
  definition,
  name,
  field,
  label,
  control,
  row,
  idPrefix,
  disabled,
}: FormFieldProps) => {
  const { t } = useTranslation();
  const Input = uiOf(field).Input;
  // A picker fed by another list (units free over the contract's dates) follows the form's values.
  const source = field.type === 'reference' ? field.pickerSource : undefined;
  const sourceEntries = Object.entries(source?.params ?? {});
  const sourceValues = useWatch({ control, name: sourceEntries.map(([, from]) => from) }) as unknown[];
  const sourceParams = source
    ? Object.fromEntries(
        sourceEntries.flatMap(([param, from], index) => {
          const value = from === 'id' ? row?.id : sourceValues[index];
          return typeof value === 'string' && value !== '' ? [[param, value]] : [];
        }),
      )
    : undefined;
  const id = `${idPrefix}-${name}`;
  const errorId = `${id}-error`;
  const dependencies = dependenciesOf(field);
  // A tree record may not be its own parent.
  const excludeIds =
    definition.tree && name === definition.tree.parentField && typeof row?.id === 'string'
      ? [row.id]
      : undefined;
  return (
    <Controller
      control={control}
      name={name}
      render={({ field: bound, fieldState }) => {
        const error = fieldState.error as FieldError | undefined;
        const input = (formValues?: AnyRecord) => (
          <Input
            name={name}
            field={field}
            id={id}
            value={bound.value}
            onChange={bound.onChange}
            onBlur={bound.onBlur}
            invalid={!!error}
            describedBy={error ? errorId : undefined}
            disabled={disabled}
            row={row}
            excludeIds={excludeIds}
            formValues={formValues}
            sourceParams={sourceParams}
          />
        );
        return (
          <div
            className={`form-field form-field--${field.type}${error ? ' form-field--error' : ''}`}
            data-field={name}
          >
            <label htmlFor={id} className="form-field__label">
              {label}
              {field.required && (
                <span className="form-field__required" aria-hidden="true">
                  *
                </span>
              )}
            </label>
            {dependencies.length === 0 ? (
              input()
            ) : (
              <WatchValues control={control} names={dependencies}>
                {(values) => input(values)}
              </WatchValues>
            )}
            {error && (
              <div id={errorId} className="form-field__error" role="alert">
                {validationMessage(t, error.message)}
              </div>
            )}
          </div>
        );
      }}
    />
  );
};

/** Read-only fields show their stored value. */
export const ReadOnlyField = ({
  name,
  field,
  label,
  row,
  idPrefix,
}: {
  name: string;
  field: FieldDefinition;
  label: string;
  row: AnyRecord | null;
  idPrefix: string;
}) => {
  const { t } = useTranslation();
  const { Cell, text } = uiOf(field);
  const id = `${idPrefix}-${name}`;
  return (
    <div className="form-field form-field--readonly" data-field={name}>
      <span className="form-field__label" id={`${id}-label`}>
        {label}
      </span>
      <output className="form-field__value" aria-labelledby={`${id}-label`}>
        {!row ? (
          '—'
        ) : Cell ? (
          <Cell name={name} field={field} value={row[name]} row={row} />
        ) : (
          text({ name, field, value: row[name], row }, t)
        )}
      </output>
    </div>
  );
};
