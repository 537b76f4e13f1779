import { randomUUID } from 'node:crypto';
import { describe, expect, it } from '@jest/globals';
import { commandSpec } from '../testing/http-spec.js';

/** A first attempt waits 2 s at most here: a key left "still running" would answer 503, not the user. */
const spec = commandSpec({ idempotency: { waitForFirstMs: 2_000 } });
const keyed = (key: string) => ({ headers: { 'idempotency-key': key } });

describe('an answer that cannot be kept', () => {
  it('when a sign-up’s answer cannot be stored with its key, then a retry is answered at once from what it wrote, not left waiting', async () => {
    const body = {
      email: `${randomUUID()}@example.org`,
      password: 'a long enough password',
      firstName: 'A',
      lastName: 'B',
    };
    const res = await spec
      .given()
      .when(async (req) => {
        const db = req.deps.db;
        const query = db.query.bind(db);
        let refused = 0;
        db.query = ((text: string, params?: readonly unknown[], options?: never) => {
          if (refused === 0 && text.includes('update idempotency_keys set status')) {
            refused++;
            return Promise.reject(new Error('injected fault: the answer cannot be stored'));
          }
          return query(text, params, options);
        }) as typeof db.query;
        const first = await req.post<{ userID: string }>('/rest/signup', body, keyed('a1'));
        expect(first.status).toBe(201);
        const again = await req.post<{ userID: string }>('/rest/signup', body, keyed('a1'));
        expect(again.body.userID).toBe(first.body.userID);
        return again;
      })
      .then({ status: 201 });
    expect(Object.keys(res.appended)).toHaveLength(2); // the claim and the user, once each
  });
});
