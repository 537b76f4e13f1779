import { TestBrowser } from '../support/test-browser.js';

export interface Member {
  browser: TestBrowser;
  userID: string;
  email: string;
  password: string;
  names: [string, string];
}

export const PASSWORD = 'a moved academy keeps its passwords';
export const PDF = new TextEncoder().encode('%PDF-1.7\n% moved with the rest\ntrailer << >>\n%%EOF\n');

/** Signs up through the API (a paid tier paid on the built-in checkout); answers the member and the last position. */
export const signUp = async (
  base: string,
  firstName: string,
  lastName: string,
  membershipTier?: string,
): Promise<{ member: Member; position: number }> => {
  const browser = new TestBrowser(base);
  const email = `${firstName.toLowerCase()}.${lastName.toLowerCase()}@example.org`;
  const res = await browser.json<{ userID: string; position: number; checkoutUrl?: string }>(
    'POST',
    '/rest/signup',
    {
      email,
      password: PASSWORD,
      firstName,
      lastName,
      ...(membershipTier ? { membershipTier } : {}),
    },
  );
  if (res.status !== 201) throw new Error(`sign-up failed: ${res.status} ${JSON.stringify(res.body)}`);
  let { position } = res.body;
  const orderID = /^\/checkout\/test\/([0-9a-f-]{36})$/.exec(res.body.checkoutUrl ?? '')?.[1];
  if (orderID) {
    const paid = await browser.json<{ position: number }>('POST', `/rest/checkout/test/${orderID}/pay`, {});
    if (paid.status !== 200) throw new Error(`payment failed: ${paid.status}`);
    position = Math.max(position, paid.body.position);
  }
  return {
    member: { browser, userID: res.body.userID, email, password: PASSWORD, names: [firstName, lastName] },
    position,
  };
};

/** A command's answer: its position, or an error naming what failed. */
export const positionOf = async (
  what: string,
  answer: Promise<{ status: number; body: unknown }>,
): Promise<number> => {
  const { status, body } = await answer;
  if (status >= 300) throw new Error(`${what} failed: ${status} ${JSON.stringify(body)}`);
  return (body as { position: number }).position;
};

/** Submits a publication with a PDF (multipart, as the page sends it); answers its position. */
export const submitWithPdf = async (member: Member, data: unknown): Promise<number> => {
  const form = new FormData();
  form.append('data', JSON.stringify(data));
  form.append('pdf', new Blob([PDF], { type: 'application/pdf' }), 'paper.pdf');
  const res = await fetch(new URL('/rest/journal/publications', member.browser.base), {
    method: 'POST',
    headers: { cookie: `academy_session=${member.browser.session}` },
    body: form,
  });
  return positionOf(
    'submission',
    res.json().then((body: unknown) => ({ status: res.status, body })),
  );
};

/** Signs in on `base` with the member's password: proves the hash moved. */
export const signIn = async (base: string, member: Member): Promise<TestBrowser> => {
  const browser = new TestBrowser(base);
  const res = await browser.post('/rest/signin/password', { email: member.email, password: member.password });
  if (res.status !== 200)
    throw new Error(`sign-in of ${member.email} failed: ${res.status} ${await res.text()}`);
  return browser;
};

export type Members = Record<'grace' | 'ada' | 'bob' | 'carol', Member>;

/**
 * An academy worth moving: an admin (granted by `grant`, the CLI), a paying member who submits a
 * publication with a PDF (a co-author who is a member, one who is not) and cancels with a reason,
 * a member with a profile, and a member who erases their account. Answers the last position.
 */
export const seedAcademy = async (
  base: string,
  members: Members,
  grant: () => Promise<{ code: number | null; stderr: string }>,
): Promise<number> => {
  let at = 0;
  const seen = (p: number) => (at = Math.max(at, p));
  for (const [key, first, last, tier] of [
    ['grace', 'Gracelyn', 'Hopperwick', undefined],
    ['ada', 'Adalind', 'Zyxwortova', 'member'],
    ['bob', 'Bobrik', 'Quillfeather', undefined],
    ['carol', 'Carolyn', 'Vexillum', undefined],
  ] as const) {
    const { member, position } = await signUp(base, first, last, tier);
    members[key] = member;
    seen(position);
  }
  const { ada, bob, carol } = members;
  const granted = await grant();
  if (granted.code !== 0) throw new Error(`admin grant failed: ${granted.stderr}`);
  const profile = { headline: 'Cartographer of Brightwater', bio: 'Maps the tides of Quorndon.' };
  seen(await positionOf('profile', bob.browser.json('PATCH', '/rest/user/profile', profile)));
  seen(
    await submitWithPdf(ada, {
      title: 'Looms That Compute',
      abstract: 'Notes on a machine that weaves numbers.',
      authors: [
        { name: 'Adalind Zyxwortova', userID: ada.userID },
        { name: 'Carolyn Vexillum', userID: carol.userID },
        { name: 'Charlesworth Babbagely' },
      ],
      keywords: ['computing'],
      body: 'The engine weaves algebraic patterns.',
      licence: 'CC-BY-4.0',
    }),
  );
  const cancel = { reason: 'Leaving for Marrowvale' };
  seen(await positionOf('cancel', ada.browser.json('POST', '/rest/membership/cancel', cancel)));
  const erase = { password: carol.password };
  seen(await positionOf('erase', carol.browser.json('POST', '/rest/user/erase', erase)));
  return at;
};
