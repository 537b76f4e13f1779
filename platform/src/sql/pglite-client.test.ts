import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { openPglite } from './pglite-client.js';
import { type SqlClient } from './sql-client.js';

const awkward = [
  "O'Brien",
  "''; drop table t; --",
  'back\\slash \\x41 \\n',
  'quote " and $1 and $$ dollars $$',
  'line\nbreak\ttab',
  'é 漢字 😀',
  '',
];

describe('PGlite client, prepared statements (preparedName)', () => {
  let db: SqlClient;
  beforeAll(async () => {
    db = await openPglite();
    await db.exec('create table t (id serial primary key, s text, n integer, b boolean, j jsonb)');
  }, 30_000);
  afterAll(async () => {
    await db.close();
  });

  const insert =
    'insert into t (s, n, b, j) values ($1, $2::int, $3::boolean, $4::jsonb) returning id, s, n, b, j';

  it('when values are awkward strings, then a prepared statement stores and returns exactly what a bound one does', async () => {
    for (const s of awkward) {
      const json = JSON.stringify({ s });
      const bound = await db.query(insert, [s, -7, true, json]);
      const prepared = await db.query(insert, [s, -7, true, json], { preparedName: 'test_insert' });
      expect({ ...prepared.rows[0], id: 0 }).toEqual({ ...bound.rows[0], id: 0 });
      expect(prepared.rows[0]).toMatchObject({ s, n: -7, b: true, j: { s } });
      expect(prepared.rowCount).toBe(1);
    }
  });

  it('when the values are arrays of awkward strings, numbers and nulls, then a prepared statement reads them exactly as a bound one does', async () => {
    const arrays = 'select s, n, j::jsonb as j from unnest($1::text[], $2::int[], $3::text[]) as x(s, n, j)';
    const strings = [...awkward, 'NULL', '{a,b}', null];
    const numbers = strings.map((_, i) => (i % 3 === 0 ? null : i - 5));
    const json = strings.map((s) => JSON.stringify({ s }));
    const bound = await db.query(arrays, [strings, numbers, json]);
    const prepared = await db.query(arrays, [strings, numbers, json], { preparedName: 'test_arrays' });
    expect(prepared.rows).toEqual(bound.rows);
    expect(prepared.rows.map((r) => r.s)).toEqual(strings);
    expect(prepared.rows.map((r) => (r.j as { s: unknown }).s)).toEqual(strings);
  });

  it('when a value is null, then it is stored as null', async () => {
    const { rows } = await db.query(insert, [null, null, null, null], { preparedName: 'test_insert' });
    expect(rows[0]).toMatchObject({ s: null, n: null, b: null, j: null });
  });

  it('when values are floats (fractions, infinities, beyond a safe integer), then a prepared statement reads them exactly as a bound one does', async () => {
    const floats = 'select $1::float8 as x, $2::float4 as y, $3::float4[] as a, $4::float8[] as b';
    const values = [1 / 3, 0.1, [1 / 3, Infinity, -2.25, -Infinity], [2 ** 60, 1e-300, Number.NaN]];
    const bound = await db.query(floats, values);
    const prepared = await db.query(floats, values, { preparedName: 'test_float' });
    expect(prepared.rows).toEqual(bound.rows);
    expect(prepared.rows[0]).toMatchObject({ x: 1 / 3, a: [0.33333334, Infinity, -2.25, -Infinity] });
  });

  it('when a value cannot be written as a literal (NUL), then the statement is bound as usual', async () => {
    await expect(db.query('select $1::text as y', ['a\0b'], { preparedName: 'test_nul' })).rejects.toThrow();
  });

  it('when many callers use a new statement at once, then each gets its own answer', async () => {
    const answers = await Promise.all(
      Array.from({ length: 16 }, (_, i) =>
        db.query<{ v: number }>('select $1::int * 2 as v', [i], { preparedName: 'test_race' }),
      ),
    );
    expect(answers.map((a) => a.rows[0]?.v)).toEqual(Array.from({ length: 16 }, (_, i) => i * 2));
  });

  it('when the statement was deallocated meanwhile, then it is prepared again', async () => {
    await db.query('select $1::int as v', [1], { preparedName: 'test_gone' });
    await db.exec('deallocate test_gone');
    const { rows } = await db.query('select $1::int as v', [2], { preparedName: 'test_gone' });
    expect(rows).toEqual([{ v: 2 }]);
  });

  it('when used inside a transaction that rolls back, then its writes go and the statement stays usable', async () => {
    await expect(
      db.transaction(async (tx) => {
        await tx.query(insert, ['rolled back', 1, false, '{}'], { preparedName: 'test_insert' });
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    const { rows } = await db.query("select count(*)::int as n from t where s = 'rolled back'");
    expect(rows).toEqual([{ n: 0 }]);
    const again = await db.query(insert, ['after', 2, false, '{}'], { preparedName: 'test_insert' });
    expect(again.rows[0]).toMatchObject({ s: 'after', n: 2 });
  });
});
