import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { userStreamId } from '@academy/domain';
import { commandSpec } from '../../testing/http-spec.js';
import { member } from '../../testing/members.js';
import { nextMail } from '../../testing/outbox.js';

const spec = commandSpec({ env: { PUBLIC_URL: 'https://academy.example' } });
const ada = member({ password: 'the old passphrase' });

describe('POST /rest/user/password', () => {
  it('when the current password matches, then the new one is recorded (via settings) and signs in', async () => {
    let signIn = 0;
    const res = await spec
      .given(ada.streams)
      .when(async (req) => {
        const changed = await req.post(
          '/rest/user/password',
          { currentPassword: 'the old passphrase', newPassword: 'a brand new passphrase' },
          { as: ada.userID },
        );
        signIn = (
          await req.post('/rest/signin/password', { email: ada.email, password: 'a brand new passphrase' })
        ).status;
        return changed;
      })
      .then({ status: 200 });
    expect(res.appended[userStreamId(ada.userID)]).toEqual([
      {
        type: 'PasswordChanged',
        data: { userID: ada.userID, passwordHash: 'fake$a brand new passphrase', via: 'settings' },
      },
    ]);
    expect(signIn).toBe(200);
  });

  it('when the password is changed, then every other session ends, this one stays, and the address gets a notice with a reset link', async () => {
    const bob = member({ password: 'the old passphrase' });
    let other: unknown;
    let mail = '';
    const res = await spec
      .given(bob.streams)
      .when(async (req) => {
        const elsewhere = await req.browser({ as: bob.userID });
        const here = await req.browser();
        await here.post('/rest/signin/password', { email: bob.email, password: 'the old passphrase' });
        expect((await elsewhere.get('/rest/user/session')).body).toMatchObject({ session: 'signed-in' });
        const changed = await here.post('/rest/user/password', {
          currentPassword: 'the old passphrase',
          newPassword: 'a brand new passphrase',
        });
        expect(changed.status).toBe(200);
        other = (await elsewhere.get('/rest/user/session')).body;
        mail = await nextMail(req, 0);
        return here.get('/rest/user/session');
      })
      .then({ status: 200 });
    expect(res.body).toMatchObject({ session: 'signed-in' });
    expect(other).toMatchObject({ session: 'none' });
    expect(mail).toMatch(new RegExp(`^To: ${bob.email.replace(/\./g, '\\.')}`, 'm'));
    expect(mail).toMatch(/^Subject: The password of your Academy of Sciences account was changed/m);
    expect(mail).toContain('https://academy.example/sign-in/reset');
  });

  it('when the current password is wrong or the new one too short, then 400 naming the field and nothing is appended', async () => {
    const wrong = await spec
      .given(ada.streams)
      .when((req) =>
        req.post(
          '/rest/user/password',
          { currentPassword: 'not it', newPassword: 'a brand new passphrase' },
          { as: ada.userID },
        ),
      )
      .then({ status: 400, appended: {} });
    expect(wrong.body).toMatchObject({ error: 'validation-failed', fields: [{ path: 'currentPassword' }] });
    const short = await spec
      .given(ada.streams)
      .when((req) =>
        req.post(
          '/rest/user/password',
          { currentPassword: 'the old passphrase', newPassword: 'short' },
          { as: ada.userID },
        ),
      )
      .then({ status: 400, appended: {} });
    expect(short.body).toMatchObject({ error: 'validation-failed', fields: [{ path: 'newPassword' }] });
  });

  it('when the notice cannot be queued (a template naming a value it is not given), then the change still answers 200 and is recorded, and the failure is logged without the address', async () => {
    const broken = await mkdtemp(path.join(os.tmpdir(), 'academy-templates-'));
    await writeFile(path.join(broken, 'password-changed.text.hbs'), '{{noSuchValue}}\n');
    const cy = member({ password: 'the old passphrase' });
    try {
      const res = await spec
        .given(cy.streams, { env: { MAIL_TEMPLATES_DIR: broken } })
        .when((req) =>
          req.post(
            '/rest/user/password',
            { currentPassword: 'the old passphrase', newPassword: 'a brand new passphrase' },
            { as: cy.userID },
          ),
        )
        .then({ status: 200 });
      expect(res.appended[userStreamId(cy.userID)]).toMatchObject([{ type: 'PasswordChanged' }]);
      const failure = res.world.logs.filter((line) => line.includes('account mail: could not queue it'));
      expect(failure).toHaveLength(1);
      expect(failure[0]).toContain('"kind":"password-changed"');
      expect(failure[0]).not.toContain(cy.email);
      const { rows } = await res.world.deps.db.query('select kind from mail_queue');
      expect(rows).toEqual([]);
    } finally {
      await rm(broken, { recursive: true, force: true });
    }
  });
});
