import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from '@jest/globals';
import { userStreamId } from '@academy/domain';
import { emailStreamId } from '../email-claim/email-stream.js';
import { commandSpec, type SpecWorld } from '../testing/http-spec.js';
import { leaveClaimsAsKilled } from '../testing/killed-claim.js';
import { fakePasswords } from '../testing/members.js';
import { describeWhenSet } from '../testing/needs.js';
import { type SpecAnswer } from '../testing/spec-client.js';
import { type SpecDatabase } from '../testing/spec-database.js';
import { releaseClaimsOfEndedProcesses } from './idempotency-keys.js';
import { type PasswordHasher } from './password-hasher.js';

/** The next hash waits until released: a first attempt still running (nothing appended yet). */
let held: { reached(): void; released: Promise<void> } | undefined;
const passwords: PasswordHasher = {
  hash: async (password) => {
    const hold = held;
    held = undefined;
    if (hold) {
      hold.reached();
      await hold.released;
    }
    return fakePasswords.hash(password);
  },
  verify: fakePasswords.verify,
};
const holdNextHash = () => {
  let release = () => undefined as void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const reached = new Promise<void>((resolve) => (held = { reached: resolve, released }));
  return { reached, release };
};

type SignedUp = { userID: string; position: number };
const signUpBody = () => ({
  email: `${randomUUID()}@example.org`,
  password: 'a long enough password',
  firstName: 'Ada',
  lastName: 'Lovelace',
});
const replayed = (answer: SpecAnswer<unknown>) => answer.headers.get('idempotent-replayed') === 'true';
const takenOverLogged = (world: SpecWorld) =>
  world.logs.some((line) => line.includes('stale claim taken over'));

/** A sign-up of `body` whose first attempt is held in its password hash; `retry` sends it again with the key. */
const heldSignUp = async (world: SpecWorld, body: ReturnType<typeof signUpBody>) => {
  const headers = { 'Idempotency-Key': randomUUID() };
  const hold = holdNextHash();
  const first = world.post<SignedUp>('/rest/signup', body, { headers });
  await hold.reached;
  return {
    first,
    release: hold.release,
    retry: () => world.post<SignedUp>('/rest/signup', body, { headers }),
  };
};

/** The sign-up's events, once: its email claim and its user. */
const signUpOnce = (email: string, userID: string) => ({
  [emailStreamId(email)]: [{ type: 'EmailClaimed', data: { userID } }],
  [userStreamId(userID)]: [expect.objectContaining({ type: 'UserRegistered' })],
});

const takeoverSuite = (database: SpecDatabase) => {
  // Claims go stale after 1 s without a heartbeat; a running one beats every 100 ms.
  const spec = commandSpec({ database, passwords, idempotency: { staleAfterMs: 1_000, heartbeatMs: 100 } });

  it('when a claim is left stale with nothing appended, then a retry takes it over and answers 201, and the store has the sign-up once', async () => {
    const body = signUpBody();
    let firstAnswer: SpecAnswer<SignedUp> | undefined;
    const res = await spec
      .given()
      .when(async (world) => {
        const signUp = await heldSignUp(world, body);
        await leaveClaimsAsKilled(world);
        const retry = await signUp.retry();
        // The stalled first attempt goes on at last: the same ids, so it appends nothing more.
        signUp.release();
        firstAnswer = await signUp.first;
        return retry;
      })
      .then({ status: 201 });
    expect(replayed(res)).toBe(false);
    expect(res.appended).toEqual(signUpOnce(body.email, res.body.userID));
    expect([firstAnswer?.status, firstAnswer?.body]).toEqual([201, res.body]);
    expect(takenOverLogged(res.world)).toBe(true);
  });

  it('when the claim’s heartbeat is renewed, then a retry does not take it over: it waits for the first attempt and replays its answer', async () => {
    const body = signUpBody();
    let firstAnswer: SpecAnswer<SignedUp> | undefined;
    const res = await spec
      .given()
      .when(async (world) => {
        const signUp = await heldSignUp(world, body);
        const retry = signUp.retry();
        await sleep(2_000); // twice the stale limit: only the heartbeat keeps the claim fresh
        signUp.release();
        firstAnswer = await signUp.first;
        return retry;
      })
      .then({ status: 201 });
    expect(replayed(res)).toBe(true);
    expect([firstAnswer?.status, replayed(firstAnswer!)]).toEqual([201, false]);
    expect(res.body).toEqual(firstAnswer?.body);
    expect(res.appended).toEqual(signUpOnce(body.email, res.body.userID));
    expect(takenOverLogged(res.world)).toBe(false);
  });

  it('when two retries race on a stale claim, then one runs it and the other waits and replays its answer, with one sign-up appended', async () => {
    const body = signUpBody();
    let answers: SpecAnswer<SignedUp>[] = [];
    const res = await spec
      .given()
      .when(async (world) => {
        const signUp = await heldSignUp(world, body);
        await leaveClaimsAsKilled(world);
        answers = await Promise.all([signUp.retry(), signUp.retry()]);
        signUp.release();
        await signUp.first;
        return answers[0]!;
      })
      .then({ status: 201 });
    expect(answers.map((a) => a.status)).toEqual([201, 201]);
    expect(answers.filter(replayed)).toHaveLength(1);
    expect(answers[1]!.body).toEqual(answers[0]!.body);
    expect(res.appended).toEqual(signUpOnce(body.email, res.body.userID));
  });
};

describe('an Idempotency-Key claimed by a process that died, on PGlite', () => {
  takeoverSuite('pglite');

  // No claim goes stale within the spec by its heartbeat (60 s); a retry waits 2 s at most.
  const spec = commandSpec({
    database: 'pglite',
    idempotency: { staleAfterMs: 60_000, waitForFirstMs: 2_000 },
  });

  it('when the folder is opened again, then the claims its ended process left are taken over by the next retry at once', async () => {
    let released = 0;
    const body = signUpBody();
    const res = await spec
      .given()
      .when(async (world) => {
        const headers = { 'Idempotency-Key': randomUUID() };
        await world.post<SignedUp>('/rest/signup', body, { headers });
        // As a SIGKILLed process leaves it a moment after its last heartbeat.
        await world.deps.db.query(
          `update idempotency_keys set status = null, body = null, owner = 'killed', heartbeat_at = now()`,
        );
        released = await releaseClaimsOfEndedProcesses(world.deps.db);
        return world.post<SignedUp>('/rest/signup', body, { headers });
      })
      .then({ status: 201 });
    expect(released).toBe(1);
    expect(res.appended).toEqual(signUpOnce(body.email, res.body.userID)); // the first attempt's only
    expect(replayed(res)).toBe(false);
    expect(takenOverLogged(res.world)).toBe(true);
  });
});

describeWhenSet(
  'DATABASE_URL',
  'an Idempotency-Key claimed by a process that died, on a PostgreSQL server',
  () => takeoverSuite('postgres'),
);
