import { randomUUID } from 'node:crypto';
import { describe, expect, it } from '@jest/globals';
import { userStreamId } from '@academy/domain';
import { emailStreamId } from '../../email-claim/email-stream.js';
import { argon2idHasher } from '../../pipeline/password-hasher.js';
import { commandSpec } from '../../testing/http-spec.js';
import { type SpecAnswer } from '../../testing/spec-client.js';
import { member } from '../../testing/members.js';
import { retryAfterKill, type RetriedAfterKill } from '../../testing/killed-claim.js';
import { describeWhenSet } from '../../testing/needs.js';
import { type SpecDatabase } from '../../testing/spec-database.js';

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

const signUpSuite = (database: SpecDatabase) => {
  const spec = commandSpec({ database });

  /** Posts `body` as is (a string) or as JSON: a 400 naming `path`, no stack trace, nothing appended. */
  const refused = async (body: unknown, path: string, headers: Record<string, string> = {}) => {
    const res = await spec
      .given()
      .when((req) => req.post<ErrorBody>('/rest/signup', body, { headers }))
      .then({ status: 400, appended: {} });
    expect(res.body.error).toBe('validation-failed');
    expect(res.body.fields?.map((f) => f.path)).toContain(path);
    expect(res.body.error_msg).toEqual(expect.any(String));
    expect(res.text).not.toMatch(/\bat .*\.(ts|js):\d+/); // no stack trace
    return res.body;
  };

  it('when the input is valid, then it answers 201 with the new userID and a JSON integer position, and the user and the email claim are appended', async () => {
    const input = valid();
    const res = await spec
      .given()
      .when((req) => req.post<{ userID: string; position: number }>('/rest/signup', input))
      .then({ status: 201 });
    const { userID, position } = res.body;
    expect(userID).toMatch(/^[0-9a-f-]{36}$/);
    expect(Number.isInteger(position)).toBe(true);
    expect(res.appended).toEqual({
      [emailStreamId(input.email)]: [{ type: 'EmailClaimed', data: { userID } }],
      [userStreamId(userID)]: [
        {
          type: 'UserRegistered',
          data: {
            userID,
            membershipTier: null,
            passwordHash: `fake$${input.password}`,
            personal: { email: input.email, firstName: 'Ada', lastName: 'Lovelace' },
          },
        },
      ],
    });
    expect(res.recorded.at(-1)!.position).toBe(position);
    // The last stream it wrote, and its version: read-your-writes through Kafka.
    expect([res.headers.get('x-stream'), res.headers.get('x-stream-version')]).toEqual([
      userStreamId(userID),
      '1',
    ]);
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
    const res = await spec
      .given()
      .when((req) =>
        req.post<ErrorBody>('/rest/signup', JSON.stringify(valid()), {
          headers: { 'content-type': 'text/plain' },
        }),
      )
      .then({ status: 400, appended: {} });
    expect(res.body.error).toBe('validation-failed');
  });

  it('when the email is taken, whatever its case, then it answers 409 email-taken and appends nothing', async () => {
    const local = randomUUID();
    const taken = member({ email: `${local}@Example.org` });
    await spec
      .given(taken.streams)
      .when((req) => req.post('/rest/signup', valid({ email: `  ${local.toUpperCase()}@EXAMPLE.ORG ` })))
      .then({
        status: 409,
        body: { error: 'email-taken', error_msg: 'An account with this email already exists' },
        appended: {},
      });
  });

  it('when several sign-ups with the same email race, then exactly one answers 201 and the others 409 email-taken', async () => {
    const email = `race-${randomUUID()}@example.org`;
    let answers: SpecAnswer<ErrorBody>[] = [];
    const res = await spec
      .given()
      .when(async (req) => {
        answers = await Promise.all(
          Array.from({ length: 8 }, (_, i) =>
            req.post<ErrorBody>('/rest/signup', valid({ email, firstName: `Racer${i}` })),
          ),
        );
        return answers[0]!;
      })
      .then();
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409, 409, 409, 409, 409, 409, 409]);
    expect(answers.filter((a) => a.status === 409).every((a) => a.body.error === 'email-taken')).toBe(true);
    const registered = res.recorded.filter((e) => e.type === 'UserRegistered');
    expect(registered).toHaveLength(1);
    expect(res.appended[emailStreamId(email)]).toHaveLength(1);
  }, 30_000);

  it('when a visitor signs up, then they are signed in at once', async () => {
    let session: unknown;
    const res = await spec
      .given()
      .when(async (req) => {
        const browser = await req.browser();
        const answer = await browser.post('/rest/signup', valid({ membershipTier: 'associate' }));
        session = (await browser.get('/rest/user/session')).body;
        return answer;
      })
      .then({ status: 201 });
    expect(res.setCookies.get('academy_session')).toMatch(/^academy_session=[\w-]{43}; /);
    expect(session).toEqual({ session: 'signed-in', membershipTier: 'associate' });
  });

  it('when its process died after the sign-up was recorded (the claim stale, no answer kept), then a retry with the key answers 201 with the same userID and checkout, and appends nothing', async () => {
    const input = valid({ membershipTier: 'member' });
    let taken: RetriedAfterKill<{ userID: string; checkoutUrl: string }> | undefined;
    await spec
      .given()
      .when(async (req) => {
        taken = await retryAfterKill(req, (headers) => req.post('/rest/signup', input, { headers }));
        return taken.retry;
      })
      .then({ status: 201 });
    expect(taken!.first.status).toBe(201);
    expect(taken!.retry.body).toEqual(taken!.first.body);
    expect(taken!.retry.body.checkoutUrl).toEqual(expect.any(String));
    expect(taken!.appendedByRetry).toBe(0);
  });
};

describe('POST /rest/signup on PGlite', () => signUpSuite('pglite'));

describeWhenSet('DATABASE_URL', 'POST /rest/signup on a PostgreSQL server', () => signUpSuite('postgres'));

describe('POST /rest/signup with the real argon2id hasher', () => {
  const spec = commandSpec({ passwords: argon2idHasher() });

  it('when a visitor signs up, then the password is stored as an argon2id hash, never as given', async () => {
    const input = valid();
    const res = await spec
      .given()
      .when((req) => req.post<{ userID: string }>('/rest/signup', input))
      .then({ status: 201 });
    const [registered] = res.appended[userStreamId(res.body.userID)]!;
    expect((registered!.data as { passwordHash: string }).passwordHash).toMatch(
      /^\$argon2id\$v=19\$m=19456,t=2,p=1\$/,
    );
    expect(JSON.stringify(res.recorded)).not.toContain(input.password);
  });
});
