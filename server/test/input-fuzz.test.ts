import type { EntityDefinition } from '@aqar/domain/entity-definition';
import { reports } from '@aqar/domain/reports/report-registry';
import { entities } from '@aqar/domain/registry';
import { writableFields } from '@aqar/domain/validation';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSample, sampleBody } from './fixtures/samples.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

/**
 * Whatever a client sends to any entity's routes, the answer is never a 5xx, and a refused write
 * leaves the database as it was: the entity's row count, the record written to and the audit
 * trail change only on a 2xx. Values are generated per field of every definition: wrong JSON
 * types, numbers out of any range, number-like text, over-long text, control characters, dates
 * that do not exist, unknown references, objects and arrays for scalars, unknown and prototype keys.
 */

let t: TestApp;
let token: string;
const auth = () => ({ authorization: `Bearer ${token}` });

type Body = Record<string, unknown>;

/** A valid body and a stored record per entity: the fuzzed values replace parts of them. */
const bases = new Map<string, { body: Body; target: { id: string } }>();

beforeAll(async () => {
  t = await createTestApp();
  token = await t.signIn();
  for (const definition of entities) {
    bases.set(definition.key, {
      body: await sampleBody(t.app, token, definition),
      target: await createSample(t.app, token, definition),
    });
  }
}, 120_000);
afterAll(async () => t?.close());

const prototypeNames = ['__proto__', 'constructor', 'toString', 'valueOf', 'hasOwnProperty'];

const controlText = fc
  .tuple(fc.integer({ min: 0, max: 31 }), fc.string({ maxLength: 6 }), fc.string({ maxLength: 6 }))
  .map(([code, before, after]) => `${before}${String.fromCharCode(code)}${after}`);

const hugeNumber = fc.constantFrom(
  1e308,
  -1e308,
  Number.MIN_VALUE,
  Number('9999999999999999999999'),
  -Number('9999999999999999999999'),
  Number.MAX_SAFE_INTEGER + 2,
  2 ** 31,
  -(2 ** 31) - 1,
  2 ** 63,
  0.1 + 0.2,
  -0,
);

const numberLikeText = fc.oneof(
  fc.constantFrom(
    'NaN',
    'Infinity',
    '-Infinity',
    '1e999',
    '-1e999',
    '0x1F',
    '1_000',
    ' 12 ',
    '١٢٣',
    '--1',
    '1e5',
    '-0',
    '00012',
    '9999999999999999999999',
    '99999999999999.99999999',
    '1.',
    '.5',
    '+1',
    '1,5',
  ),
  fc.integer({ min: 10, max: 400 }).map((length) => '9'.repeat(length)),
);

const tooLong = fc.integer({ min: 17, max: 20_000 }).map((length) => 'x'.repeat(length));

const badDate = fc.constantFrom(
  '2026-02-30',
  '2026-13-01',
  '0000-00-00',
  '2026-1-1',
  '26-01-01',
  '2026-02-29T25:00:00Z',
  '+275760-09-13',
  '-000001-01-01',
  '9999-12-31',
  '0001-01-01T00:00:00Z',
);

const oddText = fc.constantFrom(
  '\ud800',
  'a\udfff',
  '\uffff',
  '\u2028\u2029',
  '\u202eabc',
  '🏠'.repeat(60),
  "'; drop table stores; --",
  '%_\\',
  '',
  '   ',
);

const wrongType = fc.oneof(
  fc.boolean(),
  fc.integer(),
  fc.double(),
  fc.string({ maxLength: 12 }),
  fc.constant(null),
  fc.array(fc.jsonValue({ maxDepth: 2 }), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 6 }), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 3 }),
);

/** A value no field should take as it is, or one at the edge of what it takes. */
const badValue: fc.Arbitrary<unknown> = fc.oneof(
  wrongType,
  hugeNumber,
  numberLikeText,
  tooLong,
  controlText,
  badDate,
  fc.uuid(),
  oddText,
);

/** Keys an entity does not define, JavaScript's own property names among them. */
const strangeKey = fc.oneof(fc.constantFrom(...prototypeNames), fc.string({ minLength: 1, maxLength: 12 }));

/** An object with an own key of any name: `{ __proto__: … }` in a literal would set the prototype. */
const withKey = (body: Body, key: string, value: unknown): Body => {
  const copy = { ...body };
  Object.defineProperty(copy, key, { value, enumerable: true, writable: true, configurable: true });
  return copy;
};

/** Every place a value can go: the writable fields, each grid as a whole and each grid field. */
type Place = { field: string } | { grid: string } | { grid: string; field: string };

const placesOf = (definition: EntityDefinition): Place[] => [
  ...writableFields(definition.fields).map(([field]) => ({ field })),
  ...Object.entries(definition.grids ?? {}).flatMap(([grid, gridDefinition]) => [
    { grid },
    ...writableFields(gridDefinition.fields).map(([field]) => ({ grid, field })),
  ]),
];

/** `body` with `value` put at `place`; a grid field goes into a copy of the base's first row. */
const put = (body: Body, base: Body, place: Place, value: unknown): Body => {
  if (!('grid' in place)) return withKey(body, place.field, value);
  if (!('field' in place)) return withKey(body, place.grid, value);
  const rows = Array.isArray(base[place.grid]) ? (base[place.grid] as Body[]) : [];
  return withKey(body, place.grid, [withKey(rows[0] ?? {}, place.field, value), ...rows.slice(1)]);
};

let fresh = 0;

/** The base body with its unique values made new, so that a create may succeed. */
const freshBody = (definition: EntityDefinition, base: Body): Body => {
  fresh += 1;
  const body = { ...base };
  for (const [name, field] of Object.entries(definition.fields)) {
    if (!field.unique || body[name] === undefined) continue;
    if (field.type === 'email') body[name] = `fuzz${fresh}-${body[name]}`;
    else if (field.type === 'text') body[name] = `${fresh}-${body[name]}`.slice(0, field.max ?? 255);
    // Integer codes left out are numbered by the server.
    else delete body[name];
  }
  return body;
};

/** URL-encoded text or JSON; a lone surrogate, which encodeURIComponent refuses, as the bytes it would be. */
const encode = (value: unknown) => {
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  try {
    return encodeURIComponent(text);
  } catch {
    return '%ED%A0%80';
  }
};

const scalar = async (sql: string, params: unknown[] = []) =>
  String((await t.db.query<{ value: unknown }>(sql, params)).rows[0]?.value ?? null);

/** What a refused request must leave unchanged. */
const snapshot = async (definition: EntityDefinition, id: string) => ({
  rows: await scalar(`select count(*) as value from "${definition.table}"`),
  audit: await scalar('select count(*) as value from audit_log'),
  target: await scalar(`select updated_at::text as value from "${definition.table}" where id = $1`, [id]),
});

const send = (method: 'POST' | 'PATCH', url: string, body: Body) =>
  t.app.inject({
    method,
    url,
    headers: { ...auth(), 'content-type': 'application/json' },
    payload: JSON.stringify(body),
  });

/** Sends one write and checks the two promises: no 5xx, and nothing changed unless it succeeded. */
const checkWrite = async (definition: EntityDefinition, mode: 'create' | 'update', body: Body) => {
  const { target } = bases.get(definition.key)!;
  const before = await snapshot(definition, target.id);
  const response =
    mode === 'create'
      ? await send('POST', `/api/v1${definition.api}`, body)
      : await send('PATCH', `/api/v1${definition.api}/${target.id}`, body);
  const what = `${mode} ${definition.key} ${JSON.stringify(body).slice(0, 2000)} → ${response.body.slice(0, 300)}`;
  expect(response.statusCode, what).toBeLessThan(500);
  expect(response.json().success, what).toBe(response.statusCode < 300);
  if (response.statusCode >= 300) {
    expect(response.json().message, what).toBeTruthy();
    expect(await snapshot(definition, target.id), what).toEqual(before);
  }
};

describe.each(entities.map((definition) => [definition.key, definition] as const))(
  '%s: fuzzed input',
  (_key, definition) => {
    const places = placesOf(definition);

    it('never answers bad values in any field with a 5xx, and changes nothing unless it succeeds', async () => {
      const base = bases.get(definition.key)!.body;
      // Each place three times, then several at once with strange keys beside them.
      for (const place of places) {
        await fc.assert(
          fc.asyncProperty(
            fc.constantFrom('create' as const, 'update' as const),
            badValue,
            async (mode, value) => {
              const body = mode === 'create' ? freshBody(definition, base) : {};
              await checkWrite(definition, mode, put(body, base, place, value));
            },
          ),
          { numRuns: 3 },
        );
      }
      await fc.assert(
        fc.asyncProperty(
          fc.constantFrom('create' as const, 'update' as const),
          fc.array(fc.tuple(fc.constantFrom(...places), badValue), { minLength: 1, maxLength: 4 }),
          fc.option(fc.tuple(strangeKey, badValue), { nil: undefined }),
          async (mode, changes, extra) => {
            let body = mode === 'create' ? freshBody(definition, base) : {};
            for (const [place, value] of changes) body = put(body, base, place, value);
            if (extra) body = withKey(body, extra[0], extra[1]);
            await checkWrite(definition, mode, body);
          },
        ),
        { numRuns: 12 },
      );
    });

    it('answers strange list queries and record addresses with no 5xx', async () => {
      const names = [
        ...Object.keys(definition.fields),
        'page',
        'pageSize',
        'search',
        'sort',
        'order',
        ...prototypeNames,
      ];
      const rawPart = fc.constantFrom('%00', '%', '%zz', '%C0%80', '%ED%A0%80', '%FF', '+', '&&', '=', '[]');
      const queryValue = fc.oneof(badValue.map(encode), fc.constantFrom(...names).map(encode), rawPart);
      const queryKey = fc.oneof(fc.constantFrom(...names), strangeKey.map(encode), rawPart);
      const lists = [definition.api];
      if (definition.key === 'account') lists.push('/accounts/leaves', '/accounts/suppliers-customers');
      await fc.assert(
        fc.asyncProperty(
          fc.constantFrom(...lists),
          fc.array(fc.tuple(queryKey, queryValue), { minLength: 1, maxLength: 4 }),
          fc.oneof(badValue.map(encode), rawPart),
          async (list, pairs, address) => {
            const url = `/api/v1${list}?${pairs.map(([key, value]) => `${key}=${value}`).join('&')}`;
            const listed = await t.app.inject({ method: 'GET', url, headers: auth() });
            expect(listed.statusCode, `${url} → ${listed.body.slice(0, 300)}`).toBeLessThan(500);
            const { target } = bases.get(definition.key)!;
            const before = await snapshot(definition, target.id);
            for (const [method, path] of [
              ['GET', address],
              ['DELETE', address],
              ['GET', `${address}/children`],
              ['GET', `code/${address}`],
            ] as const) {
              const response = await t.app.inject({
                method,
                url: `/api/v1${definition.api}/${path}`,
                headers: auth(),
              });
              expect(response.statusCode, `${method} ${path} → ${response.body.slice(0, 300)}`).toBeLessThan(
                500,
              );
            }
            expect(await snapshot(definition, target.id)).toEqual(before);
          },
        ),
        { numRuns: 20 },
      );
    });
  },
);

describe('fuzzed input to the routes beside the entities', () => {
  const post = (url: string, body: Body) => send('POST', url, body);

  it('never answers a report filter, paging or sort with a 5xx', async () => {
    for (const report of reports) {
      const names = [...Object.keys(report.filters), 'page', 'pageSize', 'sort', 'order'];
      await fc.assert(
        fc.asyncProperty(
          fc.array(fc.tuple(fc.oneof(fc.constantFrom(...names), strangeKey), badValue), { maxLength: 4 }),
          async (pairs) => {
            const body = pairs.reduce<Body>((all, [key, value]) => withKey(all, key, value), {});
            const response = await post(`/api/v1/reports/${report.key}`, body);
            expect(
              response.statusCode,
              `${report.key} ${JSON.stringify(body)} → ${response.body}`,
            ).toBeLessThan(500);
          },
        ),
        { numRuns: 6 },
      );
    }
  });

  it('never answers record navigation, the audit trail or the journal export with a 5xx', async () => {
    const entityKey = fc.oneof(fc.constantFrom(...entities.map((definition) => definition.key)), strangeKey);
    const navigation = fc.record(
      {
        entity: entityKey,
        value: badValue,
        column: fc.oneof(fc.constantFrom('number', 'code'), strangeKey),
        code: badValue,
      },
      { requiredKeys: ['entity'] },
    );
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('one-by', 'next-one', 'previous-one', 'first-one', 'last-one'),
        navigation,
        fc.tuple(badValue, badValue).map(([a, b]) => [encode(a), encode(b)]),
        async (move, body, [first, second]) => {
          const moved = await post(`/api/v1/pagination/${move}`, body);
          expect(moved.statusCode, `${move} ${JSON.stringify(body)} → ${moved.body}`).toBeLessThan(500);
          for (const url of [
            `/api/v1/audit?entity=${first}&id=${second}`,
            `/api/v1/audit?entity=account&page=${first}&pageSize=${second}`,
            `/api/v1/reports/journal.ledger?from=${first}&to=${second}`,
            `/api/v1/entries/created-from/${first}`,
          ]) {
            const response = await t.app.inject({ method: 'GET', url, headers: auth() });
            expect(response.statusCode, `${url} → ${response.body.slice(0, 300)}`).toBeLessThan(500);
          }
        },
      ),
      { numRuns: 40 },
    );
  });
});
