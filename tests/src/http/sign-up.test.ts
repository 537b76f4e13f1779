import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { describeWhenSet } from '../support/needs.js';
import { eventCount, request, startServerOn, type ServerUnderTest } from '../support/server.js';
import { type Adapter } from '../support/stores.js';

interface ErrorBody {
  error: string;
  error_msg: string;
  fields?: { path: string; message: string }[];
}

const valid = (fields: Record<string, unknown> = {}) => ({
  email: `${randomUUID()}@example.org`,
  password: 'a long enough password',
  firstName: 'Ada',
  lastName: 'Lovelace',
  ...fields,
});

const signUpSuite = (adapter: Adapter) => {
  let t: ServerUnderTest;
  beforeAll(async () => {
    t = await startServerOn(adapter);
  }, 60_000);
  afterAll(async () => {
    await t?.close();
  });

  /** Posts `body` as is (a string) or as JSON, and checks the answer is a 400 naming `path` with nothing appended. */
  const refused = async (body: unknown, path: string, headers: Record<string, string> = {}) => {
    const before = await eventCount(t.db);
    const res = await request<ErrorBody>(t.url, 'POST', '/rest/signup', body, headers);
    expect({ status: res.status, error: res.body.error }).toEqual({
      status: 400,
      error: 'validation-failed',
    });
    expect(res.body.fields?.map((f) => f.path)).toContain(path);
    expect(res.body.error_msg).toEqual(expect.any(String));
    expect(res.text).not.toMatch(/\bat .*\.(ts|js):\d+/); // no stack trace
    expect(await eventCount(t.db)).toBe(before);
    return res.body;
  };

  it('when the input is valid, then it answers 201 with the new userID and a JSON integer position, and the user and the email claim are appended', async () => {
    const before = await eventCount(t.db);
    const res = await request<{ userID: string; position: number }>(t.url, 'POST', '/rest/signup', valid());
    expect(res.status).toBe(201);
    expect(res.body.userID).toMatch(/^[0-9a-f-]{36}$/);
    expect(Number.isInteger(res.body.position)).toBe(true);
    expect(await eventCount(t.db)).toBe(before + 2);
    const { rows } = await t.db.query<{ type: string }>('select type from events where stream_id = $1', [
      `user-${res.body.userID}`,
    ]);
    expect(rows.map((r) => r.type)).toEqual(['UserRegistered']);
  });

  it.each(['email', 'password', 'firstName', 'lastName'])(
    'when %s is missing, then it answers 400 validation-failed naming it',
    async (field) => {
      const body: Record<string, unknown> = valid();
      delete body[field];
      await refused(body, field);
    },
  );

  it.each([
    ['email', 42],
    ['email', 'not-an-email'],
    ['password', true],
    ['password', 'short'],
    ['firstName', ['Ada']],
    ['lastName', { name: 'x' }],
    ['lastName', '   '],
    ['membershipTier', 'Not A Tier!'],
  ])('when %s is %j, then it answers 400 validation-failed naming it', async (field, value) => {
    await refused(valid({ [field]: value }), field);
  });

  it('when several fields are wrong, then each is named', async () => {
    const body = await refused({ email: 1, password: 2 }, 'email');
    expect(body.fields?.map((f) => f.path).sort()).toEqual(['email', 'firstName', 'lastName', 'password']);
  });

  it('when a field is unknown, then it answers 400 validation-failed naming the field', async () => {
    await refused(valid({ isAdmin: true }), 'isAdmin');
  });

  it('when the JSON is malformed, then it answers 400 validation-failed on the body', async () => {
    await refused('{"email": "a@example.org", ', '(body)');
  });

  it('when the body is not an object, then it answers 400 validation-failed', async () => {
    await refused('[1, 2, 3]', '(body)');
    await refused('"just a string"', '(body)');
    await refused('null', '(body)');
  });

  it('when the body is 1 MB, then it answers 400 validation-failed (not 413) and appends nothing', async () => {
    await refused(JSON.stringify(valid({ firstName: 'x'.repeat(1024 * 1024) })), '(body)');
  });

  it.each([
    ['text/plain', 'hello'],
    [
      'application/x-www-form-urlencoded',
      'email=a%40example.org&password=a+long+enough+password&firstName=A&lastName=B',
    ],
    [
      'multipart/form-data; boundary=x',
      '--x\r\nContent-Disposition: form-data; name="email"\r\n\r\na@example.org\r\n--x--\r\n',
    ],
  ])(
    'when the content type is %s, then it answers 400 validation-failed and appends nothing',
    async (type, body) => {
      await refused(body, '(body)', { 'content-type': type });
    },
  );

  it('when a valid JSON body comes as text/plain, then it is refused like any non-JSON content type and appends nothing', async () => {
    const before = await eventCount(t.db);
    const res = await request<ErrorBody>(t.url, 'POST', '/rest/signup', JSON.stringify(valid()), {
      'content-type': 'text/plain',
    });
    expect([res.status, res.body.error]).toEqual([400, 'validation-failed']);
    expect(await eventCount(t.db)).toBe(before);
  });

  it('when the email is taken, whatever its case, then it answers 409 email-taken and appends nothing', async () => {
    const local = randomUUID();
    expect(
      (await request(t.url, 'POST', '/rest/signup', valid({ email: `${local}@Example.org` }))).status,
    ).toBe(201);
    const before = await eventCount(t.db);
    const again = await request<ErrorBody>(
      t.url,
      'POST',
      '/rest/signup',
      valid({ email: `  ${local.toUpperCase()}@EXAMPLE.ORG ` }),
    );
    expect([again.status, again.body.error]).toEqual([409, 'email-taken']);
    expect(await eventCount(t.db)).toBe(before);
  });

  it('when several sign-ups with the same email race, then exactly one answers 201 and the others 409 email-taken', async () => {
    const email = `race-${randomUUID()}@example.org`;
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        request<ErrorBody>(t.url, 'POST', '/rest/signup', valid({ email, firstName: `Racer${i}` })),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409, 409, 409, 409, 409, 409, 409]);
    expect(answers.filter((a) => a.status === 409).every((a) => a.body.error === 'email-taken')).toBe(true);
    const { rows } = await t.db.query(
      `select 1 from events where type = 'UserRegistered' and lower(data->'personal'->>'email') = $1`,
      [email],
    );
    expect(rows).toHaveLength(1);
  }, 30_000);
};

describe('POST /rest/signup on PGlite', () => signUpSuite('pglite'));

describeWhenSet('DATABASE_URL', 'POST /rest/signup on a PostgreSQL server', () => signUpSuite('postgres'));

describe('POST /rest/signup with the real argon2id hasher', () => {
  let t: ServerUnderTest;
  beforeAll(async () => {
    const { argon2idHasher } = await import('@academy/command-service');
    t = await startServerOn('pglite', { passwords: argon2idHasher() });
  }, 60_000);
  afterAll(async () => {
    await t?.close();
  });

  it('when a visitor signs up, then the password is stored as an argon2id hash, never as given', async () => {
    const input = valid();
    const res = await request<{ userID: string }>(t.url, 'POST', '/rest/signup', input);
    expect(res.status).toBe(201);
    const { rows } = await t.db.query<{ data: { passwordHash: string } }>(
      'select data from events where stream_id = $1',
      [`user-${res.body.userID}`],
    );
    expect(rows[0]?.data.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(JSON.stringify(rows)).not.toContain(input.password);
  });
});
