import { describe, expect, it } from '@jest/globals';
import { commandSpec, type SpecWorld } from '../../testing/http-spec.js';
import { member } from '../../testing/members.js';
import { nextMail, outboxFiles, tokenIn } from '../../testing/outbox.js';

const spec = commandSpec({
  env: { TRUST_PROXY: 'true', RATE_LIMIT_ADDRESS: '20', PUBLIC_URL: 'https://academy.example' },
});

let addresses = 0;
const visitor = async (req: SpecWorld) => {
  const browser = await req.browser();
  browser.headers['x-forwarded-for'] = `192.0.2.${++addresses}`;
  return browser;
};

describe('POST /rest/signin/password-reset', () => {
  it('when a member asks for a reset, then 202 and a mail in DATA_DIR/outbox with a link, whose file name is logged and never the link', async () => {
    const ada = member();
    let mail = '';
    const res = await spec
      .given(ada.streams)
      .when(async (req) => {
        const answer = await (await visitor(req)).post('/rest/signin/password-reset', { email: ada.email });
        mail = await nextMail(req, 0);
        await new Promise((r) => setTimeout(r, 100)); // the outbox logs once the file is written
        return answer;
      })
      .then({
        status: 202,
        body: { message: 'If an account uses this email, a reset link is on its way.' },
        appended: {},
      });
    expect(mail).toMatch(new RegExp(`^To: ${ada.email.replace(/\./g, '\\.')}`, 'm'));
    expect(mail).toMatch(/^Subject: Reset your Academy of Sciences password/m);
    expect(mail).toMatch(/https:\/\/academy\.example\/sign-in\/reset\/confirm\?token=[\w-]{43}/);
    expect(res.world.logs.some((line) => line.includes(tokenIn(mail)))).toBe(false);
    expect(res.world.logs.some((line) => /"file":"[^"]*\.eml".*mail written to the outbox/.test(line))).toBe(
      true,
    );
  });

  it('when the email is unknown, then the same 202 and no mail', async () => {
    const ada = member();
    let known: unknown;
    let mailsBefore = 0;
    const res = await spec
      .given(ada.streams)
      .when(async (req) => {
        known = (await (await visitor(req)).post('/rest/signin/password-reset', { email: ada.email })).body;
        await nextMail(req, 0);
        mailsBefore = (await outboxFiles(req)).length;
        return (await visitor(req)).post('/rest/signin/password-reset', {
          email: 'nobody.at.all@example.org',
        });
      })
      .then({ status: 202 });
    expect(res.body).toEqual(known);
    await new Promise((r) => setTimeout(r, 150));
    expect((await outboxFiles(res.world)).length).toBe(mailsBefore);
  });

  it('when strangers asked 20 times for a member from many addresses, then the member’s own request is answered 202 and the link in their mailbox works', async () => {
    const ada = member();
    let mails = 0;
    const res = await spec
      .given(ada.streams)
      .when(async (req) => {
        await (await visitor(req)).post('/rest/signin/password-reset', { email: ada.email });
        await nextMail(req, 0);
        for (let i = 0; i < 20; i++)
          expect(
            (await (await visitor(req)).post('/rest/signin/password-reset', { email: ada.email })).status,
          ).toBe(202);
        const own = await (await visitor(req)).post('/rest/signin/password-reset', { email: ada.email });
        expect(own.status).toBe(202);
        await new Promise((r) => setTimeout(r, 200));
        mails = (await outboxFiles(req)).length;
        const token = tokenIn(await nextMail(req, 0));
        return req.post('/rest/signin/password-reset/confirm', { token, password: 'a new passphrase here' });
      })
      .then({ status: 200 });
    expect(mails).toBe(1);
    expect(res.body).toMatchObject({ redirect: '/sign-in' });
  });

  it('when one address asked 20 times (its limit here), then its 21st answers 429 with Retry-After', async () => {
    const res = await spec
      .given()
      .when(async (req) => {
        const flooder = await visitor(req);
        for (let i = 0; i < 20; i++)
          await flooder.post('/rest/signin/password-reset', { email: `someone${i}@example.org` });
        return flooder.post('/rest/signin/password-reset', { email: 'one.more@example.org' });
      })
      .then({ status: 429 });
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('when a POST comes from the server’s own address rather than PUBLIC_URL, then it is refused', async () => {
    await spec
      .given()
      .when(async (req) => {
        const refused = await (
          await visitor(req)
        ).post('/rest/signin/password-reset', { email: 'a@example.org' }, { origin: req.url });
        expect(refused.status).toBe(403);
        return (await visitor(req)).post(
          '/rest/signin/password-reset',
          { email: 'a@example.org' },
          { origin: 'https://academy.example' },
        );
      })
      .then({ status: 202 });
  });
});
