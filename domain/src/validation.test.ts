import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { account } from './entities/accounting/account.ts';
import { defineEntity } from './entity-definition.ts';
import { recordIssues, recordSchema, requiredIssues } from './validation.ts';

/** An entity with one field of every kind, so the tests do not depend on real definitions. */
const sample = defineEntity({
  key: 'sample',
  table: 'samples',
  api: '/samples',
  display: 'name',
  fields: {
    name: { type: 'text', max: 20, required: true, requiredMessage: 'nameRequired' },
    nickname: { type: 'text', min: 3, minMessage: 'nameMin3' },
    note: { type: 'textarea' },
    email: { type: 'email' },
    phone: { type: 'phone' },
    amount: { type: 'money', min: 0 },
    rate: { type: 'decimal', scale: 2 },
    share: { type: 'percent', min: 0, exclusiveMin: true, max: 100 },
    count: { type: 'integer', min: 1, max: 10 },
    active: { type: 'boolean', default: true },
    startOn: { type: 'date' },
    happenedAt: { type: 'datetime' },
    cardType: { type: 'option', options: 'cardType' },
    parentId: { type: 'reference', entity: 'sample' },
    hex: { type: 'color', default: '#EEEEEE' },
    code: { type: 'text', numeric: true, max: 10 },
    secret: { type: 'text', min: 8, minMessage: 'passwordTooShort', writeOnly: true },
    computed: { type: 'text', readOnly: true },
    extra: { type: 'json' },
  },
  grids: {
    lines: {
      table: 'sample_lines',
      max: 3,
      fields: {
        accountId: { type: 'reference', entity: 'account', required: true },
        amount: { type: 'money', min: 0 },
        serverTotal: { type: 'money', readOnly: true },
      },
    },
  },
  listColumns: ['number', 'name'],
});

const uuid = '0b6f8c2e-5a1d-4c3b-9e7f-2d4a6b8c0e1f';
const create = recordSchema(sample, 'create');
const update = recordSchema(sample, 'update');

/** The issues of a failed parse as `path → message`. */
const issuesOf = (result: ReturnType<typeof create.safeParse>) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

const parsed = (body: unknown) => {
  const result = create.safeParse(body);
  expect(result.error?.issues ?? []).toEqual([]);
  return result.data as Record<string, unknown>;
};

describe('required fields', () => {
  it('are demanded on create with their own message', () => {
    expect(issuesOf(create.safeParse({}))).toEqual({ name: 'nameRequired' });
  });

  it('treat blank and whitespace-only text as missing', () => {
    expect(issuesOf(create.safeParse({ name: '' }))).toEqual({ name: 'nameRequired' });
    expect(issuesOf(create.safeParse({ name: '   ' }))).toEqual({ name: 'nameRequired' });
    expect(issuesOf(create.safeParse({ name: null }))).toEqual({ name: 'nameRequired' });
  });

  it('may be left out of an update, but not cleared', () => {
    expect(update.safeParse({}).success).toBe(true);
    expect(issuesOf(update.safeParse({ name: '' }))).toEqual({ name: 'nameRequired' });
  });

  it('are checked again on a merged record', () => {
    expect(requiredIssues(sample, { name: null })).toEqual([{ path: 'name', message: 'nameRequired' }]);
    expect(requiredIssues(sample, { name: 'x' })).toEqual([]);
  });

  it('inside grid rows hold in both modes', () => {
    expect(issuesOf(update.safeParse({ lines: [{ amount: '1' }] }))).toEqual({
      'lines.0.accountId': 'required',
    });
  });
});

describe('keys', () => {
  it('rejects unknown fields, naming each one', () => {
    expect(issuesOf(create.safeParse({ name: 'a', bogus: 1, other: 'x' }))).toEqual({
      bogus: 'unknownField',
      other: 'unknownField',
    });
    expect(issuesOf(create.safeParse({ name: 'a', lines: [{ accountId: uuid, bogus: 1 }] }))).toEqual({
      'lines.0.bogus': 'unknownField',
    });
  });

  it('silently drops read-only and server-assigned keys', () => {
    const data = parsed({
      id: uuid,
      number: 7,
      createdAt: '2024-01-01T00:00:00Z',
      updatedAt: 'anything',
      name: 'a',
      computed: 'client value',
      lines: [{ id: uuid, position: 1, parentId: uuid, accountId: uuid, serverTotal: '5' }],
    });
    expect(data).not.toHaveProperty('computed');
    expect(data).not.toHaveProperty('id');
    expect(data).not.toHaveProperty('number');
    expect(data.lines).toEqual([{ accountId: uuid }]);
  });

  it('keeps write-only fields as typed (no trimming of secrets)', () => {
    expect(parsed({ name: 'a', secret: ' pass word ' }).secret).toBe(' pass word ');
    expect(issuesOf(create.safeParse({ name: 'a', secret: 'short' }))).toEqual({
      secret: 'passwordTooShort',
    });
  });

  it('answers a body that is not an object with invalidValue', () => {
    for (const body of [null, [], 'text', 42]) {
      expect(create.safeParse(body).error?.issues[0]?.message).toBe('invalidValue');
    }
  });
});

describe('text', () => {
  it('trims and enforces length', () => {
    expect(parsed({ name: '  Dubai  ' }).name).toBe('Dubai');
    expect(issuesOf(create.safeParse({ name: 'x'.repeat(21) }))).toEqual({ name: 'tooLong' });
    expect(issuesOf(create.safeParse({ name: 'a', nickname: 'ab' }))).toEqual({ nickname: 'nameMin3' });
  });

  it('answers a 10,000-character string with tooLong, never a crash', () => {
    const huge = 'a'.repeat(10_000);
    expect(
      issuesOf(create.safeParse({ name: huge, note: huge, email: `${huge}@x.com`, phone: huge })),
    ).toEqual({
      name: 'tooLong',
      note: 'tooLong',
      email: 'tooLong',
      phone: 'tooLong',
    });
  });

  it('answers a 10,000-character string in non-text fields with their own message', () => {
    const huge = '9'.repeat(10_000);
    expect(
      issuesOf(
        create.safeParse({
          name: 'a',
          amount: huge,
          startOn: huge,
          happenedAt: huge,
          cardType: huge,
          parentId: huge,
        }),
      ),
    ).toEqual({
      amount: 'mustBeNumber',
      startOn: 'invalidDate',
      happenedAt: 'invalidDate',
      cardType: 'invalidOption',
      parentId: 'invalidReference',
    });
  });

  it('checks e-mail addresses and colours', () => {
    expect(issuesOf(create.safeParse({ name: 'a', email: 'not-an-email' }))).toEqual({
      email: 'invalidEmail',
    });
    expect(parsed({ name: 'a', email: 'a@b.ae' }).email).toBe('a@b.ae');
    expect(issuesOf(create.safeParse({ name: 'a', hex: 'red' }))).toEqual({ hex: 'invalidColor' });
    expect(parsed({ name: 'a', hex: '#12ab9F' }).hex).toBe('#12ab9F');
  });

  it('rejects a non-string for a text field', () => {
    expect(issuesOf(create.safeParse({ name: 5 }))).toEqual({ name: 'invalidValue' });
  });

  it('takes a JSON number for a field the reference types as a number, stored as its digits', () => {
    expect(parsed({ name: 'a', code: 900123 }).code).toBe('900123');
    expect(parsed({ name: 'a', code: ' 900123 ' }).code).toBe('900123');
    expect(parsed({ name: 'a', code: 0 }).code).toBe('0');
    expect(issuesOf(create.safeParse({ name: 'a', code: 1.5 }))).toEqual({ code: 'invalidValue' });
    expect(issuesOf(create.safeParse({ name: 'a', code: -1 }))).toEqual({ code: 'invalidValue' });
    expect(issuesOf(create.safeParse({ name: 'a', code: 12345678901 }))).toEqual({ code: 'tooLong' });
  });

  it('takes a number for the codes of the charts', () => {
    const accountCreate = recordSchema(account, 'create');
    const result = accountCreate.safeParse({ name: 'Cash', code: 131 });
    expect(result.error?.issues ?? []).toEqual([]);
    expect((result.data as Record<string, unknown>).code).toBe('131');
  });
});

describe('control characters', () => {
  it('are refused in every text field, grid rows included; tab and line breaks are kept', () => {
    for (const bad of ['a\u0000b', '\u0000', 'x\u0001', 'bell\u0007', 'esc\u001b[2J']) {
      expect(issuesOf(create.safeParse({ name: bad, note: bad, secret: `long enough${bad}` }))).toMatchObject(
        {
          name: 'invalidCharacter',
          note: 'invalidCharacter',
          secret: 'invalidCharacter',
        },
      );
    }
    expect(parsed({ name: 'a', note: 'line one\n\tline two\r\n' }).note).toBe('line one\n\tline two');
  });

  it('are refused anywhere inside a JSON field, keys included', () => {
    expect(issuesOf(create.safeParse({ name: 'a', extra: { files: [{ name: 'a\u0000' }] } }))).toEqual({
      extra: 'invalidCharacter',
    });
    expect(issuesOf(create.safeParse({ name: 'a', extra: { 'k\u0000': 1 } }))).toEqual({
      extra: 'invalidCharacter',
    });
    expect(parsed({ name: 'a', extra: { files: [{ name: 'plan.pdf' }] } }).extra).toEqual({
      files: [{ name: 'plan.pdf' }],
    });
  });

  it('leave a number, date or reference field with its own message', () => {
    expect(
      issuesOf(
        create.safeParse({ name: 'a', amount: '1\u0000', startOn: '2026-01-01\u0000', parentId: '\u0000' }),
      ),
    ).toEqual({ amount: 'mustBeNumber', startOn: 'invalidDate', parentId: 'invalidReference' });
  });
});

describe('numbers', () => {
  it('keeps decimals exact, as strings', () => {
    expect(parsed({ name: 'a', amount: '0.1' }).amount).toBe('0.1');
    expect(parsed({ name: 'a', amount: 0.1 }).amount).toBe('0.1');
    expect(parsed({ name: 'a', amount: '1.50' }).amount).toBe('1.5');
    expect(parsed({ name: 'a', amount: '9999999999999999.9999' }).amount).toBe('9999999999999999.9999');
    expect(parsed({ name: 'a', rate: '-0' }).rate).toBe('0');
    expect(parsed({ name: 'a', amount: 0.0001 }).amount).toBe('0.0001');
    expect(parsed({ name: 'a', share: 1e-4 }).share).toBe('0.0001');
  });

  it('refuses more decimal places than the field keeps', () => {
    expect(issuesOf(create.safeParse({ name: 'a', amount: '1.23456' }))).toEqual({
      amount: 'tooManyDecimals',
    });
    expect(issuesOf(create.safeParse({ name: 'a', rate: '1.234' }))).toEqual({ rate: 'tooManyDecimals' });
    // Without a scale of its own, a percent keeps defaultScale.percent (4) places.
    expect(issuesOf(create.safeParse({ name: 'a', share: 1e-7 }))).toEqual({ share: 'tooManyDecimals' });
  });

  it('refuses what is not a plain decimal', () => {
    for (const value of ['1e3', 'abc', '1,5', '.5', '', Number.NaN, Number.POSITIVE_INFINITY, true, {}]) {
      const result = issuesOf(create.safeParse({ name: 'a', rate: value }));
      if (value === '') expect(result).toEqual({});
      else expect(result).toEqual({ rate: 'mustBeNumber' });
    }
  });

  it('enforces bounds and integers', () => {
    expect(parsed({ name: 'a', count: '7' }).count).toBe(7);
    expect(issuesOf(create.safeParse({ name: 'a', count: 1.5 }))).toEqual({ count: 'mustBeInteger' });
    expect(issuesOf(create.safeParse({ name: 'a', count: 0 }))).toEqual({ count: 'tooSmall' });
    expect(issuesOf(create.safeParse({ name: 'a', count: 11 }))).toEqual({ count: 'tooLarge' });
    expect(issuesOf(create.safeParse({ name: 'a', amount: '-0.01' }))).toEqual({ amount: 'tooSmall' });
    expect(issuesOf(create.safeParse({ name: 'a', share: 0 }))).toEqual({ share: 'tooSmall' });
    expect(issuesOf(create.safeParse({ name: 'a', share: '100.0001' }))).toEqual({ share: 'tooLarge' });
  });
});

describe('dates', () => {
  it('accepts real calendar dates only', () => {
    expect(parsed({ name: 'a', startOn: '2024-02-29' }).startOn).toBe('2024-02-29');
    for (const value of [
      '2023-02-29',
      '2024-02-30',
      '2024-13-01',
      '2024-00-10',
      '20240101',
      '2024-1-1',
      'today',
      5,
    ]) {
      expect(issuesOf(create.safeParse({ name: 'a', startOn: value }))).toEqual({ startOn: 'invalidDate' });
    }
  });

  it('normalises instants to ISO and refuses nonsense', () => {
    expect(parsed({ name: 'a', happenedAt: '2024-05-01T10:00:00+04:00' }).happenedAt).toBe(
      '2024-05-01T06:00:00.000Z',
    );
    expect(issuesOf(create.safeParse({ name: 'a', happenedAt: 'not a date' }))).toEqual({
      happenedAt: 'invalidDate',
    });
  });
});

describe('options, references, booleans, defaults', () => {
  it('accepts listed option ids, as numbers or digit strings', () => {
    expect(parsed({ name: 'a', cardType: 1 }).cardType).toBe(1);
    expect(parsed({ name: 'a', cardType: '4' }).cardType).toBe(4);
    for (const value of [0, 5, 2.5, 'customer', '0x1', '1e0', true]) {
      expect(issuesOf(create.safeParse({ name: 'a', cardType: value }))).toEqual({
        cardType: 'invalidOption',
      });
    }
  });

  it('accepts UUID references only', () => {
    expect(parsed({ name: 'a', parentId: uuid }).parentId).toBe(uuid);
    expect(issuesOf(create.safeParse({ name: 'a', parentId: '12' }))).toEqual({
      parentId: 'invalidReference',
    });
    expect(parsed({ name: 'a', parentId: '' }).parentId).toBeNull();
  });

  it('fills defaults on create only, and reads null and blank booleans as false', () => {
    expect(parsed({ name: 'a' })).toMatchObject({ active: true, hex: '#EEEEEE' });
    expect(parsed({ name: 'a', active: null }).active).toBe(false);
    expect(parsed({ name: 'a', active: '' }).active).toBe(false);
    expect(update.parse({ active: '' })).toEqual({ active: false });
    expect(update.parse({})).toEqual({});
    expect(issuesOf(create.safeParse({ name: 'a', active: 'yes' }))).toEqual({ active: 'invalidValue' });
  });

  it('limits grid rows', () => {
    const row = { accountId: uuid };
    expect(issuesOf(create.safeParse({ name: 'a', lines: [row, row, row, row] }))).toEqual({
      lines: 'tooManyRows',
    });
    expect(issuesOf(create.safeParse({ name: 'a', lines: 'rows' }))).toEqual({ lines: 'invalidValue' });
  });
});

describe('cross-field rules', () => {
  const assembly = { code: '5', name: 'Assembly', type: 3 };

  it('run with the create schema, at the path the rule names', () => {
    expect(issuesOf(recordSchema(account, 'create').safeParse(assembly))).toEqual({
      accountAssemblies: 'assemblyNeedsAccount',
    });
  });

  it('do not run on a partial update; recordIssues checks the merged record', () => {
    expect(recordSchema(account, 'update').safeParse({ type: 3 }).success).toBe(true);
    expect(recordIssues(account, { ...assembly, name: null })).toEqual([
      { path: 'name', message: 'nameRequired' },
      { path: 'accountAssemblies', message: 'assemblyNeedsAccount' },
    ]);
  });
});

describe('robustness', () => {
  it('never throws, whatever the body', () => {
    const schemas = [create, update, recordSchema(account, 'create'), recordSchema(account, 'update')];
    fc.assert(
      fc.property(
        fc.anything(),
        fc.dictionary(fc.constantFrom('name', 'amount', 'startOn', 'lines', 'type', 'x'), fc.anything()),
        (body, fields) => {
          for (const schema of schemas) {
            expect(() => schema.safeParse(body)).not.toThrow();
            expect(() => schema.safeParse(fields)).not.toThrow();
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});
