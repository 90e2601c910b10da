import type { Issue } from '../../entity-definition.ts';
import type { AnyRecord } from '../../records.ts';

/**
 * Fields every pattern shares (domain-reference section 3). `code` is the pattern's own number:
 * documents made from the pattern carry it and are numbered and navigated per code, and the menu
 * links `?code=`. The server gives the next free code when none is sent.
 */
export const patternCode = { type: 'integer', min: 1, unique: true, search: true, tab: 'general' } as const;

export const patternName = {
  type: 'text',
  max: 100,
  required: true,
  requiredMessage: 'nameRequired',
  search: true,
  tab: 'general',
} as const;

export const patternText = (tab: string, max = 100) => ({ type: 'text', max, tab }) as const;

export const flag = (tab: string, value = false) => ({ type: 'boolean', default: value, tab }) as const;

/** An account default of a pattern: pickers offer leaf accounts only. */
export const accountDefault = (tab: string) =>
  ({ type: 'reference', entity: 'account', leafOnly: true, tab }) as const;

/**
 * A document generates its entry when its own `genEntries` is ticked or its pattern's
 * `autoGenEntries` is on; automatic generation and automatic transfer only make sense when the
 * pattern generates entries at all (the form disables them otherwise).
 */
export const autoEntriesIssues = (
  record: AnyRecord,
  names: { gen: string; auto: readonly string[] } = {
    gen: 'genEntries',
    auto: ['autoGenEntries', 'autoTransferEntry'],
  },
): Issue[] =>
  record[names.gen] === false
    ? names.auto
        .filter((name) => record[name] === true)
        .map((name) => ({ path: name, message: 'autoEntriesNeedGenEntries' }))
    : [];
