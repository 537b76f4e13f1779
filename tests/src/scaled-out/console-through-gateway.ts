import { type ReadModelStatus } from '@academy/domain';

const asBrowser = (base: string, cookie?: string) => ({
  Origin: base,
  'Content-Type': 'application/json',
  ...(cookie ? { cookie } : {}),
});

/** Signs a member up through the gateway and has `grant` make them an admin: their session cookie. */
export const adminSession = async (
  base: string,
  email: string,
  grant: (email: string) => { exited: Promise<number | null>; stderr: () => string },
): Promise<string> => {
  const res = await fetch(`${base}/rest/signup`, {
    method: 'POST',
    headers: asBrowser(base),
    body: JSON.stringify({
      email,
      password: 'correct horse battery staple',
      firstName: 'Grace',
      lastName: 'Hopper',
    }),
  });
  if (res.status !== 201) throw new Error(`sign-up answered ${res.status}`);
  const cookie = /academy_session=[^;]+/.exec(res.headers.get('set-cookie') ?? '')![0];
  const granted = grant(email);
  const code = await granted.exited;
  if (code !== 0) throw new Error(`the grant exited with ${code}: ${granted.stderr().slice(-500)}`);
  return cookie;
};

/** A read model on the operations console (a query replica), or undefined while the session is refused. */
export const onConsole = async (
  base: string,
  cookie: string,
  name: string,
): Promise<ReadModelStatus | undefined> => {
  const res = await fetch(`${base}/rest/admin/operations`, { headers: asBrowser(base, cookie) });
  if (res.status !== 200) return undefined;
  return ((await res.json()) as { readModels: ReadModelStatus[] }).readModels.find((m) => m.name === name);
};

/** Asks the console for a rebuild (a command replica): the status and body of the answer. */
export const askForRebuild = async (base: string, cookie: string, readModel: string) => {
  const res = await fetch(`${base}/rest/admin/operations/rebuilds`, {
    method: 'POST',
    headers: asBrowser(base, cookie),
    body: JSON.stringify({ readModel }),
  });
  return { status: res.status, body: (await res.json()) as unknown };
};

/** Asks again until `done` holds for the answer or `ms` have passed: the last answer. */
export const askUntil = async <T>(ask: () => Promise<T>, done: (answer: T) => boolean, ms: number) => {
  let answer = await ask();
  for (const until = Date.now() + ms; !done(answer) && Date.now() < until;) answer = await ask();
  return answer;
};
