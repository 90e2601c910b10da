import type { AnyRecord } from '@aqar/domain/records';
import {
  type FieldDefinition,
  type FieldType,
  type NumberField,
  type OptionField,
  type ReferenceField,
  referencedEntity,
} from '@aqar/domain/entity-definition';
import { optionLists } from '@aqar/domain/options';
import { entityByKey } from '@aqar/domain/registry';
import {
  ColorPicker,
  DatePicker,
  Input,
  InputNumber,
  type InputNumberProps,
  Select,
  Switch,
  Tag,
} from 'antd';
import dayjs from 'dayjs';
import i18next, { type TFunction } from 'i18next';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  dateFormat,
  dateTimeFormat,
  decimalSeparator,
  formatDate,
  formatDateTime,
  formatNumber,
} from '../format.ts';
import { useHijriDates } from '../date-preferences.ts';
import { formatHijri, parseDateText } from '../hijri.ts';
import { optionLabelKey, referenceLabel } from '../labels.ts';
import { moneyDecimals } from '../money.ts';
import { displayText } from '../narrative.ts';
import { ReferencePicker } from './reference-picker.tsx';

/** What a cell, an input and a filter of any field type receive. */
export interface CellProps<F extends FieldDefinition = FieldDefinition> {
  name: string;
  field: F;
  value: unknown;
  row: AnyRecord;
}

export interface InputProps<F extends FieldDefinition = FieldDefinition> {
  name: string;
  field: F;
  value: unknown;
  onChange: (value: unknown) => void;
  onBlur: () => void;
  id: string;
  invalid: boolean;
  disabled?: boolean;
  describedBy?: string;
  /** The loaded record, for display helpers such as `<field>Label`. */
  row?: AnyRecord | null;
  /** Accessible name when no visible label points at the input (grid cells). */
  ariaLabel?: string;
  excludeIds?: string[];
  /** Live values of the form fields this input depends on (a reference's entity and scope). */
  formValues?: AnyRecord;
  /** Query parameters of a reference picker's own source (`pickerSource`), from the form. */
  sourceParams?: Record<string, string>;
}

export interface FilterProps<F extends FieldDefinition = FieldDefinition> {
  name: string;
  field: F;
  value: unknown;
  onChange: (value: unknown) => void;
  id: string;
  label: string;
}

export interface FieldTypeUi<F extends FieldDefinition = FieldDefinition> {
  /** Plain text for export and search, and what a cell shows unless the type has `Cell`. */
  text: (props: CellProps<F>, t: TFunction) => string;
  /**
   * A cell richer than its text (a colour swatch). Text cells are plain strings rather than
   * components: a list renders hundreds of them at once, and per-cell hooks cost its first render.
   */
  Cell?: (props: CellProps<F>) => ReactNode;
  Input: (props: InputProps<F>) => ReactNode;
  /** Null when the type offers no filter widget (it must say so explicitly). */
  Filter: ((props: FilterProps<F>) => ReactNode) | null;
  /** Right-aligned (end-aligned) in tables. */
  numeric?: boolean;
}

/** The field interface whose `type` union contains T (NumberField for 'money', and so on). */
type FieldOfType<T extends FieldType, F = FieldDefinition> = F extends { type: infer U }
  ? T extends U
    ? F
    : never
  : never;

const asString = (value: unknown) => (value === null || value === undefined ? '' : String(value));

const inputType = { email: 'email', phone: 'tel' } as const;

function TextInput({
  value,
  onChange,
  onBlur,
  id,
  invalid,
  disabled,
  describedBy,
  ariaLabel,
  field,
}: InputProps) {
  return (
    <Input
      id={id}
      type={inputType[field.type as keyof typeof inputType] ?? 'text'}
      value={displayText(value)}
      onChange={(event) => onChange(event.target.value)}
      onBlur={onBlur}
      disabled={disabled}
      status={invalid ? 'error' : undefined}
      aria-invalid={invalid || undefined}
      aria-describedby={describedBy}
      aria-label={ariaLabel}
      maxLength={'max' in field ? field.max : undefined}
    />
  );
}

const TextFilter = ({ value, onChange, id, label }: FilterProps) => (
  <Input
    id={id}
    aria-label={label}
    placeholder={label}
    allowClear
    value={asString(value)}
    onChange={(event) => onChange(event.target.value || undefined)}
  />
);

const TextAreaInput = ({
  value,
  onChange,
  onBlur,
  id,
  invalid,
  disabled,
  describedBy,
  ariaLabel,
}: InputProps) => (
  <Input.TextArea
    id={id}
    value={displayText(value)}
    onChange={(event) => onChange(event.target.value)}
    onBlur={onBlur}
    disabled={disabled}
    status={invalid ? 'error' : undefined}
    aria-invalid={invalid || undefined}
    aria-describedby={describedBy}
    aria-label={ariaLabel}
    autoSize={{ minRows: 2, maxRows: 6 }}
  />
);

const fractionDigits = (field: NumberField): number | undefined => {
  if (field.type === 'integer') return 0;
  // Money takes its record's currency's decimals (KWD and BHD have three).
  if (field.type === 'money') return undefined;
  return field.scale;
};

/**
 * A number box that reads and shows the language's decimal separator (`12,5` in German) while its
 * value stays a decimal string with a point, as the API takes it.
 */
export const DecimalInput = (props: Omit<InputNumberProps<string>, 'stringMode' | 'decimalSeparator'>) => {
  const { i18n } = useTranslation();
  return (
    <InputNumber<string>
      {...props}
      stringMode
      decimalSeparator={decimalSeparator(i18n.resolvedLanguage ?? i18n.language)}
    />
  );
};

const numberText = ({ value, field, row }: CellProps<NumberField>) => {
  const digits = field.type === 'money' ? moneyDecimals(row?.currencyId) : fractionDigits(field);
  const text = formatNumber(value, digits);
  return field.type === 'percent' && text ? `${text} %` : text;
};

const NumberInput = ({
  value,
  onChange,
  onBlur,
  id,
  invalid,
  disabled,
  describedBy,
  ariaLabel,
  field,
}: InputProps<NumberField>) => (
  <DecimalInput
    id={id}
    className="number-input"
    value={value === null || value === undefined ? null : String(value)}
    onChange={(next) => {
      if (next === null || next === '') onChange(null);
      else onChange(field.type === 'integer' && /^-?\d+$/.test(next) ? Number(next) : next);
    }}
    onBlur={onBlur}
    disabled={disabled}
    status={invalid ? 'error' : undefined}
    aria-invalid={invalid || undefined}
    aria-describedby={describedBy}
    aria-label={ariaLabel}
    min={field.min === undefined ? undefined : String(field.min)}
    max={field.max === undefined ? undefined : String(field.max)}
    suffix={field.type === 'percent' ? '%' : undefined}
  />
);

const NumberFilter = ({ value, onChange, id, label }: FilterProps) => (
  <DecimalInput
    id={id}
    aria-label={label}
    placeholder={label}
    value={value === undefined ? null : String(value)}
    onChange={(next) => onChange(next ?? undefined)}
  />
);

const BooleanInput = ({ value, onChange, onBlur, id, disabled, describedBy, ariaLabel }: InputProps) => (
  <Switch
    id={id}
    checked={value === true}
    onChange={(checked) => {
      onChange(checked);
      onBlur();
    }}
    disabled={disabled}
    aria-describedby={describedBy}
    aria-label={ariaLabel}
  />
);

const BooleanFilter = ({ value, onChange, id, label }: FilterProps) => {
  const { t } = useTranslation();
  return (
    <Select
      id={id}
      aria-label={label}
      placeholder={label}
      allowClear
      value={value === undefined ? undefined : String(value)}
      onChange={(next) => onChange(next === undefined ? undefined : next === 'true')}
      options={[
        { value: 'true', label: t('common.yes') },
        { value: 'false', label: t('common.no') },
      ]}
      popupMatchSelectWidth={false}
    />
  );
};

function DateInput({
  value,
  onChange,
  onBlur,
  id,
  invalid,
  disabled,
  describedBy,
  ariaLabel,
  field,
}: InputProps) {
  const withTime = field.type === 'datetime';
  const parsed = typeof value === 'string' && value ? dayjs(value) : null;
  const hijri = useHijriDates();
  const hijriText = hijri && parsed?.isValid() ? formatHijri(parsed.format('YYYY-MM-DD')) : '';
  // A day typed in either calendar (27/11/1447 is Hijri) is taken as the Gregorian day it is.
  const takeTyped = (input: EventTarget) => {
    if (withTime || !(input instanceof HTMLInputElement)) return;
    const typed = parseDateText(input.value);
    if (typed && typed !== value) onChange(typed);
  };
  return (
    <>
      <DatePicker
        id={id}
        value={parsed?.isValid() ? parsed : null}
        format={withTime ? dateTimeFormat : dateFormat}
        showTime={withTime ? { format: 'HH:mm', minuteStep: 5 } : false}
        onChange={(next) => {
          onChange(next ? (withTime ? next.toISOString() : next.format('YYYY-MM-DD')) : null);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter') takeTyped(event.target);
        }}
        onBlur={(event) => {
          takeTyped(event.target);
          onBlur();
        }}
        disabled={disabled}
        status={invalid ? 'error' : undefined}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        aria-label={ariaLabel}
        className="date-input"
      />
      {hijriText && (
        <span className="date-input__hijri" data-testid="date-input-hijri">
          {hijriText}
        </span>
      )}
    </>
  );
}

const DateFilter = ({ value, onChange, id, label }: FilterProps) => {
  const parsed = typeof value === 'string' && value ? dayjs(value) : null;
  return (
    <DatePicker
      id={id}
      aria-label={label}
      placeholder={label}
      value={parsed}
      format={dateFormat}
      onChange={(next) => onChange(next ? next.format('YYYY-MM-DD') : undefined)}
    />
  );
};

const optionsOf = (field: OptionField, t: TFunction) =>
  (optionLists[field.options] ?? []).map((item) => ({
    value: item.value,
    label: t(optionLabelKey(item.label)),
  }));

const optionText = ({ value, field }: CellProps<OptionField>, t: TFunction) => {
  const item = (optionLists[field.options] ?? []).find((option) => option.value === Number(value));
  return item ? t(optionLabelKey(item.label)) : asString(value);
};

/**
 * Black or white text, whichever contrasts more with #rrggbb (WCAG relative luminance): the
 * lawsuit red takes black, which passes 4.5:1 where white does not.
 */
export const textColorOn = (hex: string) => {
  const [r, g, b] = [1, 3, 5].map((at) => {
    const channel = Number.parseInt(hex.slice(at, at + 2), 16) / 255;
    return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  const luminance = 0.2126 * r + 0.7152 * g + 0.0722 * b;
  // Contrast with black is (L + 0.05) / 0.05, with white 1.05 / (L + 0.05): equal at L ≈ 0.179.
  return (luminance + 0.05) / 0.05 >= 1.05 / (luminance + 0.05) ? '#000000' : '#ffffff';
};

/**
 * An option whose list gives it a colour (a unit's status) shows as a tag of that colour; others
 * as text. No hooks: a list renders hundreds of cells.
 */
const OptionCell = ({ value, field }: CellProps<OptionField>) => {
  const item = (optionLists[field.options] ?? []).find((option) => option.value === Number(value));
  if (!item) return asString(value);
  const label = i18next.t(optionLabelKey(item.label));
  return item.color ? (
    <Tag color={item.color} variant="solid" style={{ color: textColorOn(item.color) }}>
      {label}
    </Tag>
  ) : (
    label
  );
};

const OptionInput = ({
  value,
  onChange,
  onBlur,
  id,
  invalid,
  disabled,
  describedBy,
  ariaLabel,
  field,
}: InputProps<OptionField>) => {
  const { t } = useTranslation();
  return (
    <Select<number>
      id={id}
      value={value === null || value === undefined ? undefined : Number(value)}
      options={optionsOf(field, t)}
      onChange={(next) => onChange(next ?? null)}
      onBlur={onBlur}
      allowClear={!field.required}
      placeholder={t('picker.select')}
      disabled={disabled}
      status={invalid ? 'error' : undefined}
      aria-invalid={invalid || undefined}
      aria-describedby={describedBy}
      aria-label={ariaLabel}
      popupMatchSelectWidth={false}
    />
  );
};

const OptionFilter = ({ value, onChange, id, label, field }: FilterProps<OptionField>) => {
  const { t } = useTranslation();
  return (
    <Select<number>
      id={id}
      aria-label={label}
      placeholder={label}
      allowClear
      value={value === undefined ? undefined : Number(value)}
      options={optionsOf(field, t)}
      onChange={(next) => onChange(next ?? undefined)}
      popupMatchSelectWidth={false}
    />
  );
};

/**
 * A reference as the form's other fields shape it: the entity its `entityBy` field chooses and its
 * picker filtered by the `pickerScope` fields the entity has. Undefined while the choosing field
 * is empty (the picker waits for it).
 */
const scopedReference = (field: ReferenceField, values: AnyRecord | undefined) => {
  const values_ = values ?? {};
  const entity = referencedEntity(field, values_);
  if (!entity) return undefined;
  const target = entityByKey(entity);
  const filter: Record<string, string | number | boolean> = { ...field.pickerFilter };
  for (const [name, formField] of Object.entries(field.pickerScope ?? {})) {
    const value = values_[formField];
    if (target?.fields[name] && (typeof value === 'string' || typeof value === 'number') && value !== '')
      filter[name] = value;
  }
  const scopeKey = JSON.stringify([
    entity,
    ...Object.values(field.pickerScope ?? {}).map((name) => values_[name] ?? null),
  ]);
  const shaped: ReferenceField = { ...field, entity, pickerFilter: filter };
  return { field: shaped, scopeKey };
};

/**
 * Clears a reference chosen under other values of the fields it depends on (another building,
 * another unit kind): the value is remembered with the scope it was set in, so a record loaded
 * with both keeps its value.
 */
const useClearedWhenScopeChanges = (value: unknown, scopeKey: string, onChange: (value: unknown) => void) => {
  const chosenIn = useRef<{ value: unknown; scopeKey: string } | undefined>(undefined);
  useEffect(() => {
    if (value === null || value === undefined || value === '') {
      chosenIn.current = undefined;
      return;
    }
    if (chosenIn.current?.value !== value) {
      chosenIn.current = { value, scopeKey };
      return;
    }
    if (chosenIn.current.scopeKey !== scopeKey) {
      chosenIn.current = undefined;
      onChange(null);
    }
  }, [value, scopeKey, onChange]);
};

/** The referenced record's name in the language; its id when the API sent no label. */
const referenceText = ({ name, row, value }: CellProps, language: string | undefined) =>
  referenceLabel(row, name, language) || asString(value);

const ReferenceInput = ({
  value,
  onChange,
  onBlur,
  id,
  invalid,
  disabled,
  describedBy,
  ariaLabel,
  field,
  name,
  row,
  excludeIds,
  formValues,
  sourceParams,
}: InputProps<ReferenceField>) => {
  const { i18n } = useTranslation();
  // The loaded record names its own value only; a value set since then reads its record.
  const initialLabel =
    row && row[name] === value
      ? referenceLabel(row, name, i18n.resolvedLanguage ?? i18n.language) || undefined
      : undefined;
  const scoped = scopedReference(field, formValues);
  useClearedWhenScopeChanges(value, scoped?.scopeKey ?? '', onChange);
  return (
    <ReferencePicker
      id={id}
      field={scoped?.field ?? field}
      value={typeof value === 'string' ? value : null}
      onChange={onChange}
      onBlur={onBlur}
      invalid={invalid}
      disabled={disabled || scoped === undefined}
      describedBy={describedBy}
      ariaLabel={ariaLabel}
      initialLabel={initialLabel}
      excludeIds={excludeIds}
      sourceParams={sourceParams}
    />
  );
};

const ReferenceFilter = ({ value, onChange, id, label, field }: FilterProps<ReferenceField>) => (
  <ReferencePicker
    id={id}
    field={field}
    ariaLabel={label}
    value={typeof value === 'string' ? value : null}
    onChange={(next) => onChange(next ?? undefined)}
    allowAdd={false}
  />
);

const ColorCell = ({ value }: CellProps) =>
  value ? (
    <span className="color-cell">
      <span className="color-cell__swatch" style={{ background: String(value) }} />
      {String(value)}
    </span>
  ) : null;

const ColorInput = ({ value, onChange, onBlur, id, disabled, ariaLabel }: InputProps) => (
  <ColorPicker
    value={typeof value === 'string' && value ? value : undefined}
    onChangeComplete={(color) => {
      onChange(color.toHexString());
      onBlur();
    }}
    allowClear
    onClear={() => onChange(null)}
    disabled={disabled}
    showText
  >
    <button type="button" id={id} className="color-input" aria-label={ariaLabel} disabled={disabled}>
      <span
        className="color-cell__swatch"
        style={{ background: typeof value === 'string' ? value : 'transparent' }}
      />
      {asString(value)}
    </button>
  </ColorPicker>
);

const jsonText = ({ value }: CellProps) =>
  value === null || value === undefined ? '' : JSON.stringify(value);

/** Free-form JSON, edited as text; the value is parsed when it is valid JSON and kept as text until then. */
const JsonInput = ({
  value,
  onChange,
  onBlur,
  id,
  invalid,
  disabled,
  describedBy,
  ariaLabel,
}: InputProps) => {
  const [text, setText] = useState(() =>
    value === null || value === undefined ? '' : JSON.stringify(value, null, 2),
  );
  useEffect(() => {
    setText((current) => {
      try {
        if (current && JSON.stringify(JSON.parse(current)) === JSON.stringify(value)) return current;
      } catch {
        return current;
      }
      return value === null || value === undefined ? '' : JSON.stringify(value, null, 2);
    });
  }, [value]);
  return (
    <Input.TextArea
      id={id}
      className="json-input"
      value={text}
      onChange={(event) => {
        setText(event.target.value);
        try {
          onChange(event.target.value.trim() ? JSON.parse(event.target.value) : null);
        } catch {
          // Keep the text; the value changes once the JSON parses.
        }
      }}
      onBlur={onBlur}
      disabled={disabled}
      status={invalid ? 'error' : undefined}
      aria-invalid={invalid || undefined}
      aria-describedby={describedBy}
      aria-label={ariaLabel}
      autoSize={{ minRows: 3, maxRows: 10 }}
    />
  );
};

// A generated narrative in the reader's language, an origin code by its name; typed text as is.
const plainText = (props: CellProps) =>
  displayText(
    props.value,
    'display' in props.field && props.field.display === 'origin' ? 'origin' : 'narrative',
  );

const text: FieldTypeUi = { text: plainText, Input: TextInput, Filter: TextFilter };

const numberUi: FieldTypeUi<NumberField> = {
  text: numberText,
  Input: NumberInput,
  Filter: NumberFilter,
  numeric: true,
};

const dateText = ({ value, field }: CellProps) =>
  field.type === 'datetime' ? formatDateTime(value) : formatDate(value);

const dateUi: FieldTypeUi = { text: dateText, Input: DateInput, Filter: DateFilter };

/**
 * One cell, one input and one filter per field type. The mapped type makes it exhaustive: a new
 * FieldType in the domain fails the typecheck here until its widgets exist.
 */
export const fieldTypes: { [T in FieldType]: FieldTypeUi<FieldOfType<T>> } = {
  text,
  textarea: { text: plainText, Input: TextAreaInput, Filter: TextFilter },
  email: { text: plainText, Input: TextInput, Filter: TextFilter },
  phone: { text: plainText, Input: TextInput, Filter: TextFilter },
  integer: numberUi,
  decimal: numberUi,
  money: numberUi,
  percent: numberUi,
  boolean: {
    text: ({ value }, t) => (value === true ? t('common.yes') : value === false ? t('common.no') : ''),
    Input: BooleanInput,
    Filter: BooleanFilter,
  },
  date: dateUi,
  datetime: dateUi,
  option: { text: optionText, Cell: OptionCell, Input: OptionInput, Filter: OptionFilter },
  reference: {
    text: (props) => referenceText(props, i18next.resolvedLanguage),
    Input: ReferenceInput,
    Filter: ReferenceFilter,
  },
  color: { text: plainText, Cell: ColorCell, Input: ColorInput, Filter: TextFilter },
  json: { text: jsonText, Input: JsonInput, Filter: null },
};

/** The widgets of one field, typed loosely for generic screens. */
export const uiOf = (field: FieldDefinition): FieldTypeUi => fieldTypes[field.type] as unknown as FieldTypeUi;
