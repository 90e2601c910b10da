import type { AnyRecord } from '@aqar/domain/records';
import type { EntityDefinition } from '@aqar/domain/entity-definition';
import { latinDisplayOf, standardColumns } from '@aqar/domain/entity-definition';
import { parseMessageCode } from '@aqar/domain/messages';
import type { TFunction } from 'i18next';
import { toLanguage } from '../i18n/language-codes.ts';

/** Translation keys follow the convention `entities.<key>.title` and `entities.<key>.fields.<field>`. */
export const entityTitleKey = (definition: EntityDefinition) => `entities.${definition.key}.title`;

export const fieldLabelKey = (definition: EntityDefinition, name: string) =>
  (standardColumns as readonly string[]).includes(name) || name === 'recordedAt'
    ? `columns.${name}`
    : `entities.${definition.key}.fields.${name}`;

export const gridFieldLabelKey = (definition: EntityDefinition, grid: string, name: string) =>
  `entities.${definition.key}.gridFields.${grid}.${name}`;

export const tabLabelKey = (definition: EntityDefinition, tab: string) =>
  `entities.${definition.key}.tabs.${tab}`;

export const optionLabelKey = (label: string) => `options.${label}`;

export const entityTitle = (t: TFunction, definition: EntityDefinition) => t(entityTitleKey(definition));

export const fieldLabel = (t: TFunction, definition: EntityDefinition, name: string) =>
  t(fieldLabelKey(definition, name));

/**
 * Validation messages travel as keys of domain/src/messages.ts, or as a key with the values of its
 * placeholders (`messageCode`); unknown text passes through as is.
 */
export const validationMessage = (t: TFunction, message: string | undefined) => {
  if (!message) return undefined;
  const { key, values } = parseMessageCode(message);
  return t(key, { ns: 'validation', defaultValue: message, ...values });
};

const textOf = (value: unknown) => (value === null || value === undefined ? '' : String(value).trim());

/**
 * Which of a record's two names a language reads: the Arabic `name` in Arabic, the Latin-script
 * `ltnname` in every other language, each falling back to the other when it is empty.
 */
export const localName = (name: unknown, latinName: unknown, language: string | undefined): string => {
  const arabic = textOf(name);
  const latin = textOf(latinName);
  return toLanguage(language) === 'ar' ? arabic || latin : latin || arabic;
};

/** A record's display text in the language: its display field, or the Latin name beside it. */
export const recordLabel = (
  definition: Pick<EntityDefinition, 'display' | 'fields'>,
  row: AnyRecord,
  language: string | undefined,
): string => {
  const latin = latinDisplayOf(definition);
  return localName(row[definition.display], latin ? row[latin] : undefined, language);
};

/** How a record reads in pickers and search: its code (for charts), then its label or number. */
export const recordText = (
  definition: EntityDefinition,
  row: AnyRecord,
  language: string | undefined,
): string => {
  const code = definition.tree ? row[definition.tree.codeField] : undefined;
  const text = recordLabel(definition, row, language) || String(row.number ?? '');
  return code ? `${String(code)} - ${text}` : text;
};

/** The text of reference `field` of an API row: `<field>Label`, or `<field>LatinLabel` outside Arabic. */
export const referenceLabel = (row: AnyRecord, field: string, language: string | undefined) =>
  localName(row[`${field}Label`], row[`${field}LatinLabel`], language);

/**
 * The text of a refusal: a delete refused because others still use the record lists them one per
 * line, each entity by its title in the reader's language; any other error says its message.
 */
export const refusalText = (t: TFunction, error: unknown): string | undefined => {
  if (!(error instanceof Error)) return undefined;
  const usedBy = (error as { usedBy?: { entity: string; count: number }[] }).usedBy;
  if (!usedBy?.length) return error.message || undefined;
  return [
    t('toastMessages.stillUsedBy'),
    ...usedBy.map(
      ({ entity, count }) => `${t(`entities.${entity}.title`, { defaultValue: entity })}: ${count}`,
    ),
  ].join('\n');
};
