import { describe, expect, it } from '@jest/globals';
import { commandSpec } from '../testing/http-spec.js';
import { member } from '../testing/members.js';

// The command specs run through the app's own request pipeline (`commandApp`): the input gate
// answers here exactly as in production.
const spec = commandSpec();
const ada = member({ firstName: 'Ada', lastName: 'Lovelace' });

interface ErrorBody {
  error: string;
  error_msg: string;
  fields?: { path: string; message: string }[];
}

const signUp = (fields: Record<string, unknown>) => ({
  email: 'grace@example.org',
  password: 'correct horse battery staple',
  firstName: 'Grace',
  lastName: 'Hopper',
  ...fields,
});

describe('the input gate in the command specs’ pipeline', () => {
  it.each([
    ['a lone high surrogate', { firstName: '\ud800' }, 'firstName'],
    ['a lone low surrogate', { lastName: 'Hop\udfffper' }, 'lastName'],
    ['a reversed pair', { firstName: '\udc00\ud800' }, 'firstName'],
    ['a NUL', { lastName: 'Hop\u0000per' }, 'lastName'],
    ['a control character', { firstName: 'Gr\u001bace' }, 'firstName'],
    ['a lone surrogate in the password', { password: 'correct horse battery \ud800' }, 'password'],
    ['U+FFFE, which XML cannot carry', { firstName: 'Gr\ufffeace' }, 'firstName'],
    ['U+FFFF', { lastName: 'Hopper\uffff' }, 'lastName'],
    ['the noncharacter U+FDD0', { firstName: '\ufdd0Grace' }, 'firstName'],
    ['the noncharacter U+10FFFF', { lastName: 'Hop\u{10ffff}per' }, 'lastName'],
  ])(
    'when a sign-up carries %s, then 400 validation-failed names the field and nothing is appended',
    async (_, fields, field) => {
      const res = await spec
        .given()
        .when((req) => req.post<ErrorBody>('/rest/signup', signUp(fields)))
        .then({ status: 400, appended: {} });
      expect(res.body).toMatchObject({ error: 'validation-failed', fields: [{ path: field }] });
    },
  );

  it('when a sign-up’s bytes are not valid UTF-8, then 400 validation-failed and nothing is appended', async () => {
    const json = JSON.stringify(signUp({ firstName: 'GRACE' }));
    const body = Buffer.from(json.replace('GRACE', 'Gr\u00e9ce'), 'latin1'); // é as one Latin-1 byte
    const res = await spec
      .given()
      .when((req) => req.post<ErrorBody>('/rest/signup', body))
      .then({ status: 400, appended: {} });
    expect(res.body).toMatchObject({ error: 'validation-failed', fields: [{ path: '(body)' }] });
  });

  it('when a signed-in member’s profile change, organization or publication holds a NUL or a lone surrogate, then 400 validation-failed and nothing is appended', async () => {
    const cases: [string, string, unknown, string][] = [
      ['PATCH', '/rest/user/profile', { headline: 'Poet\u0000' }, 'headline'],
      ['POST', '/rest/organizations', { name: '\udc00\ud800 Society', kind: 'university' }, 'name'],
      ['POST', '/rest/journal/publications', { title: 'On \ud800', body: 'x' }, 'title'],
      ['POST', '/rest/membership/cancel?note=%00', { reason: 'x' }, 'note'],
    ];
    for (const [method, path, body, field] of cases) {
      const res = await spec
        .given(ada.streams)
        .when((req) => req.request<ErrorBody>(method, path, body, { as: ada.userID }))
        .then({ status: 400, appended: {} });
      expect(res.body).toMatchObject({ error: 'validation-failed', fields: [{ path: field }] });
    }
  });

  it('when a publication’s title, keywords or a query holds U+FFFE or U+FFFF, then 400 validation-failed names the field and nothing is appended', async () => {
    const cases: [string, string, unknown, string][] = [
      ['POST', '/rest/journal/publications', { title: 'On \ufffe tilings', body: 'x' }, 'title'],
      ['POST', '/rest/journal/publications', { title: 'On', keywords: ['a\uffff'] }, 'keywords[0]'],
      ['POST', '/rest/membership/cancel?note=%EF%BF%BE', { reason: 'x' }, 'note'],
    ];
    for (const [method, path, body, field] of cases) {
      const res = await spec
        .given(ada.streams)
        .when((req) => req.request<ErrorBody>(method, path, body, { as: ada.userID }))
        .then({ status: 400, appended: {} });
      expect(res.body).toMatchObject({ error: 'validation-failed', fields: [{ path: field }] });
    }
  });

  it('when a path parameter decodes to a NUL, then 400 validation-failed naming the path', async () => {
    const res = await spec
      .given(ada.streams)
      .when((req) => req.post<ErrorBody>('/rest/admin/users/a%00b/ban', { reason: 'x' }, { as: ada.userID }))
      .then({ status: 400, appended: {} });
    expect(res.body).toMatchObject({ error: 'validation-failed', fields: [{ path: '(path)' }] });
  });
});
