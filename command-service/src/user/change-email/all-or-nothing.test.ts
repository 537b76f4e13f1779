import { describe, expect, it } from '@jest/globals';
import { userStreamId } from '@academy/domain';
import { emailStreamId } from '../../email-claim/email-stream.js';
import { failNextWrite, type FaultAt } from '../../testing/faults.js';
import { commandSpec } from '../../testing/http-spec.js';
import { member } from '../../testing/members.js';
import { nextMail } from '../../testing/outbox.js';

const spec = commandSpec({ env: { PUBLIC_URL: 'https://academy.example' } });
const confirmToken = (mail: string): string => /settings\/confirm-email\?token=([\w-]+)/.exec(mail)![1]!;
const faults: FaultAt[] = ['at-the-write', 'after-the-write'];

describe.each(faults)('confirming an email change whose write meets a fault %s', (at) => {
  it('when the confirmation fails, then the claims and the user move together or not at all, and the link confirms again', async () => {
    const ada = member();
    const newEmail = `moved.${ada.userID.slice(0, 8)}@example.org`;
    const res = await spec
      .given(ada.streams)
      .when(async (req) => {
        await req.post('/rest/user/email', { email: newEmail, password: ada.password }, { as: ada.userID });
        const token = confirmToken(await nextMail(req, 0));
        failNextWrite(req.deps.store, at);
        const failed = await req.post('/rest/user/email/confirm', { token });
        expect(failed.status).toBe(500);
        const moved = at === 'after-the-write' ? 1 : 0;
        const versions = async () =>
          Promise.all(
            [emailStreamId(newEmail), emailStreamId(ada.email), userStreamId(ada.userID)].map((s) =>
              req.deps.store.streamVersion(s),
            ),
          );
        expect(await versions()).toEqual([moved, 1 + moved, 1 + moved]);
        const again = await req.post('/rest/user/email/confirm', { token });
        expect(await versions()).toEqual([1, 2, 2]);
        return again;
      })
      .then({ status: 200 });
    expect(res.body).toMatchObject({ email: newEmail });
  });
});
