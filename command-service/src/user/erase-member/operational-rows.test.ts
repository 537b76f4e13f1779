import { describe, expect, it } from '@jest/globals';
import { commandSpec } from '../../testing/http-spec.js';
import { member } from '../../testing/members.js';
import { nextMail, outboxFiles } from '../../testing/outbox.js';

const spec = commandSpec({ env: { PUBLIC_URL: 'https://academy.example' } });

const rowsOf = async (
  db: { query: (sql: string, params: unknown[]) => Promise<{ rows: unknown[] }> },
  userID: string,
) => ({
  emailChanges: (await db.query('select 1 from email_changes where user_id = $1', [userID])).rows.length,
  undos: (await db.query('select 1 from email_change_undos where user_id = $1', [userID])).rows.length,
  resets: (await db.query('select 1 from password_resets where user_id = $1', [userID])).rows.length,
  answers: (await db.query(`select 1 from idempotency_keys where scope like '% ' || $1`, [userID])).rows
    .length,
});

describe('erasure and the operational tables', () => {
  it('when a member with a pending email change, a reset link and kept answers is erased, then those rows and their outbox mail are gone, and another member’s stay', async () => {
    const ada = member();
    const bob = member();
    const newEmail = `pending.${ada.userID.slice(0, 8)}@example.org`;
    let before = { emailChanges: 0, undos: 0, resets: 0, answers: 0 };
    const res = await spec
      .given({ ...ada.streams, ...bob.streams })
      .when(async (req) => {
        await req.post(
          '/rest/user/email',
          { email: newEmail, password: ada.password },
          { as: ada.userID, headers: { 'idempotency-key': 'move-ada' } },
        );
        await nextMail(req, 0);
        await req.post('/rest/signin/password-reset', { email: ada.email });
        await nextMail(req, 1);
        await req.post('/rest/signin/password-reset', { email: bob.email });
        await nextMail(req, 2);
        before = await rowsOf(req.deps.db, ada.userID);
        return req.post('/rest/user/erase', { password: ada.password }, { as: ada.userID });
      })
      .then({ status: 200 });
    expect(before).toMatchObject({ emailChanges: 1, resets: 1, answers: 1 });
    expect(await rowsOf(res.world.deps.db, ada.userID)).toEqual({
      emailChanges: 0,
      undos: 0,
      resets: 0,
      answers: 0,
    });
    const kept = await res.world.deps.db.query(`select body::text as body from idempotency_keys`);
    expect(JSON.stringify(kept.rows)).not.toContain(newEmail);
    const left = await outboxFiles(res.world);
    expect(left).toHaveLength(1);
    expect((await rowsOf(res.world.deps.db, bob.userID)).resets).toBe(1);
  });
});
