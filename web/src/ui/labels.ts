import type { EntityDefinition } from '@aqar/domain/entity-definition';
import { standardColumns } from '@aqar/domain/entity-definition';
import type { TFunction } from 'i18next';

/** Translation keys follow the convention `entities.<key>.title` and `entities.<key>.fields.<field>`. */
export const entityTitleKey = (definition: EntityDefinition) => `entities.${definition.key}.title`;

export const fieldLabelKey = (definition: EntityDefinition, name: string) =>
  (standardColumns as readonly string[]).includes(name)
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

/** Validation messages travel as keys of domain/src/messages.ts; unknown text passes through as is. */
export const validationMessage = (t: TFunction, message: string | undefined) =>
  message ? t(message, { ns: 'validation', defaultValue: message }) : undefined;
